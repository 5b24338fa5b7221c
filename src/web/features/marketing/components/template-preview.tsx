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
      {layout === 'editorial' && (
        <div className="grid grid-cols-2 gap-2">
          <ArtPanel tone={a} className={cn(tile, 'col-span-2 aspect-[16/8]')} />
          <ArtPanel tone={b} frame={false} className={cn(tile, 'aspect-[4/5]')} />
          <ArtPanel tone={c} frame={false} className={cn(tile, 'aspect-[4/5]')} />
        </div>
      )}
      {layout === 'grid' && (
        <div className="grid grid-cols-3 gap-2">
          {[a, b, c, d, e, f].map((t, i) => (
            <ArtPanel key={i} tone={t} frame={false} className={cn(tile, 'aspect-square')} />
          ))}
        </div>
      )}
      {layout === 'showreel' && (
        <div className="grid grid-cols-3 gap-2">
          <div className="relative col-span-3">
            <ArtPanel tone={a} frame={false} className={cn(tile, 'aspect-video')} />
            <span className="absolute inset-0 m-auto flex size-10 items-center justify-center rounded-full bg-white/90 text-ink">
              <PlayIcon className="size-4 fill-current" />
            </span>
          </div>
          <ArtPanel tone={b} frame={false} className={cn(tile, 'aspect-video')} />
          <ArtPanel tone={c} frame={false} className={cn(tile, 'aspect-video')} />
          <ArtPanel tone={d} frame={false} className={cn(tile, 'aspect-video')} />
        </div>
      )}
      {layout === 'lookbook' && (
        <div className="grid grid-cols-3 gap-2">
          <ArtPanel tone={a} frame={false} className={cn(tile, 'aspect-[2/3]')} />
          <ArtPanel tone={b} frame={false} className={cn(tile, 'mt-4 aspect-[2/3]')} />
          <ArtPanel tone={c} frame={false} className={cn(tile, 'aspect-[2/3]')} />
          <span className="col-span-2 mt-1 h-2 rounded-full bg-zinc-200" />
        </div>
      )}
    </div>
  );
}
