import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * Said only to a visitor whose browser runs no scripts, where a control needs them: a
 * server-rendered page reads without them, but its buttons and forms do nothing.
 */
export function NoScriptNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <noscript>
      <p
        className={cn(
          'rounded-card border border-amber-200 bg-amber-50 p-3 text-amber-950 text-sm',
          className,
        )}
      >
        {children}
      </p>
    </noscript>
  );
}
