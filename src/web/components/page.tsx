import type * as React from 'react';
import { cn } from '../lib/cn';

/** The content column of an ordinary page. */
export function PageContainer({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('container-page py-10 sm:py-14', className)} {...props} />;
}

/** The one h1 of a page, with an optional eyebrow and lead paragraph. */
export function PageHeading({
  title,
  eyebrow,
  description,
  className,
  children,
}: {
  title: React.ReactNode;
  eyebrow?: React.ReactNode;
  description?: React.ReactNode;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      {eyebrow && <p className="font-semibold text-coral-700 text-sm uppercase tracking-wider">{eyebrow}</p>}
      <h1 className="font-display font-semibold text-[2rem] leading-tight tracking-tight [overflow-wrap:anywhere] sm:text-5xl">
        {title}
      </h1>
      {description && <p className="max-w-2xl text-lg text-zinc-600">{description}</p>}
      {children}
    </div>
  );
}
