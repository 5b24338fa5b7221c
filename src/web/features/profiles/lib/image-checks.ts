import { IMAGE_MAX_BYTES } from '../../../../shared/limits';
import { PROFILE_UI_TEXTS } from './profile-texts';

/**
 * Client checks of an avatar or banner before upload (docs/product.md, Image uploads); the
 * server checks again.
 */
export function profileImageProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return PROFILE_UI_TEXTS.notAnImage;
  if (file.size > IMAGE_MAX_BYTES) return PROFILE_UI_TEXTS.imageTooLarge;
  return null;
}
