// Who may do what: pure functions used by the server to enforce (lib/authorize.ts turns a
// refusal into an error) and by the UI to decide what to show. One rule, one place.
// The rules in words: docs/product.md, "Who uses Frameline", "Availability and
// suspension", "Private contact fields" and "Admin levels and permissions".
import { type AdminLevel, type AdminPermission, type MemberRole, PERMISSIONS_BY_LEVEL } from './enums.js';

/** The member acting, as a session knows them; null for a visitor. */
export type Actor = {
  id: string;
  adminLevel: AdminLevel | null;
  /** The member's profile role; null before they have a profile. */
  role: MemberRole | null;
  /** Their profile is suspended by an admin: they may sign in and read, nothing more. */
  isSuspended: boolean;
} | null;

/** A member's profile as the rules need it. */
export type ProfileSubject = {
  userId: string;
  role: MemberRole;
  isSuspended: boolean;
  isAvailable: boolean;
};

/**
 * Why something is refused. The server maps each to an error code and a text
 * (lib/authorize.ts); the UI uses it to pick what to show instead.
 */
export type Refusal =
  | 'sign_in' // a visitor: sign in first
  | 'not_found' // the thing is hidden from this viewer: answer as if it did not exist
  | 'not_admin'
  | 'admin_level' // an admin whose level lacks the permission
  | 'no_profile' // the actor needs a profile first
  | 'suspended' // the actor's own profile is suspended
  | 'self' // the actor is the subject (message or book yourself)
  | 'unavailable' // the professional is not taking work, or is suspended
  | 'not_professional'; // the subject is a client: nobody books a client

export type Verdict = { allowed: true } | { allowed: false; refusal: Refusal };

const ALLOWED: Verdict = { allowed: true };
const refuse = (refusal: Refusal): Verdict => ({ allowed: false, refusal });

export function isAdmin(actor: Actor): boolean {
  return Boolean(actor?.adminLevel);
}

/** An active admin whose level grants the permission (an inactive admin has no level). */
export function hasPermission(actor: Actor, permission: AdminPermission): boolean {
  return Boolean(actor?.adminLevel && PERMISSIONS_BY_LEVEL[actor.adminLevel].includes(permission));
}

/** The admin area: any admin; an admin action: an admin whose level holds its permission. */
export function mayAdminister(actor: Actor, permission?: AdminPermission): Verdict {
  if (!actor) return refuse('sign_in');
  if (!isAdmin(actor)) return refuse('not_admin');
  if (permission && !hasPermission(actor, permission)) return refuse('admin_level');
  return ALLOWED;
}

/**
 * A suspended profile is hidden from everyone but its owner and admins: to others it does
 * not exist (its page, portfolio and reviews alike).
 */
export function mayViewProfile(
  viewer: Actor,
  profile: Pick<ProfileSubject, 'userId' | 'isSuspended'>,
): Verdict {
  if (!profile.isSuspended) return ALLOWED;
  if (viewer && (viewer.id === profile.userId || isAdmin(viewer))) return ALLOWED;
  return refuse('not_found');
}

/** Email, phone, full name and company name: the owner's and admins' eyes only. */
export function maySeeContactDetails(viewer: Actor, profile: Pick<ProfileSubject, 'userId'>): boolean {
  return Boolean(viewer && (viewer.id === profile.userId || isAdmin(viewer)));
}

/**
 * Avatar, banner and portfolio uploads: a member with a profile in good standing. Takes
 * the session's member, or the uploader as their profile row says at the moment of saving.
 */
export function mayUpload(uploader: { hasProfile: boolean; isSuspended: boolean } | null): Verdict {
  if (!uploader) return refuse('sign_in');
  if (!uploader.hasProfile) return refuse('no_profile');
  if (uploader.isSuspended) return refuse('suspended');
  return ALLOWED;
}

/**
 * Starting a conversation with (Connect) or writing to a member. A suspended member
 * cannot send; nobody writes to a suspended professional or to themselves.
 */
export function mayContact(actor: Actor, subject: Pick<ProfileSubject, 'userId' | 'isSuspended'>): Verdict {
  if (!actor) return refuse('sign_in');
  if (actor.id === subject.userId) return refuse('self');
  if (actor.isSuspended) return refuse('suspended');
  if (subject.isSuspended) return refuse('unavailable');
  return ALLOWED;
}

/**
 * Requesting a booking (Book Now): a signed-in member in good standing, of a professional
 * other than themselves who is available and not suspended.
 */
export function mayBook(actor: Actor, subject: ProfileSubject): Verdict {
  if (!actor) return refuse('sign_in');
  if (actor.id === subject.userId) return refuse('self');
  if (actor.isSuspended) return refuse('suspended');
  if (subject.role === 'client') return refuse('not_professional');
  if (subject.isSuspended || !subject.isAvailable) return refuse('unavailable');
  return ALLOWED;
}
