import { RotateCwIcon } from 'lucide-react';
import type * as React from 'react';
import type { AdminPerson } from '../../../../shared/schemas/moderation';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { MODERATION_UI_TEXTS } from '../lib/moderation-ui-texts';

// What the moderation tabs share: the dense table of the admin area (DESIGN: 14 px, sticky
// header, row actions at the right; on phones each row stacks as a card), a member named
// with their email, the loading, error and empty states ('Load more' is components/load-more).

/** 'Mar 05, 2027, 14:05' in this browser's zone. */
export function formatInstant(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}

export function TabHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <div className="grid gap-1">
      <h2 id={id} className="font-display font-semibold text-2xl tracking-tight">
        {title}
      </h2>
      <p className="max-w-3xl text-sm text-zinc-600">{intro}</p>
    </div>
  );
}

export function AdminTable({
  label,
  columns,
  lastIsActions = true,
  children,
}: {
  label: string;
  columns: string[];
  /** The last column holds the row's actions (aligned right). */
  lastIsActions?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="rounded-card border border-zinc-200 bg-white">
      <table aria-label={label} className="w-full border-collapse text-left text-sm max-md:block">
        <thead className="max-md:sr-only">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={cn(
                  'sticky top-0 z-10 border-zinc-200 border-b bg-zinc-50 px-3 py-2 font-semibold text-zinc-700',
                  index === 0 && 'rounded-tl-card',
                  index === columns.length - 1 && 'rounded-tr-card',
                  index === columns.length - 1 && lastIsActions && 'text-right',
                )}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:block max-md:divide-y max-md:divide-zinc-200">{children}</tbody>
      </table>
    </div>
  );
}

export function Row({ className, ...props }: React.ComponentProps<'tr'>) {
  return (
    <tr
      // Focusable from script only: Load more gives the first row it adds the focus.
      tabIndex={-1}
      className={cn(
        'align-top outline-none focus-visible:ring-2 focus-visible:ring-coral-500 focus-visible:ring-inset md:border-zinc-100 md:border-b md:last:border-b-0 max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-3 max-md:p-4',
        className,
      )}
      {...props}
    />
  );
}

/**
 * A cell; on phones its column's name shows before it (the header row is hidden there),
 * two cells side by side unless `wide`.
 */
export function Cell({
  label,
  className,
  children,
  actions = false,
  wide = false,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
  actions?: boolean;
  wide?: boolean;
}) {
  return (
    <td
      className={cn(
        'min-w-0 px-3 py-2.5 max-md:block max-md:p-0',
        (wide || actions) && 'max-md:col-span-2',
        actions && 'md:text-right',
        className,
      )}
    >
      {!actions && (
        <span aria-hidden="true" className="block font-medium text-xs text-zinc-600 md:hidden">
          {label}
        </span>
      )}
      {children}
    </td>
  );
}

export function RowActions({ children }: { children: React.ReactNode }) {
  return <div className="flex flex-wrap gap-2 md:justify-end">{children}</div>;
}

export function Person({ person, prefix }: { person: AdminPerson; prefix?: string }) {
  return (
    <span className="block min-w-0 [overflow-wrap:anywhere]">
      {prefix && <span className="text-zinc-600">{prefix} </span>}
      <span className="font-medium">{person.name}</span>
      {person.email && <span className="block text-xs text-zinc-600">{person.email}</span>}
    </span>
  );
}

export function ListLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-2">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-14 w-full" />
      ))}
    </div>
  );
}

/** The list itself failed; a failed next page keeps the rows and LoadMore says so. */
export function ListError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert variant="error" role="alert">
      <AlertDescription className="grid gap-3">
        <p>
          <span className="font-semibold">{title}</span>. {errorMessage(error)}
        </p>
        <Button variant="outline" className="w-fit" onClick={onRetry}>
          <RotateCwIcon aria-hidden="true" />
          {MODERATION_UI_TEXTS.tryAgain}
        </Button>
      </AlertDescription>
    </Alert>
  );
}

export function ListEmpty({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-card border border-zinc-300 border-dashed px-4 py-10 text-center text-zinc-600">
      {children}
    </p>
  );
}
