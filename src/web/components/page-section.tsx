import { type ReactNode, type Ref, useId } from 'react';
import { cn } from '../lib/cn';

/**
 * A titled band of a page: eyebrow, h2, lead, an optional action, then content.
 * `large` is the landing page's bigger rhythm.
 */
export function PageSection({
  id,
  eyebrow,
  title,
  lead,
  action,
  surface = 'white',
  size = 'default',
  headingRef,
  className,
  children,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  /** A link or button beside the heading on wide screens. */
  action?: ReactNode;
  surface?: 'white' | 'canvas';
  size?: 'default' | 'large';
  /** For moving focus to the heading (e.g. 'Browse All Talent'). */
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(surface === 'canvas' ? 'bg-canvas' : 'bg-white', 'scroll-mt-16', className)}
    >
      <div className={cn('container-page py-16', size === 'large' ? 'sm:py-24' : 'sm:py-20')}>
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div className="flex max-w-2xl flex-col gap-3">
            {eyebrow && (
              <p className="font-semibold text-coral-700 text-sm uppercase tracking-wider">{eyebrow}</p>
            )}
            <h2
              id={headingId}
              ref={headingRef}
              tabIndex={headingRef ? -1 : undefined}
              className={cn(
                'font-display font-semibold leading-tight tracking-tight outline-none',
                size === 'large' ? 'text-[2rem] sm:text-5xl' : 'text-2xl sm:text-[2rem]',
              )}
            >
              {title}
            </h2>
            {lead && <p className="text-lg text-zinc-600">{lead}</p>}
          </div>
          {action && <div className="shrink-0">{action}</div>}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
