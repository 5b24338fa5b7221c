import { type ReactNode, useId } from 'react';
import { cn } from '../../../lib/cn';
import type { ArtTone } from '../content/types';
import { ArtPanel } from './art-panel';

/** Tilted colour studies beside the hero text on wide screens (decorative). */
function HeroArt({ tones }: { tones: readonly [ArtTone, ArtTone, ArtTone] }) {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden h-80 w-full max-w-sm lg:block">
      <ArtPanel
        tone={tones[0]}
        className="absolute top-0 right-4 h-64 w-48 rotate-3 rounded-card shadow-2xl ring-1 ring-white/10"
      />
      <ArtPanel
        tone={tones[1]}
        frame={false}
        className="absolute top-12 left-0 h-56 w-40 -rotate-6 rounded-card shadow-2xl ring-1 ring-white/10"
      />
      <ArtPanel
        tone={tones[2]}
        frame={false}
        className="absolute right-20 bottom-0 h-32 w-52 -rotate-2 rounded-card shadow-2xl ring-1 ring-white/10"
      />
    </div>
  );
}

/** The dark opening band of an information page, holding its one h1. */
export function MarketingHero({
  eyebrow,
  title,
  lead,
  actions,
  aside,
  children,
  art = ['ember', 'dusk', 'bloom'],
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** Buttons under the lead. */
  actions?: ReactNode;
  /** Illustration beside the text, on wide screens only (phones get the text alone). */
  aside?: ReactNode;
  /** Anything else under the actions (a search box, for example). */
  children?: ReactNode;
  /** Without an aside: the colours of the decorative frames shown instead. */
  art?: readonly [ArtTone, ArtTone, ArtTone];
}) {
  const side = aside ?? (art ? <HeroArt tones={art} /> : undefined);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="surface-dark relative isolate overflow-hidden">
      <div aria-hidden="true" className="-z-10 pointer-events-none absolute inset-0">
        <div className="-top-56 -right-48 absolute size-[40rem] glow-coral" />
        <div className="-bottom-64 -left-48 absolute size-[36rem] glow-violet" />
      </div>
      <div
        className={cn(
          'container-page grid items-center gap-10 py-14 sm:py-20 lg:py-24',
          side && 'lg:grid-cols-[1.25fr_0.75fr] lg:gap-16',
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
        {side && <div className="hidden min-w-0 lg:block">{side}</div>}
      </div>
    </section>
  );
}
