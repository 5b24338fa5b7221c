import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-button font-semibold text-sm',
    'transition-[color,background-color,border-color,box-shadow] duration-150 ease-out',
    'disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60',
    '[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*=size-])]:size-4',
  ],
  {
    variants: {
      variant: {
        default: 'bg-coral-500 text-ink shadow-xs hover:bg-coral-400 active:bg-coral-600',
        secondary: 'bg-zinc-100 text-ink hover:bg-zinc-200',
        outline: 'border border-control bg-white text-ink hover:border-zinc-600 hover:bg-zinc-50',
        ghost: 'text-ink hover:bg-zinc-100',
        destructive: 'bg-red-600 text-white shadow-xs hover:bg-red-700',
        link: 'text-coral-700 underline-offset-4 hover:underline',
        /** Near-black fill for strong actions on light surfaces. */
        dark: 'bg-ink text-white shadow-xs hover:bg-zinc-800',
        /** Outline for dark surfaces such as the hero and the footer. */
        inverse: 'border border-white/40 bg-white/5 text-white hover:border-white/70 hover:bg-white/15',
      },
      size: {
        // 44px touch targets on phones, 40px from the sm breakpoint up.
        default: 'h-11 px-4 sm:h-10',
        sm: 'h-11 px-3 sm:h-9',
        lg: 'h-12 px-6 text-base',
        icon: 'size-11 sm:size-10',
        inline: 'h-auto p-0',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. a router Link) with the button's styles. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) return <Slot.Root data-slot="button" className={classes} {...props} />;
  return <button data-slot="button" type={type ?? 'button'} className={classes} {...props} />;
}
