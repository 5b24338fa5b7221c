import type * as React from 'react';
import { cn } from '../../lib/cn';

/** A label, a control and its messages, stacked. */
export function Field({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="field" className={cn('grid gap-2', className)} {...props} />;
}

/** Help text under a control; reference its id from the control's aria-describedby. */
export function FieldDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="field-description" className={cn('text-sm text-zinc-600', className)} {...props} />;
}

/** A validation message under a control; reference its id from aria-describedby. */
export function FieldError({ className, children, ...props }: React.ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p data-slot="field-error" className={cn('font-medium text-red-700 text-sm', className)} {...props}>
      {children}
    </p>
  );
}

/** Joins the ids of the messages that currently describe a control. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}
