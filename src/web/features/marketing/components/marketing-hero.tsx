import { type ReactNode, useId } from 'react';
import { cn } from '../../../lib/cn';

/** The dark opening band of an information page, holding its one h1. */
export function MarketingHero({
  eyebrow,
  title,
  lead,
  actions,
  aside,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** Buttons under the lead. */
  actions?: ReactNode;
  /** Decorative or summary content beside the text on wide screens, below it on phones. */
  aside?: ReactNode;
  /** Anything else under the actions (a search box, for example). */
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="surface-dark relative isolate overflow-hidden">
      <div aria-hidden="true" className="-z-10 pointer-events-none absolute inset-0">
        <div className="-top-40 -right-32 absolute size-[30rem] rounded-full bg-coral-500/20 blur-3xl" />
        <div className="-bottom-48 -left-32 absolute size-[26rem] rounded-full bg-violet-500/25 blur-3xl" />
      </div>
      <div
        className={cn(
          'container-page grid items-center gap-10 py-14 sm:py-20 lg:py-24',
          aside && 'lg:grid-cols-[1.25fr_0.75fr] lg:gap-16',
        )}
      >
        <div className="flex min-w-0 flex-col gap-5">
          <p className="font-semibold text-coral-400 text-sm uppercase tracking-wider">{eyebrow}</p>
          <h1
            id={headingId}
            className="max-w-3xl font-display font-semibold text-[2rem] leading-[1.1] tracking-tight [overflow-wrap:anywhere] sm:text-5xl"
          >
            {title}
          </h1>
          <p className="max-w-2xl text-lg text-zinc-300">{lead}</p>
          {actions && <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>}
          {children}
        </div>
        {aside && <div className="min-w-0">{aside}</div>}
      </div>
    </section>
  );
}
