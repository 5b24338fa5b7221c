import { CheckIcon } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export function Checkbox({ className, ...props }: React.ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        'peer relative size-5 shrink-0 cursor-pointer rounded-[6px] border border-control bg-white shadow-xs transition-colors',
        // A larger invisible hit area for touch.
        'after:-inset-3 after:absolute after:content-[""]',
        'hover:border-zinc-600 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-600',
        'data-[state=checked]:border-ink data-[state=checked]:bg-ink data-[state=checked]:text-white',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="flex items-center justify-center"
      >
        <CheckIcon className="size-3.5" strokeWidth={3} aria-hidden="true" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
