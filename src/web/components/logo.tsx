import { Link } from 'react-router';
import { cn } from '../lib/cn';

/** The frame mark: four corner ticks around a point, like a viewfinder. */
export function FrameMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={cn('size-6', className)}>
      <path
        d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="2.25" className="fill-coral-500" />
    </svg>
  );
}

/** The Frameline logo, linking home. `tone` follows the surface it sits on. */
export function Logo({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        // 44 px high: a whole tap target on a phone, not only the word's height.
        'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-button font-display font-semibold text-[1.375rem] tracking-tight',
        tone === 'dark' ? 'text-ink' : 'text-white',
        className,
      )}
    >
      <FrameMark />
      <span>Frameline</span>
    </Link>
  );
}
