import { cn } from '../../../lib/cn';
import type { ArtTone } from '../content/types';

// Generated imagery (docs/product.md, Media is ours): colour studies made of CSS
// gradients and a frame mark, no photographs and no third-party hosts. Decorative, so
// hidden from assistive technology.

const TONES: Record<ArtTone, string> = {
  ember: 'bg-[linear-gradient(150deg,#ff5a4e_0%,#ff9f97_45%,#5b3df5_100%)]',
  dusk: 'bg-[linear-gradient(200deg,#5b3df5_0%,#2f1c8f_55%,#0b0b0f_100%)]',
  tide: 'bg-[linear-gradient(160deg,#2dd4bf_0%,#3d25b8_70%,#16161d_100%)]',
  bloom: 'bg-[radial-gradient(circle_at_30%_30%,#ffe1de_0%,#ff7a70_40%,#3d25b8_100%)]',
  noir: 'bg-[radial-gradient(circle_at_75%_20%,#ff5a4e_0%,#7f241e_22%,#16161d_55%,#0b0b0f_100%)]',
  citrus: 'bg-[linear-gradient(135deg,#ffd36e_0%,#ff7a70_55%,#c4352b_100%)]',
};

export function ArtPanel({
  tone,
  className,
  frame = true,
}: {
  tone: ArtTone;
  className?: string;
  /** Draw the corner ticks of the Frameline mark over the colour (a viewfinder). */
  frame?: boolean;
}) {
  return (
    <div aria-hidden="true" className={cn('relative overflow-hidden', TONES[tone], className)}>
      <div className="-right-1/4 -bottom-1/3 absolute aspect-square w-3/4 rounded-full bg-white/15 blur-2xl" />
      <div className="absolute top-[12%] left-[10%] aspect-square w-1/3 rounded-full bg-white/10 blur-xl" />
      {frame && (
        <>
          <span className="absolute top-[10%] left-[10%] size-6 border-white/60 border-t-[1.5px] border-l-[1.5px] sm:size-8" />
          <span className="absolute top-[10%] right-[10%] size-6 border-white/60 border-t-[1.5px] border-r-[1.5px] sm:size-8" />
          <span className="absolute right-[10%] bottom-[10%] size-6 border-white/60 border-r-[1.5px] border-b-[1.5px] sm:size-8" />
          <span className="absolute bottom-[10%] left-[10%] size-6 border-white/60 border-b-[1.5px] border-l-[1.5px] sm:size-8" />
        </>
      )}
    </div>
  );
}
