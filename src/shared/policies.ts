// Who may do what: pure functions used by the server to enforce (lib/authorize.ts turns a
// refusal into an error) and by the UI to decide what to show. One rule, one place.
// The rules in words: docs/product.md, "Who uses Frameline", "Availability and
// suspension", "Private contact fields", "Admin levels and permissions", "Booking
// lifecycle" and "Reviews".
import {
  type BookingAction,
  type BookingActor,
  type BookingFacts,
  type BookingParty,
  type BookingStatus,
  bookingMove,
  type NewTimeFacts,
  type NewTimeStep,
  newTimeBlocker,
  REVIEW_WINDOW_DAYS,
} from './booking-lifecycle.js';
import {
  ADMIN_LEVELS,
  type AdminLevel,
  type AdminPermission,
  keepsProfessionalDetails,
  type MemberRole,
  PERMISSIONS_BY_LEVEL,
} from './enums.js';
import { MESSAGE_DELETE_MINUTES } from './limits.js';
import type { ReportOutcome } from './schemas/moderation.js';

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
  | 'not_professional' // a client where a professional is needed: nobody books a client, a client keeps no portfolio
  | 'not_party' // a booking's move or review that is the other side's (or nobody's) to make
  | 'conflict'; // not in the thing's current state (a booking's status, a review given)

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

/**
 * A portfolio is shown while its owner is a professional: a client has none. The works a
 * former professional kept stay theirs (and admins') to see, shown again on switching back.
 */
export function showsPortfolio(viewer: Actor, owner: Pick<ProfileSubject, 'userId' | 'role'>): boolean {
  if (keepsProfessionalDetails(owner.role)) return true;
  return Boolean(viewer && (viewer.id === owner.userId || isAdmin(viewer)));
}

/** Changing, featuring or reordering works: a professional's; a client may only delete kept ones. */
export function mayArrangePortfolio(owner: { role: MemberRole } | undefined): Verdict {
  if (!owner) return refuse('no_profile');
  if (!keepsProfessionalDetails(owner.role)) return refuse('not_professional');
  return ALLOWED;
}

/** The availability switch: a professional's; a client has no availability. */
export function maySetAvailability(owner: { role: MemberRole } | undefined): Verdict {
  if (!owner) return refuse('no_profile');
  if (!keepsProfessionalDetails(owner.role)) return refuse('not_professional');
  return ALLOWED;
}

/** Email, phone, full name and company name: the owner's and admins' eyes only. */
export function maySeeContactDetails(viewer: Actor, profile: Pick<ProfileSubject, 'userId'>): boolean {
  return Boolean(viewer && (viewer.id === profile.userId || isAdmin(viewer)));
}

/**
 * Avatar, banner and portfolio uploads: a member with a profile in good standing. Takes
 * the session's member, or the uploader as their profile row says at the moment of saving.
 * Portfolio work (`forPortfolio`) is a professional's only: a client has no portfolio.
 */
export function mayUpload(
  uploader: { hasProfile: boolean; isSuspended: boolean; role?: MemberRole } | null,
  options: { forPortfolio?: boolean } = {},
): Verdict {
  if (!uploader) return refuse('sign_in');
  if (!uploader.hasProfile) return refuse('no_profile');
  if (uploader.isSuspended) return refuse('suspended');
  if (options.forPortfolio && uploader.role === 'client') return refuse('not_professional');
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

/** A message as deleting it needs: its two members and when it was sent. */
export type MessageSubject = { senderId: string; recipientId: string; createdAt: Date };

/**
 * Deleting a message for both members (docs/product.md, Deleting a message): its sender,
 * in good standing, within MESSAGE_DELETE_MINUTES of sending it. To anyone but the two
 * members it does not exist.
 */
export function mayDeleteMessage(actor: Actor, message: MessageSubject, now: Date): Verdict {
  if (!actor) return refuse('sign_in');
  if (actor.id !== message.senderId && actor.id !== message.recipientId) return refuse('not_found');
  if (actor.id !== message.senderId) return refuse('not_party');
  if (actor.isSuspended) return refuse('suspended');
  if (now.getTime() - message.createdAt.getTime() > MESSAGE_DELETE_MINUTES * 60_000)
    return refuse('conflict');
  return ALLOWED;
}

/** Requesting bookings at all, before choosing of whom: a signed-in member in good standing. */
export function mayRequestBookings(actor: Actor): Verdict {
  if (!actor) return refuse('sign_in');
  if (actor.isSuspended) return refuse('suspended');
  return ALLOWED;
}

/**
 * Requesting a booking (Book Now): a signed-in member in good standing, of a professional
 * other than themselves who is available and not suspended.
 */
export function mayBook(actor: Actor, subject: ProfileSubject): Verdict {
  if (!actor) return refuse('sign_in');
  if (actor.id === subject.userId) return refuse('self');
  const requesting = mayRequestBookings(actor);
  if (!requesting.allowed) return requesting;
  if (subject.role === 'client') return refuse('not_professional');
  if (!offersBooking(subject)) return refuse('unavailable');
  return ALLOWED;
}

/**
 * Whether a profile offers Book Now, to whoever looks: a professional who is available
 * and not suspended (docs/product.md, Public profile). Whether this viewer may then book
 * is mayBook's to say.
 */
export function offersBooking(subject: Omit<ProfileSubject, 'userId'>): boolean {
  return keepsProfessionalDetails(subject.role) && subject.isAvailable && !subject.isSuspended;
}

/**
 * Whether a profile offers Connect, to whoever looks: a professional while available, a
 * client always, nobody suspended. Whether this viewer may then write is mayContact's.
 */
export function offersConnect(subject: Omit<ProfileSubject, 'userId'>): boolean {
  return !subject.isSuspended && (subject.isAvailable || !keepsProfessionalDetails(subject.role));
}

/** Adding to or removing from my saved talent at all: a signed-in member in good standing. */
export function mayChangeSavedTalent(actor: Actor): Verdict {
  if (!actor) return refuse('sign_in');
  if (actor.isSuspended) return refuse('suspended');
  return ALLOWED;
}

/**
 * Saving a professional to my saved talent (docs/product.md, Saved talent): a signed-in member in good standing, of a professional other than themselves
 * who is not suspended (a suspended one is hidden, as from their profile).
 */
export function maySaveTalent(
  actor: Actor,
  subject: Pick<ProfileSubject, 'userId' | 'role' | 'isSuspended'>,
): Verdict {
  const changing = mayChangeSavedTalent(actor);
  if (!actor || !changing.allowed) return changing;
  if (subject.isSuspended) return refuse('not_found');
  if (actor.id === subject.userId) return refuse('self');
  if (!keepsProfessionalDetails(subject.role)) return refuse('not_professional');
  return ALLOWED;
}

/** A booking as the rules need it. */
export type BookingSubject = BookingFacts & { clientId: string; professionalId: string };

/** The actor's side of a booking, or null when they are not one of its two parties. */
export function bookingSideOf(actor: Actor, booking: Pick<BookingSubject, 'clientId' | 'professionalId'>) {
  if (!actor) return null;
  if (actor.id === booking.clientId) return 'client' satisfies BookingParty;
  if (actor.id === booking.professionalId) return 'professional' satisfies BookingParty;
  return null;
}

/** How the lifecycle's table sees the actor: their side, else an admin, else nobody. */
export function bookingActorOf(actor: Actor, booking: Pick<BookingSubject, 'clientId' | 'professionalId'>) {
  const side = bookingSideOf(actor, booking);
  if (side) return side satisfies BookingActor;
  return hasPermission(actor, 'manage_bookings') ? ('admin' satisfies BookingActor) : null;
}

/**
 * Reading a booking: its two parties and administrators with manage_bookings. To anyone
 * else it does not exist (docs/product.md, Booking lifecycle).
 */
export function mayReadBooking(actor: Actor, booking: Pick<BookingSubject, 'clientId' | 'professionalId'>) {
  if (!actor) return refuse('sign_in');
  return bookingActorOf(actor, booking) ? ALLOWED : refuse('not_found');
}

/**
 * A party's move (accept, decline, cancel, complete), by the lifecycle's table. Someone
 * who may not read the booking gets 'not_found'; an administrator or the wrong side
 * 'not_party' (administrators set statuses instead); a move the current status or time
 * does not allow 'conflict'. A suspended professional cannot accept (they cannot be booked).
 */
export function mayMoveBooking(
  actor: Actor,
  booking: BookingSubject,
  action: BookingAction,
  now: Date,
): Verdict {
  const read = mayReadBooking(actor, booking);
  if (!read.allowed) return read;
  const side = bookingSideOf(actor, booking);
  if (!side) return refuse('not_party');
  const move = bookingMove(booking, action, side, now);
  if (!move.allowed) return refuse(move.refusal === 'not_allowed' ? 'not_party' : 'conflict');
  if (action === 'accept' && actor?.isSuspended) return refuse('suspended');
  return ALLOWED;
}

/**
 * A step of moving an accepted booking to a new time (docs/product.md, Moving a booking):
 * either party proposes one while none is open; the other accepts or declines it; its
 * proposer withdraws it. Anyone else who may read the booking (an administrator) is
 * 'not_party', as is the wrong side; a suspended member neither proposes nor accepts (they
 * may decline and withdraw); what the booking's state does not allow is 'conflict'
 * (newTimeBlocker says which).
 */
export function mayChangeBookingTime(
  actor: Actor,
  booking: NewTimeFacts & Pick<BookingSubject, 'clientId' | 'professionalId'>,
  step: NewTimeStep,
  now: Date,
): Verdict {
  const read = mayReadBooking(actor, booking);
  if (!read.allowed) return read;
  const side = bookingSideOf(actor, booking);
  if (!side) return refuse('not_party');
  if (step !== 'propose' && booking.proposal) {
    const mine = booking.proposal.by === side;
    if ((step === 'withdraw') !== mine) return refuse('not_party');
  }
  if ((step === 'propose' || step === 'accept') && actor?.isSuspended) return refuse('suspended');
  return newTimeBlocker(booking, step, now) ? refuse('conflict') : ALLOWED;
}

/**
 * Why a side may not put a booking in a calendar ("Add to calendar", docs/product.md,
 * Booking times and calendar); null when they may. `side` is the viewer's side of the
 * booking, null for anyone else: an administrator reads bookings, but the shoot is not
 * in their diary.
 */
export function calendarBlocker(
  side: BookingParty | null,
  status: BookingStatus,
): 'not_party' | 'not_accepted' | null {
  if (!side) return 'not_party';
  return status === 'accepted' ? null : 'not_accepted';
}

/**
 * The calendar file of a booking: an accepted one, for its two parties. To anyone else,
 * administrators included, it does not exist; a booking not accepted is a 'conflict'.
 */
export function mayAddToCalendar(
  actor: Actor,
  booking: Pick<BookingSubject, 'clientId' | 'professionalId' | 'status'>,
): Verdict {
  if (!actor) return refuse('sign_in');
  const blocker = calendarBlocker(bookingSideOf(actor, booking), booking.status);
  if (blocker === 'not_party') return refuse('not_found');
  return blocker ? refuse('conflict') : ALLOWED;
}

/** A booking as the review rules need it. */
export type ReviewableBooking = Pick<BookingSubject, 'clientId' | 'professionalId' | 'status'> & {
  completedAt: string | Date | null;
  /** A review of it exists. */
  reviewed: boolean;
};

/** Why a review cannot be written now (docs/product.md, Reviews); null when it can. */
export function reviewBlocker(
  booking: ReviewableBooking,
  now: Date,
): 'not_completed' | 'window_closed' | 'already' | null {
  if (booking.status !== 'completed' || !booking.completedAt) return 'not_completed';
  if (booking.reviewed) return 'already';
  const age = now.getTime() - new Date(booking.completedAt).getTime();
  return age > REVIEW_WINDOW_DAYS * 86_400_000 ? 'window_closed' : null;
}

/**
 * Reviewing the professional of a booking: its client only (anyone else 'not_party'),
 * once, within 14 days of completion ('conflict' otherwise).
 */
export function mayReviewBooking(actor: Actor, booking: ReviewableBooking, now: Date): Verdict {
  if (!actor) return refuse('sign_in');
  // Someone who may not read the booking is told nothing of it (not_found).
  const read = mayReadBooking(actor, booking);
  if (!read.allowed) return read;
  if (actor.id !== booking.clientId) return refuse('not_party');
  const writer = mayWriteReviews(actor);
  if (!writer.allowed) return writer;
  return reviewBlocker(booking, now) ? refuse('conflict') : ALLOWED;
}

/**
 * Writing reviews and answers at all: a member who is not suspended (both are public; a
 * suspended member may only read).
 */
export function mayWriteReviews(actor: Actor): Verdict {
  if (!actor) return refuse('sign_in');
  return actor.isSuspended ? refuse('suspended') : ALLOWED;
}

/** Answering a review: the reviewed professional, once. */
export function mayAnswerReview(actor: Actor, review: { revieweeId: string; answered: boolean }): Verdict {
  if (!actor) return refuse('sign_in');
  if (actor.id !== review.revieweeId) return refuse('not_party');
  const writer = mayWriteReviews(actor);
  if (!writer.allowed) return writer;
  return review.answered ? refuse('conflict') : ALLOWED;
}

/** An admin record as the protected-account rules need it. */
export type AdminSubject = {
  userId: string | null;
  level: AdminLevel;
  isActive: boolean;
  /** The ADMIN_EMAIL account (a super_admin without a record). */
  isBootstrap: boolean;
};

/**
 * Counts the records that are active super_admins for the last-super_admin rule: the
 * ADMIN_EMAIL account counts once it has signed up (it has a user then), whatever its
 * record says. The server counts the same way with the admin rows locked.
 */
export function countActiveSuperAdmins(records: readonly AdminSubject[]): number {
  return records.filter(
    (record) =>
      record.isActive && record.level === 'super_admin' && (!record.isBootstrap || record.userId !== null),
  ).length;
}

/** A change to an admin record: removing it, deactivating it, or setting its level. */
export type AdminChange = { kind: 'remove' } | { kind: 'deactivate' } | { kind: 'level'; level: AdminLevel };

/**
 * Why an admin record may not take this change (docs/product.md, Protected admin
 * accounts), or null when it may: nobody removes, deactivates or demotes themselves; the
 * ADMIN_EMAIL account changes only with the setting; the last active super_admin stays.
 * `activeSuperAdmins` counts the active super_admins, the ADMIN_EMAIL account included
 * when it exists; the server counts them with the admin rows locked.
 */
export function adminChangeBlocker(
  actor: Actor,
  target: AdminSubject,
  change: AdminChange,
  activeSuperAdmins: number,
): 'self' | 'bootstrap' | 'last_super_admin' | null {
  if (target.isBootstrap) return 'bootstrap';
  const changes = change.kind !== 'level' || change.level !== target.level;
  if (actor && target.userId === actor.id && changes) return 'self';
  const endsSuperAdmin =
    target.isActive &&
    target.level === 'super_admin' &&
    (change.kind !== 'level' || change.level !== 'super_admin');
  if (endsSuperAdmin && activeSuperAdmins <= 1) return 'last_super_admin';
  return null;
}

/** A member whose standing an admin changes (suspends or activates), and their admin level. */
export type StandingSubject = { userId: string; adminLevel: AdminLevel | null };

/**
 * Whether `actor` may suspend a member or lift their suspension (docs/product.md, Protected
 * admin accounts): an admin who manages users, never for themselves (a suspended admin
 * would lift their own suspension) nor for an administrator of a higher level than theirs.
 */
export function mayChangeStanding(actor: Actor, subject: StandingSubject): Verdict {
  const administer = mayAdminister(actor, 'manage_users');
  if (!administer.allowed || !actor?.adminLevel) return administer;
  if (subject.userId === actor.id) return refuse('self');
  if (subject.adminLevel && ADMIN_LEVELS.indexOf(subject.adminLevel) > ADMIN_LEVELS.indexOf(actor.adminLevel))
    return refuse('admin_level');
  return ALLOWED;
}

/** An open report as the choice of its outcome needs it. */
export type ReportSubject = {
  /** A message was reported and members still see it. */
  messageShown: boolean;
  /** A review was reported and it is still on the profile. */
  reviewShown: boolean;
  /** The reported member: who they are and their admin level. */
  member: StandingSubject;
  memberHasProfile: boolean;
  memberIsSuspended: boolean;
};

/**
 * What an admin may do with an open report (docs/product.md, Moderation): dismiss it;
 * delete the reported message while members still see it, or hide the reported review
 * while it is on the profile; suspend the member when they
 * have a profile that is not suspended yet and this admin may change their standing
 * (mayChangeStanding: manage_users, not oneself, not an administrator above one).
 */
export function reportOutcomes(actor: Actor, report: ReportSubject): ReportOutcome[] {
  return [
    'dismiss',
    ...(report.messageShown ? (['delete_message'] as const) : []),
    ...(report.reviewShown ? (['hide_review'] as const) : []),
    ...(mayChangeStanding(actor, report.member).allowed &&
    report.memberHasProfile &&
    !report.memberIsSuspended
      ? (['suspend_member'] as const)
      : []),
  ];
}
