import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export const alertVariants = cva(
  'relative grid w-full grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1 rounded-button border px-4 py-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0 [&>:not(svg)]:col-start-2 [&:not(:has(>svg))]:grid-cols-1 [&:not(:has(>svg))>*]:col-start-1',
  {
    variants: {
      variant: {
        info: 'border-zinc-200 bg-zinc-50 text-ink [&>svg]:text-zinc-700',
        success: 'border-green-200 bg-green-50 text-green-900 [&>svg]:text-green-700',
        error: 'border-red-200 bg-red-50 text-red-900 [&>svg]:text-red-700',
        warning: 'border-amber-200 bg-amber-50 text-amber-950 [&>svg]:text-amber-700',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

/**
 * An inline message. Give it role="alert" for errors that appear after an action, or
 * role="status" for confirmations, so screen readers announce it.
 */
export function Alert({
  className,
  variant,
  ...props
}: React.ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return <div data-slot="alert" className={cn(alertVariants({ variant }), className)} {...props} />;
}

export function AlertTitle({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="alert-title" className={cn('font-semibold leading-5', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="alert-description" className={cn('leading-5 [&_p]:leading-5', className)} {...props} />
  );
}
