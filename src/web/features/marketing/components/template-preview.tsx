import { PlayIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { TemplateLayout } from '../content/portfolio-builder';
import type { ArtTone } from '../content/types';
import { ArtPanel } from './art-panel';

const ROTATION: ArtTone[] = ['ember', 'dusk', 'tide', 'bloom', 'citrus', 'noir'];

function tones(first: ArtTone): ArtTone[] {
  const start = ROTATION.indexOf(first);
  return [...ROTATION.slice(start), ...ROTATION.slice(0, start)];
}

/** A miniature of a portfolio template, drawn with generated colour studies (decorative). */
export function TemplatePreview({
  layout,
  tone,
  className,
}: {
  layout: TemplateLayout;
  tone: ArtTone;
  className?: string;
}) {
  const [a, b, c, d, e, f] = tones(tone) as [ArtTone, ArtTone, ArtTone, ArtTone, ArtTone, ArtTone];
  const tile = 'rounded-[6px]';
  return (
    <div
      aria-hidden="true"
      className={cn('rounded-card border border-zinc-200 bg-white p-3 shadow-xs', className)}
    >
      <div className="mb-3 flex items-center gap-1.5">
        <span className="size-2 rounded-full bg-zinc-300" />
        <span className="size-2 rounded-full bg-zinc-300" />
        <span className="size-2 rounded-full bg-zinc-300" />
        <span className="ml-2 h-2 w-16 rounded-full bg-zinc-200" />
      </div>
      <div className="aspect-[5/4]">
        {layout === 'editorial' && (
          <div className="grid size-full grid-cols-2 grid-rows-[3fr_2fr] gap-2">
            <ArtPanel tone={a} className={cn(tile, 'col-span-2')} />
            <ArtPanel tone={b} frame={false} className={tile} />
            <ArtPanel tone={c} frame={false} className={tile} />
          </div>
        )}
        {layout === 'grid' && (
          <div className="grid size-full grid-cols-3 grid-rows-2 gap-2">
            {[a, b, c, d, e, f].map((t, i) => (
              <ArtPanel key={i} tone={t} frame={false} className={tile} />
            ))}
          </div>
        )}
        {layout === 'showreel' && (
          <div className="grid size-full grid-cols-3 grid-rows-[3fr_1fr] gap-2">
            <div className="relative col-span-3">
              <ArtPanel tone={a} frame={false} className={cn(tile, 'absolute inset-0')} />
              <span className="absolute inset-0 m-auto flex size-10 items-center justify-center rounded-full bg-white/90 text-ink">
                <PlayIcon className="size-4 fill-current" />
              </span>
            </div>
            <ArtPanel tone={b} frame={false} className={tile} />
            <ArtPanel tone={c} frame={false} className={tile} />
            <ArtPanel tone={d} frame={false} className={tile} />
          </div>
        )}
        {layout === 'lookbook' && (
          <div className="grid size-full grid-cols-3 grid-rows-[1fr_auto] gap-2">
            <ArtPanel tone={a} frame={false} className={cn(tile, 'mb-4')} />
            <ArtPanel tone={b} frame={false} className={cn(tile, 'mt-4')} />
            <ArtPanel tone={c} frame={false} className={cn(tile, 'mb-4')} />
            <span className="col-span-2 h-2 rounded-full bg-zinc-200" />
          </div>
        )}
      </div>
    </div>
  );
}
