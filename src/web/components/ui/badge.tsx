import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 font-medium text-xs leading-5 [&>svg]:pointer-events-none [&>svg]:size-3.5',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-ink text-white',
        secondary: 'border-transparent bg-zinc-100 text-zinc-800',
        outline: 'border-zinc-300 bg-white text-zinc-800',
        accent: 'border-transparent bg-coral-100 text-coral-800',
        violet: 'border-transparent bg-violet-50 text-violet-700',
        destructive: 'border-transparent bg-red-100 text-red-800',
        success: 'border-transparent bg-green-100 text-green-800',
        // Booking statuses: each has its own colour (docs/product.md, Look and voice).
        pending: 'border-transparent bg-amber-100 text-amber-900',
        accepted: 'border-transparent bg-blue-100 text-blue-800',
        completed: 'border-transparent bg-green-100 text-green-800',
        declined: 'border-transparent bg-zinc-200 text-zinc-800',
        cancelled: 'border-transparent bg-red-100 text-red-800',
        expired: 'border-zinc-400 bg-white text-zinc-700',
        /** The verified mark: accent outline with dark accent text. */
        verified: 'border-coral-500 bg-white text-coral-800',
      },
    },
    defaultVariants: { variant: 'secondary' },
  },
);

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;

export function Badge({
  className,
  variant,
  asChild = false,
  ...props
}: React.ComponentProps<'span'> & VariantProps<typeof badgeVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'span';
  return <Comp data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
