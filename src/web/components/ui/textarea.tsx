import type * as React from 'react';
import { cn } from '../../lib/cn';
import { controlClasses } from './input';

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(controlClasses, 'field-sizing-content min-h-24 px-3 py-2.5', className)}
      {...props}
    />
  );
}
