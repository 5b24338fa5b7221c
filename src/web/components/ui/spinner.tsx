import { LoaderCircleIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';

/** A decorative spinner; pair it with visible or screen-reader text saying what is loading. */
export function Spinner({ className, ...props }: React.ComponentProps<'svg'>) {
  return <LoaderCircleIcon aria-hidden="true" className={cn('size-4 animate-spin', className)} {...props} />;
}
