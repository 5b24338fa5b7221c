import type * as React from 'react';
import { cn } from '../../lib/cn';

export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-button bg-zinc-200/80', className)}
      {...props}
    />
  );
}
