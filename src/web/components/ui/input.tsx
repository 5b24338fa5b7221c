import type * as React from 'react';
import { cn } from '../../lib/cn';

export const controlClasses = [
  'w-full min-w-0 rounded-button border border-control bg-white text-base text-ink shadow-xs sm:text-sm',
  'transition-[border-color,box-shadow] duration-150 ease-out placeholder:text-zinc-500',
  'hover:border-zinc-600 focus-visible:border-coral-700',
  'disabled:cursor-not-allowed disabled:bg-zinc-50 disabled:opacity-60',
  'aria-invalid:border-red-600 aria-invalid:hover:border-red-700',
];

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        controlClasses,
        'h-11 px-3 sm:h-10',
        'file:mr-3 file:border-0 file:bg-transparent file:font-medium file:text-ink file:text-sm',
        className,
      )}
      {...props}
    />
  );
}
