import { ChevronDownIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { controlClasses } from './input';

/**
 * The browser's own <select>, dressed as our fields. For filters that change often and
 * sit on fast public pages: the phone's own picker, no script to open it, and nothing
 * to render for options until they are shown (the Radix `Select` renders every item on
 * mount). Children are <option> elements.
 */
export function NativeSelect({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    <div data-slot="native-select" className={cn('relative', className)}>
      <select
        className={cn(controlClasses, 'h-11 cursor-pointer appearance-none pr-9 pl-3 sm:h-10')}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon
        className="-translate-y-1/2 pointer-events-none absolute top-1/2 right-3 size-4 text-zinc-600"
        aria-hidden="true"
      />
    </div>
  );
}
