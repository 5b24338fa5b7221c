import { cn } from '../lib/cn';
import { Spinner } from './ui/spinner';

/** The loading state of a whole page (lazy route, session check). */
export function PageLoading({ label = 'Loading…', className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex min-h-[50vh] flex-col items-center justify-center gap-3 text-sm text-zinc-600',
        className,
      )}
    >
      <Spinner className="size-6 text-coral-700" />
      <span>{label}</span>
    </div>
  );
}
