import { mayUpload } from '../../../../shared/policies';
import type { Profile } from '../../../../shared/schemas/profiles';
import { UPLOAD_TEXTS } from '../../../../shared/texts';

/**
 * Why the owner of `profile` may not upload (docs/product.md, Availability and
 * suspension), as the server would say it; null when they may. Screens show it in place
 * of the upload buttons, so nobody sends a file only to have it refused at the end.
 */
export function uploadRefusal(profile: Profile, options: { forPortfolio?: boolean } = {}): string | null {
  const verdict = mayUpload(
    { hasProfile: true, isSuspended: profile.isSuspended, role: profile.role },
    options,
  );
  if (verdict.allowed) return null;
  return verdict.refusal === 'not_professional' ? UPLOAD_TEXTS.professionalsOnly : UPLOAD_TEXTS.suspended;
}
