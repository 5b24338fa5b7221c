import { createHash } from 'node:crypto';
import { shootSpan } from '../../../../shared/booking-lifecycle.js';
import { RATE_LIMITS } from '../../../../shared/limits.js';
import {
  mayBook,
  mayRequestBookings,
  mayViewProfile,
  type ProfileSubject,
} from '../../../../shared/policies.js';
import type { SessionUser } from '../../../../shared/schemas/auth.js';
import {
  BOOKING_TEXTS,
  type BookingDetail,
  type CreateBookingBody,
} from '../../../../shared/schemas/bookings.js';
import { POLICY_TEXTS } from '../../../../shared/texts.js';
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../lib/app-error.js';
import { enforce } from '../../../lib/authorize.js';
import { sendEmail } from '../../../lib/email-outbox.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { blockBetween, lockConversationPair } from '../../messaging/index.js';
import { lockStandings } from '../../profiles/index.js';
import { queueBookingEmails } from '../booking-emails.js';
import {
  assertShootAhead,
  type BookingDeps,
  type BookingRow,
  bookingDetail,
  partiesOf,
  publishChange,
} from '../booking-records.js';

/**
 * A member requests a booking of a professional found by exact email, or by id from Book
 * Now (docs/product.md, Requesting a booking): only a listed professional, never oneself, never a time already
 * past in the shoot's zone. The booking, its first history entry, the live events and the
 * professional's email commit together. With an Idempotency-Key, the same request again
 * returns the booking already made (created: false); the key with another request is a 409.
 */
export async function createBooking(
  deps: BookingDeps,
  ctx: RequestContext & { actor: SessionUser },
  input: CreateBookingBody,
  idempotencyKey?: string,
): Promise<{ booking: BookingDetail; created: boolean }> {
  const me = ctx.actor;
  const requestHash = createHash('sha256').update(JSON.stringify(input)).digest('base64url');
  if (idempotencyKey) {
    const already = await madeWithKey(deps, me.id, idempotencyKey, requestHash);
    if (already) return { booking: await bookingDetail(deps, already, me), created: false };
  }

  // Checked before the professional is looked up, and every lookup by email counted: an
  // email's owner is private, so the answers may not become a free way to learn it.
  enforce(mayRequestBookings(me), { suspended: BOOKING_TEXTS.suspended });
  assertShootAhead({
    shootDate: input.shootDate,
    startTime: input.startTime ?? null,
    timeZone: input.timeZone,
  });
  const byEmail = input.professionalId === undefined;
  if (byEmail) await deps.limiter.consume(`booking-lookup:${me.id}`, RATE_LIMITS.bookingLookup);
  const professional = await deps.db
    .selectFrom('users as u')
    .innerJoin('profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'p.role', 'p.is_available', 'p.suspended_at'])
    .$if(input.professionalId !== undefined, (q) => q.where('u.id', '=', input.professionalId!))
    .$if(input.professionalId === undefined, (q) => q.where('u.email', '=', input.professionalEmail!))
    .executeTakeFirst();
  const notFound = input.professionalId ? BOOKING_TEXTS.professionalGone : BOOKING_TEXTS.professionalNotFound;
  if (!professional) throw new AppError('NOT_FOUND', notFound);
  assertBookable(
    me,
    {
      userId: professional.id,
      role: professional.role,
      isSuspended: professional.suspended_at !== null,
      isAvailable: professional.is_available,
    },
    notFound,
    byEmail,
  );
  const span = shootSpan({
    shootDate: input.shootDate,
    startTime: input.startTime ?? null,
    durationHours: input.durationHours ?? null,
    timeZone: input.timeZone,
  });

  const made = await deps.db.transaction().execute(async (trx) => {
    await assertStillBookable(trx, me, professional.id, notFound, byEmail);
    const inserted = await trx
      .insertInto('bookings')
      .values({
        title: input.title,
        description: input.description ?? null,
        shoot_date: input.shootDate,
        start_time: input.startTime ?? null,
        duration_hours: input.durationHours ?? null,
        time_zone: input.timeZone,
        starts_at: span.startsAt,
        ends_at: span.endsAt,
        location: input.location ?? null,
        rate_offered: input.rateOffered ?? null,
        client_id: me.id,
        professional_id: professional.id,
        status: 'pending',
        idempotency_key: idempotencyKey ?? null,
        request_hash: idempotencyKey ? requestHash : null,
      })
      .onConflict((oc) => oc.columns(['client_id', 'idempotency_key']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) return null; // the same request, racing this one, made it first
    // Counted once the request is known to be one that can be made, so a refusal costs
    // nothing, and with the booking it makes, so retries of one request count once.
    await deps.limiter.consume(`booking-create:${me.id}`, RATE_LIMITS.bookingCreate, trx);
    await trx
      .insertInto('booking_events')
      .values({
        booking_id: inserted.id,
        actor_id: me.id,
        actor_role: 'client',
        from_status: null,
        to_status: 'pending',
        note: null,
        rate: inserted.rate_offered,
      })
      .execute();
    await publishChange(trx, inserted);
    await queueBookingEmails(trx, deps.config.publicUrl, inserted, await partiesOf(trx, inserted), {
      kind: 'requested',
    });
    // The answer is read before the commit: a read failing after it would say the request
    // failed though it was made and the professional emailed.
    return bookingDetail({ ...deps, db: trx }, inserted, me);
  });
  if (made) {
    deps.jobs.nudge(sendEmail);
    return { booking: made, created: true };
  }
  const raced = idempotencyKey ? await madeWithKey(deps, me.id, idempotencyKey, requestHash) : undefined;
  if (!raced) throw new Error('a booking that conflicted on its idempotency key is missing');
  // A retry of a request already made looked up nobody new: its lookup is given back.
  if (byEmail)
    await deps.limiter.giveBack({ key: `booking-lookup:${me.id}`, limit: RATE_LIMITS.bookingLookup });
  return { booking: await bookingDetail(deps, raced, me), created: false };
}

/**
 * Whether `me` may request a booking of this professional, with the texts of each refusal.
 * Found by email, a professional not taking work is answered as not found: the email
 * belongs to whoever the asker typed, and only a bookable professional is told apart.
 */
function assertBookable(me: SessionUser, subject: ProfileSubject, notFound: string, byEmail: boolean): void {
  // A suspended professional is hidden as their profile is; a client is no professional.
  enforce(mayViewProfile(me, subject), { not_found: notFound });
  if (subject.role === 'client') throw new AppError('NOT_FOUND', notFound);
  const verdict = mayBook(me, subject);
  if (byEmail && !verdict.allowed && verdict.refusal === 'unavailable')
    throw new AppError('NOT_FOUND', notFound);
  enforce(verdict, {
    self: BOOKING_TEXTS.self,
    suspended: BOOKING_TEXTS.suspended,
    unavailable: POLICY_TEXTS.unavailable,
  });
}

/**
 * The checks before the transaction could be overtaken by a suspension of either member,
 * or by the professional switching availability off, committing in between. Both profile
 * rows are read again under a share lock (a suspension or a switch waits for this
 * booking, or this booking for them), so no request is made of someone who can no longer
 * be booked, nor by a member suspended meanwhile.
 */
async function assertStillBookable(
  trx: Db,
  me: SessionUser,
  professionalId: string,
  notFound: string,
  byEmail: boolean,
): Promise<void> {
  // A block either way refuses the request (neither writes to the other); taken under the
  // pair's lock, as a send and a block take it, so a block committing meanwhile is seen.
  await lockConversationPair(trx, me.id, professionalId);
  const block = await blockBetween(trx, me.id, professionalId);
  // Found by email, a member who blocked me is not told apart from nobody.
  if (block === 'by_other' && byEmail) throw new AppError('NOT_FOUND', notFound);
  if (block === 'by_other') throw new AppError('FORBIDDEN', BOOKING_TEXTS.blocked);
  if (block === 'by_me') throw new AppError('FORBIDDEN', BOOKING_TEXTS.youBlocked);
  const standing = await lockStandings(trx, [me.id, professionalId]);
  const professional = standing.get(professionalId);
  const client = standing.get(me.id);
  if (!professional) throw new AppError('NOT_FOUND', notFound);
  assertBookable(
    { ...me, isSuspended: me.isSuspended || client?.suspended_at != null },
    {
      userId: professional.user_id,
      role: professional.role,
      isSuspended: professional.suspended_at !== null,
      isAvailable: professional.is_available,
    },
    notFound,
    byEmail,
  );
}

/** The booking this client made with the key; a different request under it is refused. */
async function madeWithKey(
  deps: BookingDeps,
  clientId: string,
  key: string,
  requestHash: string,
): Promise<BookingRow | undefined> {
  const row = await deps.db
    .selectFrom('bookings')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (row && row.request_hash !== requestHash)
    throw new AppError('CONFLICT', BOOKING_TEXTS.idempotencyReused);
  return row;
}
