import { FrameMark } from '../../../components/logo';
import type { AssetPreview as Preview } from '../content/press-kit';

function Wordmark({ light }: { light?: boolean }) {
  return (
    <span
      className={`inline-flex items-center gap-2 font-display font-semibold text-2xl tracking-tight ${light ? 'text-white' : 'text-ink'}`}
    >
      <FrameMark className="size-7" />
      Frameline
    </span>
  );
}

/** A small picture of a press asset (decorative; the card says what it is). */
export function AssetPreview({ preview }: { preview: Preview }) {
  return (
    <div aria-hidden="true" className="flex h-36 items-center justify-center overflow-hidden rounded-button">
      {preview === 'logo-light' && (
        <div className="flex size-full items-center justify-center border border-zinc-200 bg-white">
          <Wordmark />
        </div>
      )}
      {preview === 'logo-dark' && (
        <div className="flex size-full items-center justify-center bg-ink">
          <Wordmark light />
        </div>
      )}
      {preview === 'mark' && (
        <div className="flex size-full items-center justify-center bg-canvas">
          <span className="flex size-20 items-center justify-center rounded-card bg-ink text-white">
            <FrameMark className="size-12" />
          </span>
        </div>
      )}
      {preview === 'palette' && (
        <div className="grid size-full grid-cols-3">
          <span className="bg-ink" />
          <span className="bg-coral-500" />
          <span className="bg-violet-500" />
        </div>
      )}
      {preview === 'fact-sheet' && (
        <div className="flex size-full items-center justify-center bg-canvas">
          <div className="flex h-28 w-22 flex-col gap-1.5 rounded-[4px] bg-white p-2.5 shadow-md">
            <span className="h-2 w-10 rounded-full bg-ink" />
            <span className="h-1 w-full rounded-full bg-zinc-200" />
            <span className="h-1 w-full rounded-full bg-zinc-200" />
            <span className="h-1 w-3/4 rounded-full bg-zinc-200" />
            <span className="mt-1 grid grid-cols-2 gap-1">
              <span className="h-5 rounded-[2px] bg-coral-100" />
              <span className="h-5 rounded-[2px] bg-violet-100" />
            </span>
            <span className="h-1 w-full rounded-full bg-zinc-200" />
            <span className="h-1 w-2/3 rounded-full bg-zinc-200" />
          </div>
        </div>
      )}
    </div>
  );
}
