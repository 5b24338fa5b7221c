import { type ReactNode, useId } from 'react';
import { cn } from '../../../lib/cn';

export type Surface = 'white' | 'canvas' | 'dark';

const SURFACES: Record<Surface, string> = {
  white: 'bg-white',
  canvas: 'bg-canvas',
  dark: 'surface-dark',
};

/** A titled band of an information page: eyebrow, h2, lead, then its content. */
export function MarketingSection({
  id,
  eyebrow,
  title,
  lead,
  surface = 'white',
  action,
  className,
  children,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  surface?: Surface;
  /** A link or button beside the heading on wide screens. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const dark = surface === 'dark';
  return (
    <section id={id} aria-labelledby={headingId} className={cn(SURFACES[surface], 'scroll-mt-16', className)}>
      <div className="container-page py-16 sm:py-20">
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div className="flex max-w-2xl flex-col gap-3">
            {eyebrow && (
              <p
                className={cn(
                  'font-semibold text-sm uppercase tracking-wider',
                  dark ? 'text-coral-400' : 'text-coral-700',
                )}
              >
                {eyebrow}
              </p>
            )}
            <h2
              id={headingId}
              className="font-display font-semibold text-2xl leading-tight tracking-tight sm:text-[2rem]"
            >
              {title}
            </h2>
            {lead && <p className={cn('text-lg', dark ? 'text-zinc-300' : 'text-zinc-600')}>{lead}</p>}
          </div>
          {action && <div className="shrink-0">{action}</div>}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
