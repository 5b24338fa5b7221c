import { type ReactNode, useId } from 'react';
import { cn } from '../../../lib/cn';

/** A titled band of the landing page: eyebrow, h2, lead, an optional action, content. */
export function LandingSection({
  id,
  eyebrow,
  title,
  lead,
  action,
  surface = 'white',
  className,
  children,
}: {
  id?: string;
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  action?: ReactNode;
  surface?: 'white' | 'canvas';
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
      <div className="container-page py-16 sm:py-24">
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div className="flex max-w-2xl flex-col gap-3">
            <p className="font-semibold text-coral-700 text-sm uppercase tracking-wider">{eyebrow}</p>
            <h2
              id={headingId}
              className="font-display font-semibold text-[2rem] leading-tight tracking-tight sm:text-5xl"
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
