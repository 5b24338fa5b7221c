import { IMAGE_MAX_BYTES } from '../../../../shared/limits';
import { PORTFOLIO_TEXTS } from '../../../../shared/texts';

/**
 * Client checks of the image of 'Upload New Work' (docs/product.md, Image uploads); the
 * server checks again.
 */
export function portfolioImageProblem(file: File | null | undefined): string | null {
  if (!file?.type.startsWith('image/')) return PORTFOLIO_TEXTS.selectImage;
  if (file.size > IMAGE_MAX_BYTES) return PORTFOLIO_TEXTS.imageTooLarge;
  return null;
}

/** The list with the item at `index` moved by `delta` places, or null when it cannot move. */
export function moveItem<T>(items: readonly T[], index: number, delta: -1 | 1): T[] | null {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return null;
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as T);
  return next;
}

export const PORTFOLIO_UI_TEXTS = {
  uploadFailed: 'Failed to upload work: ',
  updateFailed: 'Failed to update item',
  deleteFailed: 'Failed to delete item',
  loadFailed: 'Failed to load portfolio items',
  reorderFailed: 'Failed to save the new order',
} as const;
