import {
  ArrowLeftIcon,
  ArrowRightIcon,
  CircleAlertIcon,
  ImagesIcon,
  PlusIcon,
  RotateCwIcon,
  StarIcon,
  Trash2Icon,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { humanize } from '../../../../shared/enums';
import type { PortfolioItem } from '../../../../shared/schemas/portfolio';
import { PORTFOLIO_TEXTS } from '../../../../shared/texts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import {
  useDeletePortfolioItem,
  usePortfolio,
  useReorderPortfolio,
  useUpdatePortfolioItem,
} from '../api/portfolio-api';
import { moveItem, PORTFOLIO_UI_TEXTS } from '../lib/portfolio-rules';
import { PortfolioThumb } from './portfolio-image';
import { PortfolioUploadForm } from './portfolio-upload-form';

export type PortfolioManagerView = 'items' | 'upload';

type Direction = 'earlier' | 'later';

function ManagerItem({
  item,
  index,
  count,
  busy,
  onToggleFeatured,
  onDelete,
  onMove,
  registerButton,
}: {
  item: PortfolioItem;
  index: number;
  count: number;
  /** A change to this item (or the order) is being saved: the buttons wait, keeping focus. */
  busy: boolean;
  onToggleFeatured: () => void;
  onDelete: () => void;
  onMove: (direction: Direction) => void;
  registerButton: (direction: Direction, element: HTMLButtonElement | null) => void;
}) {
  const titleId = useId();
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="group relative flex h-full flex-col overflow-hidden rounded-card border border-zinc-200 bg-white transition-shadow duration-150 hover:shadow-md"
      >
        <div className="relative">
          <PortfolioThumb item={item} eager={index < 6} />
          {item.isFeatured && (
            <Badge variant="accent" className="absolute top-3 left-3 shadow-sm">
              <StarIcon aria-hidden="true" className="fill-current" />
              Featured
            </Badge>
          )}
          {/* Shown on hover and on keyboard focus; always shown on touch screens. */}
          <div
            className={cn(
              'absolute top-3 right-3 flex gap-2 transition-opacity duration-150',
              'pointer-fine:opacity-0 pointer-fine:group-focus-within:opacity-100 pointer-fine:group-hover:opacity-100',
            )}
          >
            <Button
              variant="outline"
              size="icon"
              className="shadow-sm"
              aria-disabled={busy || undefined}
              aria-pressed={item.isFeatured}
              aria-label={item.isFeatured ? 'Mark as not featured' : 'Mark as featured'}
              title={item.isFeatured ? 'Mark as not featured' : 'Mark as featured'}
              onClick={() => !busy && onToggleFeatured()}
            >
              <StarIcon aria-hidden="true" className={cn(item.isFeatured && 'fill-current text-coral-700')} />
            </Button>
            <Button
              variant="outline"
              size="icon"
              className="shadow-sm hover:border-red-700 hover:text-red-700"
              aria-disabled={busy || undefined}
              aria-label="Delete"
              title="Delete"
              onClick={() => !busy && onDelete()}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          </div>
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h3 id={titleId} className="font-semibold leading-snug [overflow-wrap:anywhere]">
            {item.title}
          </h3>
          {item.description && (
            <p className="line-clamp-2 text-sm text-zinc-600 [overflow-wrap:anywhere]">{item.description}</p>
          )}
          {item.category && <Badge variant="violet">{humanize(item.category)}</Badge>}
          <div className="mt-auto flex items-center justify-between gap-2 pt-2">
            <Button
              ref={(element) => registerButton('earlier', element)}
              variant="ghost"
              size="sm"
              className="-ml-2"
              disabled={index === 0}
              aria-disabled={busy || undefined}
              aria-label="Move earlier"
              onClick={() => !busy && onMove('earlier')}
            >
              <ArrowLeftIcon aria-hidden="true" />
              Earlier
            </Button>
            <span className="text-xs text-zinc-600" aria-hidden="true">
              {index + 1} / {count}
            </span>
            <Button
              ref={(element) => registerButton('later', element)}
              variant="ghost"
              size="sm"
              className="-mr-2"
              disabled={index === count - 1}
              aria-disabled={busy || undefined}
              aria-label="Move later"
              onClick={() => !busy && onMove('later')}
            >
              Later
              <ArrowRightIcon aria-hidden="true" />
            </Button>
          </div>
        </div>
      </article>
    </li>
  );
}

/** The portfolio manager: upload, feature, reorder and delete work (docs/product.md, Portfolio). */
export function PortfolioManagerDialog({
  userId,
  view,
  uploadRefusal,
  onClose,
}: {
  userId: string;
  /** Closed when null; 'upload' opens straight at the upload form. */
  view: PortfolioManagerView | null;
  /** Why the owner may not upload now (shown instead of the upload buttons), or null. */
  uploadRefusal: string | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={view !== null} onOpenChange={(open) => !open && onClose()}>
      {view !== null && (
        <ManagerContent
          userId={userId}
          initialView={uploadRefusal ? 'items' : view}
          uploadRefusal={uploadRefusal}
        />
      )}
    </Dialog>
  );
}

function ManagerContent({
  userId,
  initialView,
  uploadRefusal,
}: {
  userId: string;
  initialView: PortfolioManagerView;
  uploadRefusal: string | null;
}) {
  const portfolio = usePortfolio(userId);
  const update = useUpdatePortfolioItem(userId);
  const remove = useDeletePortfolioItem(userId);
  const reorder = useReorderPortfolio(userId);
  const [showUpload, setShowUpload] = useState(initialView === 'upload');
  const [confirming, setConfirming] = useState<PortfolioItem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const fileInputRef = useRef<HTMLInputElement | null>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  // Where the keyboard goes on from when Add Work is not offered (a suspended member).
  const refusalRef = useRef<HTMLParagraphElement>(null);
  const deleted = useRef(false);
  // The Delete button that asked for the confirmation, to return to when it is cancelled.
  const deleteOpener = useRef<HTMLElement | null>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const [focusAfterMove, setFocusAfterMove] = useState<{
    id: string;
    direction: Direction;
    index: number;
  } | null>(null);
  const items = portfolio.data?.items ?? [];
  const busyId = update.isPending
    ? update.variables?.itemId
    : remove.isPending
      ? remove.variables
      : undefined;

  // Keep keyboard focus on the moved item's button (or its other one at the ends), once
  // the list shows the new order.
  useEffect(() => {
    if (!focusAfterMove) return;
    const { id, direction, index } = focusAfterMove;
    if (items.findIndex((item) => item.id === id) !== index) return;
    const other: Direction = direction === 'earlier' ? 'later' : 'earlier';
    const preferred = moveButtons.current.get(`${id}:${direction}`);
    const target = preferred && !preferred.disabled ? preferred : moveButtons.current.get(`${id}:${other}`);
    target?.focus();
    setFocusAfterMove(null);
  });

  function openUpload() {
    if (showUpload) return;
    setShowUpload(true);
    requestAnimationFrame(() => fileInputRef.current?.focus());
  }

  async function toggleFeatured(item: PortfolioItem) {
    try {
      const { item: saved } = await update.mutateAsync({
        itemId: item.id,
        changes: { isFeatured: !item.isFeatured },
      });
      toast.success(saved.isFeatured ? PORTFOLIO_TEXTS.featured : PORTFOLIO_TEXTS.notFeatured);
    } catch {
      toast.error(PORTFOLIO_UI_TEXTS.updateFailed);
    }
  }

  async function confirmDelete() {
    if (!confirming) return;
    try {
      await remove.mutateAsync(confirming.id);
      deleted.current = true;
      toast.success(PORTFOLIO_TEXTS.deleted);
    } catch {
      toast.error(PORTFOLIO_UI_TEXTS.deleteFailed);
    } finally {
      setConfirming(null);
    }
  }

  async function move(item: PortfolioItem, index: number, direction: Direction) {
    const next = moveItem(items, index, direction === 'earlier' ? -1 : 1);
    if (!next) return;
    setFocusAfterMove({ id: item.id, direction, index: next.indexOf(item) });
    setAnnouncement(`Moved ${item.title} to position ${next.indexOf(item) + 1} of ${next.length}.`);
    try {
      await reorder.mutateAsync(next);
    } catch {
      setFocusAfterMove(null);
      setAnnouncement('');
      toast.error(PORTFOLIO_UI_TEXTS.reorderFailed);
    }
  }

  return (
    <DialogContent
      className="max-w-5xl gap-6 sm:p-8"
      // With the upload form open, a stray Escape or click outside would throw away the
      // chosen image and what was typed: the form's Cancel (or ×) closes on purpose.
      onEscapeKeyDown={(event) => {
        if (showUpload) event.preventDefault();
      }}
      onInteractOutside={(event) => {
        if (showUpload) event.preventDefault();
      }}
      onOpenAutoFocus={(event) => {
        if (initialView !== 'upload') return;
        event.preventDefault();
        fileInputRef.current?.focus();
      }}
    >
      <DialogHeader>
        <DialogTitle className="text-2xl">Your Portfolio</DialogTitle>
        <DialogDescription>
          Upload your best work, feature the pieces that matter most and put them in the order you like.
        </DialogDescription>
      </DialogHeader>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-zinc-600">
          {portfolio.isSuccess && `${items.length} ${items.length === 1 ? 'item' : 'items'}`}
        </p>
        {/* aria-disabled, not disabled: the focus may rest here (after a delete) while the form is open. */}
        {uploadRefusal === null && (
          <Button ref={addButtonRef} onClick={openUpload} aria-disabled={showUpload || undefined}>
            <PlusIcon aria-hidden="true" />
            Add Work
          </Button>
        )}
      </div>
      {uploadRefusal && (
        <p
          ref={refusalRef}
          tabIndex={-1}
          className="rounded-button bg-amber-50 px-3 py-2 text-amber-950 text-sm"
        >
          {uploadRefusal}
        </p>
      )}

      {showUpload && (
        <PortfolioUploadForm
          userId={userId}
          fileInputRef={fileInputRef}
          onDone={() => {
            setShowUpload(false);
            // The form is gone (uploaded or cancelled): the keyboard goes on from Add Work.
            addButtonRef.current?.focus();
          }}
        />
      )}

      {portfolio.isPending && (
        <div
          role="status"
          aria-label="Loading your portfolio"
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="aspect-[4/5] w-full rounded-card" />
          ))}
        </div>
      )}

      {portfolio.isError && (
        <Alert variant="error" role="alert">
          <CircleAlertIcon aria-hidden="true" />
          <AlertTitle>{PORTFOLIO_UI_TEXTS.loadFailed}</AlertTitle>
          <AlertDescription>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void portfolio.refetch()}>
              <RotateCwIcon aria-hidden="true" />
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      )}

      {portfolio.isSuccess && items.length === 0 && !showUpload && (
        <div className="flex flex-col items-center gap-3 rounded-card border border-zinc-300 border-dashed bg-canvas px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-violet-50 text-violet-700">
            <ImagesIcon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="font-semibold text-lg">No portfolio items yet</h3>
          <p className="max-w-sm text-sm text-zinc-600">
            Clients decide with their eyes. Add a few pieces that show what you do best.
          </p>
          {uploadRefusal === null && (
            <Button className="mt-2" onClick={openUpload}>
              <PlusIcon aria-hidden="true" />
              Upload Your First Work
            </Button>
          )}
        </div>
      )}

      {items.length > 0 && (
        <ul aria-label="Portfolio items" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => (
            <ManagerItem
              key={item.id}
              item={item}
              index={index}
              count={items.length}
              busy={busyId === item.id || reorder.isPending}
              onToggleFeatured={() => void toggleFeatured(item)}
              onDelete={() => {
                deleteOpener.current =
                  document.activeElement instanceof HTMLElement ? document.activeElement : null;
                setConfirming(item);
              }}
              onMove={(direction) => void move(item, index, direction)}
              registerButton={(direction, element) => {
                const key = `${item.id}:${direction}`;
                if (element) moveButtons.current.set(key, element);
                else moveButtons.current.delete(key);
              }}
            />
          ))}
        </ul>
      )}

      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => !open && !remove.isPending && setConfirming(null)}
      >
        <DialogContent
          role="alertdialog"
          className="max-w-md"
          showCloseButton={false}
          onCloseAutoFocus={(event) => {
            // The dialog has no trigger of its own: back to the Delete button that opened
            // it, or, once that item is gone, on from Add Work.
            event.preventDefault();
            const opener = deleteOpener.current;
            deleteOpener.current = null;
            if (deleted.current || !opener?.isConnected)
              (addButtonRef.current ?? refusalRef.current)?.focus();
            else opener.focus();
            deleted.current = false;
          }}
        >
          <DialogHeader className="pr-0">
            <DialogTitle>Delete this work?</DialogTitle>
            <DialogDescription>{PORTFOLIO_TEXTS.confirmDelete}</DialogDescription>
          </DialogHeader>
          {confirming && (
            <p className="rounded-button bg-canvas px-3 py-2 font-medium text-sm [overflow-wrap:anywhere]">
              {confirming.title}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={remove.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="destructive" disabled={remove.isPending} onClick={() => void confirmDelete()}>
              {remove.isPending ? <Spinner /> : <Trash2Icon aria-hidden="true" />}
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </DialogContent>
  );
}
