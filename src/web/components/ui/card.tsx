import type * as React from 'react';
import { cn } from '../../lib/cn';

export function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn(
        'flex flex-col gap-6 rounded-card border border-zinc-200 bg-white py-6 text-ink',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('flex flex-col gap-1.5 px-6', className)} {...props} />;
}

type HeadingLevel = 'h1' | 'h2' | 'h3' | 'h4';

export function CardTitle({
  className,
  as: Heading = 'h3',
  ...props
}: React.ComponentProps<'h3'> & { as?: HeadingLevel }) {
  return (
    <Heading
      data-slot="card-title"
      className={cn('font-display font-semibold text-xl leading-tight tracking-tight', className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('text-sm text-zinc-600', className)} {...props} />;
}

export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('flex items-center px-6', className)} {...props} />;
}
