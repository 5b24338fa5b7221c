import { RotateCwIcon } from 'lucide-react';
import { isApiError } from '../lib/api-client';
import { cn } from '../lib/cn';
import { Button } from './ui/button';

/**
 * A part of a page that failed to load: what failed, the server's reason when it gave
 * one, and Try again. For a whole page, the page's own Alert says it.
 */
export function LoadFailed({
  title,
  error,
  onRetry,
  className,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div role="alert" className={cn('grid gap-2 text-sm', className)}>
      <p className="font-medium text-red-700">{title}</p>
      {isApiError(error) && error.message && <p className="text-zinc-700">{error.message}</p>}
      <Button variant="outline" size="sm" className="w-fit" onClick={onRetry}>
        <RotateCwIcon aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
