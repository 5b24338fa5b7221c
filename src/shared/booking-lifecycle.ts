// The booking lifecycle (docs/product.md, Booking lifecycle): one table of allowed moves,
// status x action x actor -> next status. The server enforces it (every move of a booking
// goes through bookingMove) and the screens offer only what allowedBookingActions returns,
// so the two cannot disagree. Times are the shoot's local time in its time zone
// (docs/product.md, Booking times and calendar).

import { currentTimeZoneName, legacyTimeZoneName } from './time-zone-names.js';

export const BOOKING_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'completed',
  'cancelled',
  'expired',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** What a member does to a booking. 'expire' is the system's; admins set a status instead. */
export const MEMBER_BOOKING_ACTIONS = ['accept', 'decline', 'cancel', 'complete'] as const;
export type MemberBookingAction = (typeof MEMBER_BOOKING_ACTIONS)[number];
export type BookingAction = MemberBookingAction | 'expire';

/** Who acts, as the table knows them: a party of the booking, an administrator, or the system. */
export type BookingActor = 'client' | 'professional' | 'admin' | 'system';
/** The two sides of a booking. */
export type BookingParty = 'client' | 'professional';

/** Whether a move takes a note (notes when answering, a reason when cancelling). */
export type NoteRule = 'none' | 'optional' | 'required';

/** When, besides the status, a move may happen. */
export type MoveCondition =
  | 'always'
  /** A request still open: not 7 days old, its shoot not started (else it expires). */
  | 'request_open'
  /** The shoot's date has come, in the shoot's time zone. */
  | 'shoot_day_reached'
  /** A request 7 days old, or whose shoot has started. */
  | 'expiry_due';

export type BookingTransition = {
  from: BookingStatus;
  action: BookingAction;
  actors: readonly BookingActor[];
  to: BookingStatus;
  note: NoteRule;
  /** The professional may give a counter rate, which becomes the accepted rate. */
  counterRate: boolean;
  when: MoveCondition;
};

/** The one table (docs/product.md, Booking lifecycle). Administrators set statuses apart (adminMayMove). */
export const BOOKING_TRANSITIONS: readonly BookingTransition[] = [
  {
    from: 'pending',
    action: 'accept',
    actors: ['professional'],
    to: 'accepted',
    note: 'optional',
    counterRate: true,
    when: 'request_open',
  },
  {
    from: 'pending',
    action: 'decline',
    actors: ['professional'],
    to: 'declined',
    note: 'optional',
    counterRate: false,
    when: 'request_open',
  },
  {
    from: 'pending',
    action: 'cancel',
    actors: ['client'],
    to: 'cancelled',
    note: 'optional',
    counterRate: false,
    when: 'request_open',
  },
  {
    from: 'pending',
    action: 'expire',
    actors: ['system'],
    to: 'expired',
    note: 'none',
    counterRate: false,
    when: 'expiry_due',
  },
  {
    from: 'accepted',
    action: 'complete',
    actors: ['professional'],
    to: 'completed',
    note: 'none',
    counterRate: false,
    when: 'shoot_day_reached',
  },
  {
    from: 'accepted',
    action: 'cancel',
    actors: ['client', 'professional'],
    to: 'cancelled',
    note: 'required',
    counterRate: false,
    when: 'always',
  },
];

/** Statuses nothing but an administrator moves on from. */
export const FINAL_BOOKING_STATUSES: readonly BookingStatus[] = [
  'declined',
  'cancelled',
  'completed',
  'expired',
];

/** A pending request expires this long after it was made. */
export const BOOKING_EXPIRY_DAYS = 7;
/** The professional is reminded of a request still pending this long after it was made. */
export const BOOKING_REMINDER_HOURS = 48;
/** The client may review the professional for this long after completion. */
export const REVIEW_WINDOW_DAYS = 14;
/** A client who has not reviewed is reminded once when this many days of the window are left. */
export const REVIEW_REMINDER_DAYS_LEFT = 3;
/** Both parties of an accepted booking are reminded once this long before the shoot starts. */
export const SHOOT_REMINDER_HOURS = 24;
/** ...unless it was accepted (or last changed) within this long: that news is fresh. */
export const SHOOT_REMINDER_FRESH_HOURS = 6;

/** What the rules need to know of a booking. Dates 'YYYY-MM-DD', times 'HH:MM', instants ISO. */
export type BookingFacts = {
  status: BookingStatus;
  shootDate: string;
  startTime: string | null;
  timeZone: string;
  createdAt: string | Date;
};

/** The verb of each action and the status it leads to, for texts ('Failed to accept booking'). */
export const ACTION_VERBS: Record<BookingAction, string> = {
  accept: 'accept',
  decline: 'decline',
  cancel: 'cancel',
  complete: 'complete',
  expire: 'expire',
};

/** The wall clock of a time zone at `now`: its date ('YYYY-MM-DD') and time ('HH:MM'). */
export function localDateTime(timeZone: string, now: Date): { date: string; time: string } {
  const parts = zonedParts(now, timeZone);
  return {
    date: `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`,
    time: `${pad(parts.hour)}:${pad(parts.minute)}`,
  };
}

/**
 * The shoot has started: its start time on its date in its time zone has passed, or, with
 * no start time, its date has begun (docs/product.md, Booking lifecycle).
 */
export function shootHasStarted(
  booking: Pick<BookingFacts, 'shootDate' | 'startTime' | 'timeZone'>,
  now: Date,
) {
  const local = localDateTime(booking.timeZone, now);
  const start = `${booking.shootDate}T${booking.startTime ? booking.startTime.slice(0, 5) : '00:00'}`;
  return `${local.date}T${local.time}` >= start;
}

/** The shoot's date has come in its time zone ('Mark as Completed' from then on). */
export function shootDayReached(booking: Pick<BookingFacts, 'shootDate' | 'timeZone'>, now: Date) {
  return localDateTime(booking.timeZone, now).date >= booking.shootDate;
}

/** A pending request that the system expires: 7 days old, or its shoot has started. */
export function expiryDue(booking: BookingFacts, now: Date): boolean {
  if (booking.status !== 'pending') return false;
  const age = now.getTime() - new Date(booking.createdAt).getTime();
  return age >= BOOKING_EXPIRY_DAYS * 86_400_000 || shootHasStarted(booking, now);
}

/**
 * When a request expires unless answered: 7 days after it was made, or when its shoot
 * starts (its start time in its zone, else its date's first minute), whichever is first.
 * expiryDue holds from this moment on.
 */
export function requestExpiresAt(booking: Omit<BookingFacts, 'status'>): Date {
  const sevenDays = new Date(booking.createdAt).getTime() + BOOKING_EXPIRY_DAYS * 86_400_000;
  const shootStart = zonedInstant(
    booking.shootDate,
    booking.startTime ? booking.startTime.slice(0, 5) : '00:00',
    booking.timeZone,
  ).getTime();
  return new Date(Math.min(sevenDays, shootStart));
}

/**
 * The status a booking is shown with: a request past its time reads as expired before the
 * job that expires it has run (nobody can answer or cancel it any more); otherwise its own.
 */
export function shownBookingStatus(booking: BookingFacts, now: Date): BookingStatus {
  return expiryDue(booking, now) ? 'expired' : booking.status;
}

function conditionHolds(condition: MoveCondition, booking: BookingFacts, now: Date): boolean {
  switch (condition) {
    case 'always':
      return true;
    case 'request_open':
      return !expiryDue(booking, now);
    case 'shoot_day_reached':
      return shootDayReached(booking, now);
    case 'expiry_due':
      return expiryDue(booking, now);
  }
}

/**
 * A booking's open proposal of a new time, as the rules need it (docs/product.md, Moving a
 * booking): who proposed it and the shoot it names, in the booking's zone.
 */
export type NewTimeFacts = Pick<BookingFacts, 'status' | 'shootDate' | 'startTime' | 'timeZone'> & {
  proposal: { by: BookingParty; shootDate: string; startTime: string | null } | null;
};

/** A step of moving an accepted booking to a new time. */
export type NewTimeStep = 'propose' | 'accept' | 'decline' | 'withdraw';

/**
 * Why the booking, as it is now, does not allow a step of a new time; null when it does.
 * The party's side and standing are the policy's (shared/policies.ts mayChangeBookingTime).
 */
export type NewTimeBlocker = 'status' | 'started' | 'already_proposed' | 'no_proposal' | 'proposed_passed';

export function newTimeBlocker(booking: NewTimeFacts, step: NewTimeStep, now: Date): NewTimeBlocker | null {
  if (booking.status !== 'accepted') return 'status';
  if (shootHasStarted(booking, now)) return 'started';
  if (step === 'propose') return booking.proposal ? 'already_proposed' : null;
  if (!booking.proposal) return 'no_proposal';
  if (step === 'accept' && shootHasStarted({ ...booking.proposal, timeZone: booking.timeZone }, now))
    return 'proposed_passed';
  return null;
}

/**
 * Why a move is refused:
 * - 'not_allowed': this actor never takes this action (a client accepting): 403;
 * - 'status': not from the booking's current status: 409 naming the status;
 * - 'expired': a request past its time, which the system expires: 409;
 * - 'too_early': completing before the shoot's date: 409.
 */
export type MoveRefusal = 'not_allowed' | 'status' | 'expired' | 'too_early';

export type MoveVerdict =
  | { allowed: true; transition: BookingTransition }
  | { allowed: false; refusal: MoveRefusal };

/** Whether `actor` may take `action` on the booking now, by the table. */
export function bookingMove(
  booking: BookingFacts,
  action: BookingAction,
  actor: BookingActor,
  now: Date,
): MoveVerdict {
  const forActor = BOOKING_TRANSITIONS.filter((t) => t.action === action && t.actors.includes(actor));
  if (!forActor.length) return { allowed: false, refusal: 'not_allowed' };
  const transition = forActor.find((t) => t.from === booking.status);
  if (!transition) return { allowed: false, refusal: 'status' };
  if (!conditionHolds(transition.when, booking, now)) {
    return {
      allowed: false,
      refusal:
        transition.when === 'shoot_day_reached'
          ? 'too_early'
          : expiryDue(booking, now)
            ? 'expired'
            : 'status',
    };
  }
  return { allowed: true, transition };
}

/** The moves a party may make now: the buttons the screens show, in the table's order. */
export function allowedBookingActions(
  booking: BookingFacts,
  actor: BookingActor,
  now: Date,
): BookingTransition[] {
  return BOOKING_TRANSITIONS.filter(
    (t) =>
      t.action !== 'expire' &&
      t.from === booking.status &&
      t.actors.includes(actor) &&
      conditionHolds(t.when, booking, now),
  );
}

/**
 * Why an administrator (manage_bookings) may not set this status, or null: any status
 * other than the current one, except a request the expiry job would end at once (made 7
 * days ago or more, or its shoot started): it would read as reopened and expire minutes
 * later, with an email to the client.
 */
export function adminMoveBlocker(
  booking: BookingFacts,
  to: BookingStatus,
  now: Date,
): 'same_status' | 'would_expire' | null {
  if (booking.status === to) return 'same_status';
  if (to === 'pending' && expiryDue({ ...booking, status: 'pending' }, now)) return 'would_expire';
  return null;
}

/** The accepted rate: the counter rate when the professional gives one, else the rate offered. */
export function acceptedRate(rateOffered: number | null, counterRate: number | null | undefined) {
  return counterRate ?? rateOffered;
}

/**
 * The instant of a local date and time in an IANA time zone. In the hour the clocks go
 * back the time happens twice: the first is taken, the one the wall clock reaches first
 * (shootHasStarted reads the wall clock). A time skipped by the clocks going forward moves
 * forward by the gap, as calendars do; a member cannot choose one (localTimeExists).
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offsets around that day: the instant is the wall time less one of them.
  const candidates = [
    ...new Set([
      offsetMs(wall - DAY_MS, timeZone),
      offsetMs(wall, timeZone),
      offsetMs(wall + DAY_MS, timeZone),
    ]),
  ].map((offset) => wall - offset);
  const exact = candidates.filter((instant) => instant + offsetMs(instant, timeZone) === wall);
  return new Date(exact.length > 0 ? Math.min(...exact) : Math.max(...candidates));
}

/** Whether a local time happens on that date in the zone: not in the hour the clocks skip. */
export function localTimeExists(date: string, time: string, timeZone: string): boolean {
  const back = localDateTime(timeZone, zonedInstant(date, time, timeZone));
  return back.date === date && back.time === time.slice(0, 5);
}

const DAY_MS = 86_400_000;

/**
 * The instants a shoot occupies: from its start time (or the start of its date) for its
 * duration; with no start time the whole local day, with a start time but no duration one
 * hour (docs/product.md, Booking times and calendar).
 */
export function shootSpan(booking: {
  shootDate: string;
  startTime: string | null;
  durationHours: number | null;
  timeZone: string;
}): { startsAt: Date; endsAt: Date } {
  if (!booking.startTime) {
    const [year, month, day] = booking.shootDate.split('-').map(Number) as [number, number, number];
    const next = new Date(Date.UTC(year, month - 1, day + 1));
    const nextDate = `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
    return {
      startsAt: zonedInstant(booking.shootDate, '00:00', booking.timeZone),
      endsAt: zonedInstant(nextDate, '00:00', booking.timeZone),
    };
  }
  const startsAt = zonedInstant(booking.shootDate, booking.startTime, booking.timeZone);
  return { startsAt, endsAt: new Date(startsAt.getTime() + (booking.durationHours ?? 1) * 3_600_000) };
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetMs(instant: number, timeZone: string): number {
  const p = zonedParts(new Date(instant), timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function zonedParts(at: Date, timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    };
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch (error) {
      // A browser whose zone data predates a rename knows the zone by its old spelling only.
      const legacy = legacyTimeZoneName(timeZone);
      if (!legacy) throw error;
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: legacy });
    }
    formatters.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/**
 * The canonical name of an IANA time zone, its current one ('america/new_york' ->
 * 'America/New_York', 'Europe/Kiev' -> 'Europe/Kyiv'), or null if unknown. Intl resolves
 * the name (ICU answers some zones by an old spelling, 'Europe/Kyiv' -> 'Europe/Kiev'),
 * then the old spelling becomes today's name (time-zone-names.ts).
 */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return null;
  const legacy = legacyTimeZoneName(name);
  const resolved = resolvedTimeZone(name) ?? (legacy ? resolvedTimeZone(legacy) : null);
  return resolved ? currentTimeZoneName(resolved) : null;
}

/** The zone Intl resolves a name to, or null if Intl does not know it. */
function resolvedTimeZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

function pad(value: number, width = 2) {
  return String(value).padStart(width, '0');
}
