import type { ProfessionalRole } from '../../../../shared/enums';

// Where the buttons of the marketing pages lead: nothing is a dead button (docs/product.md,
// Nothing pretends).

export const SIGN_UP_HREF = '/auth?mode=sign-up';
export const DASHBOARD_HREF = '/dashboard';
export const SUPPORT_CONTACT_HREF = '/contact?topic=support';

/** Live discovery, optionally filtered by role. */
export function discoverHref(role?: ProfessionalRole): string {
  return role ? `/discover-talent?role=${role}` : '/discover-talent';
}

/** Sign in, then land on `next`. */
export function signInHref(next: string): string {
  return `/auth?next=${encodeURIComponent(next)}`;
}
