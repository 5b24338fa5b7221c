import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { humanize } from '../../../../shared/enums';
import type { PortfolioItem } from '../../../../shared/schemas/portfolio';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';

/** How far a finger must travel sideways to count as a swipe. */
const SWIPE_PX = 50;

/**
 * One piece of work, large. Previous/next by buttons, ArrowLeft/ArrowRight and swipe;
 * Escape closes (the dialog's own behaviour).
 */
export function PortfolioLightbox({
  items,
  index,
  onIndexChange,
  onClosed,
}: {
  items: PortfolioItem[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** Called with the last piece shown, to return focus to it in the grid. */
  onClosed?: (lastIndex: number) => void;
}) {
  const item = index === null ? undefined : items[index];
  const lastIndex = useRef(0);
  if (index !== null) lastIndex.current = index;
  const swipeStart = useRef<{ x: number; y: number; id: number } | null>(null);
  const count = items.length;

  function go(delta: -1 | 1) {
    if (index === null || count < 2) return;
    onIndexChange((index + delta + count) % count);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  }

  function onPointerDown(event: PointerEvent) {
    if (event.pointerType === 'mouse') return;
    swipeStart.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  }

  function onPointerUp(event: PointerEvent) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  }

  return (
    <Dialog open={item !== undefined} onOpenChange={(open) => !open && onIndexChange(null)}>
      {item && index !== null && (
        <DialogContent
          className="max-w-5xl gap-4 p-4 sm:p-6"
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            if (!onClosed) return;
            event.preventDefault();
            onClosed(lastIndex.current);
          }}
        >
          <div
            className="relative mt-10 flex h-[55dvh] touch-pan-y select-none items-center justify-center overflow-hidden rounded-button sm:h-[65dvh]"
            style={{ backgroundColor: item.image.color }}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              swipeStart.current = null;
            }}
          >
            <img
              key={item.id}
              src={item.image.url}
              alt={item.title}
              width={item.image.width}
              height={item.image.height}
              draggable={false}
              className="max-h-full max-w-full object-contain"
            />
            {count > 1 && (
              <>
                <Button
                  variant="outline"
                  size="icon"
                  className="-translate-y-1/2 absolute top-1/2 left-3 rounded-full shadow-md"
                  aria-label="Previous image"
                  onClick={() => go(-1)}
                >
                  <ChevronLeftIcon aria-hidden="true" className="size-5" />
                </Button>
                <Button
                  variant="outline"
                  size="icon"
                  className="-translate-y-1/2 absolute top-1/2 right-3 rounded-full shadow-md"
                  aria-label="Next image"
                  onClick={() => go(1)}
                >
                  <ChevronRightIcon aria-hidden="true" className="size-5" />
                </Button>
              </>
            )}
          </div>
          <div className="grid gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <DialogTitle className="[overflow-wrap:anywhere]">{item.title}</DialogTitle>
              {item.category && <Badge variant="violet">{humanize(item.category)}</Badge>}
            </div>
            <DialogDescription className={item.description ? 'text-base text-zinc-700' : 'sr-only'}>
              {item.description ?? `Portfolio image ${index + 1} of ${count}`}
            </DialogDescription>
            {count > 1 && (
              <p className="text-sm text-zinc-600">
                {index + 1} of {count}
                <span className="sr-only">. Use the arrow keys or swipe to see the others.</span>
              </p>
            )}
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
