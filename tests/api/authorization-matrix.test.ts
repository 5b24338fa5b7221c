import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createBooking,
  createMessage,
  createPortfolioItem,
  createReview,
  createUser,
  DEFAULT_PASSWORD,
  daysFromNow,
  isoDate,
  passwordHash,
  uniqueEmail,
} from '../../src/server/db/seed/factories.js';
import { newToken } from '../../src/server/lib/tokens.js';
import { ADMIN_SCOPE } from '../../src/shared/api-paths.js';
import type { AdminLevel } from '../../src/shared/enums.js';
import { errorBodySchema } from '../../src/shared/errors.js';
import { bookingForm } from '../support/bookings.js';
import { multipart, signedInMember } from '../support/members.js';
import { setupTestApp, TestClient } from '../support/test-app.js';

// The authorization matrix (docs/product.md, "Who uses Frameline", "Availability and
// suspension", "Admin levels and permissions", "Booking lifecycle", "Reviews"): every
// operation of /api/openapi.json outside /api/admin, as each of seven callers, with a
// VALID request on a resource that "member" owns, answered exactly as the one table below
// says: 'allow' is a 2xx (or the 303 of an emailed link), anything else that status with
// the error shape. The /api/admin scope has its own walk, generated from the routes the
// app registers: tests/api/admin-permissions.test.ts. An operation the API describes
// that has no row here fails the first test: a new endpoint gets its row. A key with a
// `[variant]` after the operation is a second case of it (a suspended owner, a message
// to "member"); every variant names an operation the API describes.

const ACTORS = [
  'visitor',
  'member',
  'another member',
  'suspended member',
  'moderator',
  'admin',
  'super_admin',
] as const;
type ActorName = (typeof ACTORS)[number];
type SignedIn = Exclude<ActorName, 'visitor'>;
/** 'allow': a 2xx (or 3xx); a number: that refusal, in the error shape. */
type Outcome = 'allow' | 401 | 403 | 404 | 409;
/** One outcome per actor, in the order of ACTORS. */
type Row = readonly [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome];

type Request = {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, string>;
};
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type OperationKey = `${Method} /${string}`;

// Rate limits off: the matrix sends many requests from few callers (limits have their tests).
const t = setupTestApp({ RATE_LIMITS: 'false' });

type Person = { id: string; email: string };
/** The callers, and the third parties "member"'s resources involve. */
type World = Record<SignedIn, Person> & {
  /** A client who books "member" and whom "member" writes to. */
  partner: Person;
  /** A professional whom "member" books and reviews. */
  pro: Person;
  photo: Buffer;
};
let world: World;
let base = '';

const ALLOW = 'allow' as const;
/** Anyone, signed in or not. */
const PUBLIC: Row = [ALLOW, ALLOW, ALLOW, ALLOW, ALLOW, ALLOW, ALLOW];
/**
 * Any signed-in member, on their own things. A suspended member included: they still keep
 * their own profile, settings and availability switch ("the member's availability switch
 * never lifts a suspension"), block and report.
 */
const SIGNED_IN: Row = [401, ALLOW, ALLOW, ALLOW, ALLOW, ALLOW, ALLOW];
/**
 * Any signed-in member in good standing: a suspended member "can sign in and read, but
 * cannot upload, send messages, request a booking or be booked" (docs/product.md,
 * Availability and suspension).
 */
const IN_GOOD_STANDING: Row = [401, ALLOW, ALLOW, 403, ALLOW, ALLOW, ALLOW];
/** A suspended member's public things: theirs and administrators' eyes only. */
const HIDDEN_WHILE_SUSPENDED: Row = [404, 404, 404, ALLOW, ALLOW, ALLOW, ALLOW];
/** "member"'s own thing: to every other member it does not exist. */
const OWNER_ONLY: Row = [401, ALLOW, 404, 404, 404, 404, 404];

/** Whom a caller acts on: "member" acts on its partner, everyone else on "member". */
const counterpartOf = (actor: ActorName) => (actor === 'member' ? world.partner : world.member);

/** A completed booking of `pro` by `client`, inside the review window. */
const completedBooking = (clientId: string, professionalId: string) =>
  createBooking(t.db, {
    clientId,
    professionalId,
    status: 'completed',
    shoot_date: isoDate(daysFromNow(-1)),
    rate_accepted: 600,
    completed_at: new Date(),
  });

/** An accepted booking two weeks ahead, with a new time proposed by `proposedBy` if given. */
const acceptedBooking = (clientId: string, professionalId: string, proposedBy?: 'client' | 'professional') =>
  createBooking(t.db, {
    clientId,
    professionalId,
    status: 'accepted',
    rate_accepted: 600,
    ...(proposedBy
      ? { proposed_by: proposedBy, proposed_shoot_date: isoDate(daysFromNow(21)), proposed_at: new Date() }
      : {}),
  });
/** The caller's password as the factory set it, whatever an earlier row changed it to. */
async function withFactoryPassword(as: ActorName) {
  if (as === 'visitor') return;
  await t.db
    .updateTable('users')
    .set({ password_hash: await passwordHash(DEFAULT_PASSWORD) })
    .where('id', '=', world[as].id)
    .execute();
}

/** An emailed link's token for a fresh account (the link's bearer is whoever holds it). */
async function emailToken(purpose: 'confirm_email' | 'reset_password' | 'change_email') {
  const user = await createUser(t.db, { confirmed: purpose !== 'confirm_email' });
  const { token, hash } = newToken(t.config.authSecret);
  await t.db
    .insertInto('email_tokens')
    .values({
      token_hash: hash,
      user_id: user.id,
      purpose,
      new_email: purpose === 'change_email' ? uniqueEmail('matrix-moved') : null,
      expires_at: new Date(Date.now() + 3_600_000),
    })
    .execute();
  return token;
}

/**
 * THE TABLE. For each operation: a valid request, made afresh for each call (so that one
 * caller's success does not change what the next one meets), and what each caller gets.
 * Columns: visitor, member, another member, suspended member, moderator, admin, super_admin.
 */
type Entry = { request: (as: ActorName) => Promise<Request> | Request; expect: Row };
const MATRIX = {
  // --- health, description, crawlers: public --------------------------------------------
  'GET /api/health': { request: () => ({ url: '/api/health' }), expect: PUBLIC },
  'GET /api/health/live': { request: () => ({ url: '/api/health/live' }), expect: PUBLIC },
  'GET /robots.txt': { request: () => ({ url: '/robots.txt' }), expect: PUBLIC },
  'GET /sitemap.xml': { request: () => ({ url: '/sitemap.xml' }), expect: PUBLIC },
  'GET /sitemap-pages.xml': { request: () => ({ url: '/sitemap-pages.xml' }), expect: PUBLIC },
  'GET /sitemap-profiles-{part}.xml': {
    request: () => ({ url: '/sitemap-profiles-1.xml' }),
    expect: PUBLIC,
  },

  // --- auth ---------------------------------------------------------------------------------
  'GET /api/auth/session': { request: () => ({ url: '/api/auth/session' }), expect: PUBLIC },
  'GET /api/auth/me': { request: () => ({ url: '/api/auth/me' }), expect: SIGNED_IN },
  'POST /api/auth/sign-up': {
    request: () => ({
      url: '/api/auth/sign-up',
      payload: { email: uniqueEmail('matrix'), password: 'matrix-password-1' },
    }),
    expect: PUBLIC,
  },
  'POST /api/auth/sign-in': {
    request: async () => {
      const user = await createUser(t.db);
      return { url: '/api/auth/sign-in', payload: { email: user.email, password: user.password } };
    },
    expect: PUBLIC,
  },
  // A visitor has no session to end: signing out is harmless, so it is allowed.
  'POST /api/auth/sign-out': { request: () => ({ url: '/api/auth/sign-out' }), expect: PUBLIC },
  'POST /api/auth/resend-confirmation': {
    request: () => ({ url: '/api/auth/resend-confirmation', payload: { email: uniqueEmail('matrix') } }),
    expect: PUBLIC,
  },
  'GET /api/auth/confirm-email-change': {
    request: async () => ({
      url: '/api/auth/confirm-email-change',
      query: { token: await emailToken('change_email') },
    }),
    expect: PUBLIC,
  },
  'POST /api/auth/change-email': {
    request: async (as) => {
      await withFactoryPassword(as);
      return {
        url: '/api/auth/change-email',
        payload: { newEmail: uniqueEmail('matrix-new'), password: DEFAULT_PASSWORD },
      };
    },
    expect: SIGNED_IN,
  },
  'GET /api/auth/confirm-email': {
    request: async () => ({
      url: '/api/auth/confirm-email',
      query: { token: await emailToken('confirm_email') },
    }),
    expect: PUBLIC,
  },
  'POST /api/auth/forgot-password': {
    request: () => ({ url: '/api/auth/forgot-password', payload: { email: uniqueEmail('matrix') } }),
    expect: PUBLIC,
  },
  'POST /api/auth/reset-password': {
    request: async () => ({
      url: '/api/auth/reset-password',
      payload: { token: await emailToken('reset_password'), password: 'matrix-password-2' },
    }),
    expect: PUBLIC,
  },
  // A member's own password and sessions: a suspended member keeps them too.
  'POST /api/auth/change-password': {
    request: async (as) => {
      await withFactoryPassword(as);
      return {
        url: '/api/auth/change-password',
        payload: { currentPassword: DEFAULT_PASSWORD, newPassword: `matrix ${randomUUID()}` },
      };
    },
    expect: SIGNED_IN,
  },
  'GET /api/auth/sessions': { request: () => ({ url: '/api/auth/sessions' }), expect: SIGNED_IN },
  'GET /api/auth/account/export': { request: () => ({ url: '/api/auth/account/export' }), expect: SIGNED_IN },
  'POST /api/auth/sessions/sign-out-others': {
    request: () => ({ url: '/api/auth/sessions/sign-out-others' }),
    expect: SIGNED_IN,
  },
  'DELETE /api/auth/sessions/{sessionId}': {
    request: async () => {
      // Another session of "member" (a phone): only they may sign it out.
      const { hash } = newToken(t.config.authSecret);
      const session = await t.db
        .insertInto('sessions')
        .values({ token_hash: hash, user_id: world.member.id, expires_at: new Date(Date.now() + 86_400_000) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { url: `/api/auth/sessions/${session.id}` };
    },
    expect: OWNER_ONLY,
  },

  // --- marketing and discovery: public ----------------------------------------------------
  'POST /api/contact': {
    request: () => ({
      url: '/api/contact',
      payload: {
        name: 'Matrix Caller',
        email: uniqueEmail('contact'),
        topic: 'general',
        message: 'A question about the platform.',
      },
    }),
    expect: PUBLIC,
  },
  'POST /api/newsletter': {
    request: () => ({ url: '/api/newsletter', payload: { email: uniqueEmail('news') } }),
    expect: PUBLIC,
  },
  'GET /api/discover': { request: () => ({ url: '/api/discover' }), expect: PUBLIC },
  'GET /api/discover/roles': { request: () => ({ url: '/api/discover/roles' }), expect: PUBLIC },
  'GET /api/discover/locations': {
    request: () => ({ url: '/api/discover/locations', query: { q: 'Li' } }),
    expect: PUBLIC,
  },

  // --- profiles: "member"'s public page; each caller's own profile -------------------------
  'GET /api/profiles/{userId}': {
    request: () => ({ url: `/api/profiles/${world.member.id}` }),
    expect: PUBLIC,
  },
  'GET /api/profiles/{userId}/portfolio': {
    request: () => ({ url: `/api/profiles/${world.member.id}/portfolio` }),
    expect: PUBLIC,
  },
  'GET /api/profiles/{userId}/reviews': {
    request: () => ({ url: `/api/profiles/${world.member.id}/reviews` }),
    expect: PUBLIC,
  },
  // A suspended member's page, portfolio and reviews: to everyone but themselves and
  // administrators they do not exist (docs/product.md, Availability and suspension).
  'GET /api/profiles/{userId} [owner suspended]': {
    request: () => ({ url: `/api/profiles/${world['suspended member'].id}` }),
    expect: HIDDEN_WHILE_SUSPENDED,
  },
  'GET /api/profiles/{userId}/portfolio [owner suspended]': {
    request: () => ({ url: `/api/profiles/${world['suspended member'].id}/portfolio` }),
    expect: HIDDEN_WHILE_SUSPENDED,
  },
  'GET /api/profiles/{userId}/reviews [owner suspended]': {
    request: () => ({ url: `/api/profiles/${world['suspended member'].id}/reviews` }),
    expect: HIDDEN_WHILE_SUSPENDED,
  },
  'GET /api/profiles/me': { request: () => ({ url: '/api/profiles/me' }), expect: SIGNED_IN },
  'GET /api/profiles/me/stats': { request: () => ({ url: '/api/profiles/me/stats' }), expect: SIGNED_IN },
  'PUT /api/profiles/me': {
    request: () => ({
      url: '/api/profiles/me',
      payload: {
        role: 'photographer',
        firstName: 'Ava',
        lastName: 'Lindqvist',
        location: 'Lisbon',
        bio: 'Editorial and portrait photographer.',
        specialties: ['portrait'],
        experienceYears: 7,
        hourlyRate: 120,
      },
    }),
    expect: SIGNED_IN,
  },
  'PATCH /api/profiles/me': {
    request: () => ({ url: '/api/profiles/me', payload: { bio: 'Now also shooting video.' } }),
    expect: SIGNED_IN,
  },
  'PUT /api/profiles/me/availability': {
    request: () => ({ url: '/api/profiles/me/availability', payload: { isAvailable: true } }),
    expect: SIGNED_IN,
  },
  'PUT /api/profiles/me/{slot}': {
    request: () => ({
      url: '/api/profiles/me/avatar',
      ...multipart({}, { name: 'me.jpg', type: 'image/jpeg', data: world.photo }),
    }),
    expect: IN_GOOD_STANDING,
  },
  'DELETE /api/profiles/me/{slot}': {
    request: () => ({ url: '/api/profiles/me/avatar' }),
    expect: SIGNED_IN,
  },

  // --- portfolio: "member"'s items ---------------------------------------------------------
  'POST /api/portfolio': {
    request: () => ({
      url: '/api/portfolio',
      ...multipart({ title: 'Salt Study' }, { name: 'work.jpg', type: 'image/jpeg', data: world.photo }),
    }),
    expect: IN_GOOD_STANDING,
  },
  'PATCH /api/portfolio/{itemId}': {
    request: async () => ({
      url: `/api/portfolio/${(await createPortfolioItem(t.db, world.member.id)).id}`,
      payload: { title: 'Renamed' },
    }),
    expect: OWNER_ONLY,
  },
  'DELETE /api/portfolio/{itemId}': {
    request: async () => ({
      url: `/api/portfolio/${(await createPortfolioItem(t.db, world.member.id)).id}`,
    }),
    expect: OWNER_ONLY,
  },
  // A suspended owner keeps their works (only uploading is closed to them).
  'PATCH /api/portfolio/{itemId} [owner suspended]': {
    request: async () => ({
      url: `/api/portfolio/${(await createPortfolioItem(t.db, world['suspended member'].id)).id}`,
      payload: { title: 'Renamed' },
    }),
    expect: [401, 404, 404, ALLOW, 404, 404, 404],
  },
  'DELETE /api/portfolio/{itemId} [owner suspended]': {
    request: async () => ({
      url: `/api/portfolio/${(await createPortfolioItem(t.db, world['suspended member'].id)).id}`,
    }),
    expect: [401, 404, 404, ALLOW, 404, 404, 404],
  },
  // Each caller orders their own items (one made for the call).
  'PUT /api/portfolio/order': {
    request: async (as) => {
      const owner = as === 'visitor' ? world.member : world[as];
      await createPortfolioItem(t.db, owner.id);
      const items = await t.db
        .selectFrom('portfolio_items')
        .select('id')
        .where('user_id', '=', owner.id)
        .orderBy('sort_order', 'desc')
        .execute();
      return { url: '/api/portfolio/order', payload: { itemIds: items.map((item) => item.id) } };
    },
    expect: SIGNED_IN,
  },

  // --- saved talent: each caller's own list; "pro" is the one saved ------------------------
  'GET /api/saved-talent': { request: () => ({ url: '/api/saved-talent' }), expect: SIGNED_IN },
  'GET /api/saved-talent/ids': { request: () => ({ url: '/api/saved-talent/ids' }), expect: SIGNED_IN },
  'GET /api/saved-talent/{talentId}': {
    request: () => ({ url: `/api/saved-talent/${world.pro.id}` }),
    expect: SIGNED_IN,
  },
  'PUT /api/saved-talent/{talentId}': {
    request: () => ({ url: `/api/saved-talent/${world.pro.id}` }),
    expect: IN_GOOD_STANDING,
  },
  // Hidden while suspended, as their profile is; the suspended member themselves changes nothing.
  'PUT /api/saved-talent/{talentId} [a suspended professional]': {
    request: () => ({ url: `/api/saved-talent/${world['suspended member'].id}` }),
    expect: [401, 404, 404, 403, 404, 404, 404],
  },
  // Only professionals are saved.
  'PUT /api/saved-talent/{talentId} [a client]': {
    request: () => ({ url: `/api/saved-talent/${world.partner.id}` }),
    expect: [401, 403, 403, 403, 403, 403, 403],
  },
  'DELETE /api/saved-talent/{talentId}': {
    request: () => ({ url: `/api/saved-talent/${world.pro.id}` }),
    expect: IN_GOOD_STANDING,
  },

  // --- bookings: "member" is the professional of a booking by "partner" ----------------------
  'GET /api/bookings': { request: () => ({ url: '/api/bookings' }), expect: SIGNED_IN },
  'GET /api/bookings/awaiting-answer': {
    request: () => ({ url: '/api/bookings/awaiting-answer' }),
    expect: SIGNED_IN,
  },
  'GET /api/bookings/upcoming': { request: () => ({ url: '/api/bookings/upcoming' }), expect: SIGNED_IN },
  // Everyone signed in is answered: a suspended member with nothing awaiting (the API test).
  'GET /api/bookings/awaiting-review': {
    request: () => ({ url: '/api/bookings/awaiting-review' }),
    expect: SIGNED_IN,
  },
  'GET /api/bookings/reviews-to-answer': {
    request: () => ({ url: '/api/bookings/reviews-to-answer' }),
    expect: SIGNED_IN,
  },
  'GET /api/bookings/booked-on': {
    request: () => ({
      url: `/api/bookings/booked-on?professionalId=${world.pro.id}&date=${isoDate(daysFromNow(3))}`,
    }),
    expect: SIGNED_IN,
  },
  // A suspended professional's dates: as their profile, there to themselves and administrators only.
  'GET /api/bookings/booked-on [of a suspended member]': {
    request: () => ({
      url: `/api/bookings/booked-on?professionalId=${world['suspended member'].id}&date=${isoDate(daysFromNow(3))}`,
    }),
    expect: [401, 404, 404, ALLOW, ALLOW, ALLOW, ALLOW],
  },
  // Each caller books "member" ("member" books "pro"): nobody books themselves.
  'POST /api/bookings': {
    request: (as) => ({
      url: '/api/bookings',
      payload: bookingForm(as === 'member' ? world.pro.email : world.member.email),
    }),
    expect: IN_GOOD_STANDING,
  },
  'POST /api/bookings [of a suspended member]': {
    request: () => ({ url: '/api/bookings', payload: bookingForm(world['suspended member'].email) }),
    // Hidden as their profile is; found by email, a professional who cannot be booked is
    // not told apart from nobody, for administrators too; nobody books themselves.
    expect: [401, 404, 404, 403, 404, 404, 404],
  },
  'POST /api/bookings [of a client]': {
    request: () => ({ url: '/api/bookings', payload: bookingForm(world.partner.email) }),
    // A suspended member is refused before anyone is looked up, whoever the email is of.
    expect: [401, 404, 404, 403, 404, 404, 404],
  },
  'GET /api/bookings/{bookingId}': {
    request: async () => ({
      url: `/api/bookings/${(await createBooking(t.db, { clientId: world.partner.id, professionalId: world.member.id })).id}`,
    }),
    // Administrators with manage_bookings read every booking (docs/product.md, Booking lifecycle).
    expect: [401, ALLOW, 404, 404, ALLOW, ALLOW, ALLOW],
  },
  'POST /api/bookings/{bookingId}/actions': {
    request: async () => ({
      url: `/api/bookings/${(await createBooking(t.db, { clientId: world.partner.id, professionalId: world.member.id })).id}/actions`,
      payload: { action: 'accept', expectedStatus: 'pending' },
    }),
    // Administrators read it but set statuses in the admin area, not as a party.
    expect: [401, ALLOW, 404, 404, 403, 403, 403],
  },
  // "A suspended professional cannot accept (they cannot be booked); they may still
  // decline or cancel" (docs/product.md, Booking lifecycle).
  'POST /api/bookings/{bookingId}/actions [suspended professional accepts]': {
    request: async () => ({
      url: `/api/bookings/${(await createBooking(t.db, { clientId: world.partner.id, professionalId: world['suspended member'].id })).id}/actions`,
      payload: { action: 'accept', expectedStatus: 'pending' },
    }),
    expect: [401, 404, 404, 403, 403, 403, 403],
  },
  'POST /api/bookings/{bookingId}/actions [suspended professional declines]': {
    request: async () => ({
      url: `/api/bookings/${(await createBooking(t.db, { clientId: world.partner.id, professionalId: world['suspended member'].id })).id}/actions`,
      payload: { action: 'decline', expectedStatus: 'pending' },
    }),
    expect: [401, 404, 404, ALLOW, 403, 403, 403],
  },
  // A new time for an accepted booking (docs/product.md, Moving a booking): either party
  // proposes, the other answers, the proposer withdraws; a suspended member neither
  // proposes nor accepts, but may decline and withdraw; administrators are not a party.
  'POST /api/bookings/{bookingId}/new-time': {
    request: async () => ({
      url: `/api/bookings/${(await acceptedBooking(world.partner.id, world.member.id)).id}/new-time`,
      payload: { shootDate: isoDate(daysFromNow(20)), startTime: '12:00' },
    }),
    expect: [401, ALLOW, 404, 404, 403, 403, 403],
  },
  'POST /api/bookings/{bookingId}/new-time [suspended professional proposes]': {
    request: async () => ({
      url: `/api/bookings/${(await acceptedBooking(world.partner.id, world['suspended member'].id)).id}/new-time`,
      payload: { shootDate: isoDate(daysFromNow(20)) },
    }),
    expect: [401, 404, 404, 403, 403, 403, 403],
  },
  'POST /api/bookings/{bookingId}/new-time/answer': {
    request: async () => {
      const booking = await acceptedBooking(world.partner.id, world.member.id, 'client');
      return {
        url: `/api/bookings/${booking.id}/new-time/answer`,
        payload: { answer: 'accept', proposedAt: booking.proposed_at!.toISOString() },
      };
    },
    expect: [401, ALLOW, 404, 404, 403, 403, 403],
  },
  'POST /api/bookings/{bookingId}/new-time/answer [suspended professional accepts]': {
    request: async () => {
      const booking = await acceptedBooking(world.partner.id, world['suspended member'].id, 'client');
      return {
        url: `/api/bookings/${booking.id}/new-time/answer`,
        payload: { answer: 'accept', proposedAt: booking.proposed_at!.toISOString() },
      };
    },
    expect: [401, 404, 404, 403, 403, 403, 403],
  },
  'POST /api/bookings/{bookingId}/new-time/answer [suspended professional declines]': {
    request: async () => {
      const booking = await acceptedBooking(world.partner.id, world['suspended member'].id, 'client');
      return {
        url: `/api/bookings/${booking.id}/new-time/answer`,
        payload: { answer: 'decline', proposedAt: booking.proposed_at!.toISOString() },
      };
    },
    expect: [401, 404, 404, ALLOW, 403, 403, 403],
  },
  'DELETE /api/bookings/{bookingId}/new-time': {
    request: async () => ({
      url: `/api/bookings/${(await acceptedBooking(world.partner.id, world.member.id, 'professional')).id}/new-time`,
    }),
    expect: [401, ALLOW, 404, 404, 403, 403, 403],
  },
  'DELETE /api/bookings/{bookingId}/new-time [suspended professional withdraws]': {
    request: async () => ({
      url: `/api/bookings/${(await acceptedBooking(world.partner.id, world['suspended member'].id, 'professional')).id}/new-time`,
    }),
    expect: [401, 404, 404, ALLOW, 403, 403, 403],
  },
  // A member's own calendar link (docs/product.md, Calendar link): anyone signed in has one.
  'GET /api/bookings/calendar-feed': {
    request: () => ({ url: '/api/bookings/calendar-feed' }),
    expect: SIGNED_IN,
  },
  'POST /api/bookings/calendar-feed': {
    request: () => ({ url: '/api/bookings/calendar-feed' }),
    expect: SIGNED_IN,
  },
  'DELETE /api/bookings/calendar-feed': {
    request: () => ({ url: '/api/bookings/calendar-feed' }),
    expect: SIGNED_IN,
  },
  // The link's address is the credential: whoever holds it reads the calendar, signed in or not.
  'GET /api/calendar-feeds/{feedId}/{key}': {
    request: async () => {
      const made = await (await clientOf('member')).post('/api/bookings/calendar-feed');
      return { url: new URL(made.json().url).pathname };
    },
    expect: PUBLIC,
  },
  'GET /api/bookings/{bookingId}/calendar.ics': {
    request: async () => {
      const booking = await createBooking(t.db, {
        clientId: world.partner.id,
        professionalId: world.member.id,
        status: 'accepted',
        rate_accepted: 600,
      });
      return { url: `/api/bookings/${booking.id}/calendar.ics` };
    },
    // "For its two parties only" (docs/product.md, Booking times and calendar).
    expect: [401, ALLOW, 404, 404, 404, 404, 404],
  },

  // --- reviews: "member" reviews "pro"; "member" answers a review of them ------------------
  'POST /api/bookings/{bookingId}/review': {
    request: async () => ({
      url: `/api/bookings/${(await completedBooking(world.member.id, world.pro.id)).id}/review`,
      payload: { rating: 5, comment: 'Calm and quick.' },
    }),
    // "A review by the booking's professional or an administrator is refused (403); to
    // anyone else the booking is not there (404)" (docs/product.md, Reviews).
    expect: [401, ALLOW, 404, 404, 403, 403, 403],
  },
  'POST /api/reviews/{reviewId}/answer': {
    request: async () => {
      const booking = await completedBooking(world.partner.id, world.member.id);
      const review = await createReview(t.db, { bookingId: booking.id });
      return { url: `/api/reviews/${review.id}/answer`, payload: { answer: 'Thank you!' } };
    },
    expect: [401, ALLOW, 403, 403, 403, 403, 403],
  },
  // A review anyone can read on "member"'s profile: any signed-in reader may report it.
  'POST /api/reviews/{reviewId}/report': {
    request: async () => {
      const booking = await completedBooking(world.partner.id, world.member.id);
      const review = await createReview(t.db, { bookingId: booking.id });
      return { url: `/api/reviews/${review.id}/report`, payload: { reason: 'Not a real client' } };
    },
    expect: SIGNED_IN,
  },

  // --- messages: each caller's own thread with "member" ("member"'s with "partner") ----------
  'GET /api/messages/conversations': {
    request: () => ({ url: '/api/messages/conversations' }),
    expect: SIGNED_IN,
  },
  'GET /api/messages/conversations/{otherId}': {
    request: (as) => ({ url: `/api/messages/conversations/${counterpartOf(as).id}` }),
    expect: SIGNED_IN,
  },
  'POST /api/messages/conversations/{otherId}/read': {
    request: (as) => ({ url: `/api/messages/conversations/${counterpartOf(as).id}/read` }),
    expect: SIGNED_IN,
  },
  'POST /api/messages/conversations/{otherId}/typing': {
    request: (as) => ({ url: `/api/messages/conversations/${counterpartOf(as).id}/typing` }),
    expect: IN_GOOD_STANDING,
  },
  'DELETE /api/messages/conversations/{otherId}/typing': {
    request: (as) => ({ url: `/api/messages/conversations/${counterpartOf(as).id}/typing` }),
    expect: IN_GOOD_STANDING,
  },
  'POST /api/messages/photo': {
    request: (as) => ({
      url: '/api/messages/photo',
      ...multipart(
        { recipientId: counterpartOf(as).id, clientId: randomUUID(), content: 'The set' },
        { name: 'set.jpg', type: 'image/jpeg', data: world.photo },
      ),
    }),
    expect: IN_GOOD_STANDING,
  },
  // A photo "partner" sent "member": theirs to read, and administrators who manage messages.
  'GET /api/messages/photos/{photoId}': {
    request: async () => {
      const sent = await (await clientOf(world.partner)).request('POST', '/api/messages/photo', {
        ...multipart(
          { recipientId: world.member.id, clientId: randomUUID() },
          { name: 'set.jpg', type: 'image/jpeg', data: world.photo },
        ),
      });
      return { url: `/api/messages/photos/${sent.json().message.photo.id}` };
    },
    expect: [401, ALLOW, 404, 404, ALLOW, ALLOW, ALLOW],
  },
  // Deleting a message: its sender's, within minutes of sending; to anyone else but the
  // recipient it does not exist. A fresh message for each caller.
  'DELETE /api/messages/{messageId}': {
    request: async () => {
      const sent = await createMessage(t.db, { senderId: world.member.id, recipientId: world.partner.id });
      return { url: `/api/messages/${sent.id}` };
    },
    expect: OWNER_ONLY,
  },
  'DELETE /api/messages/{messageId} [one written to "member"]': {
    request: async () => {
      const sent = await createMessage(t.db, { senderId: world.partner.id, recipientId: world.member.id });
      return { url: `/api/messages/${sent.id}` };
    },
    expect: [401, 403, 404, 404, 404, 404, 404],
  },
  "DELETE /api/messages/{messageId} [a suspended sender's]": {
    request: async () => {
      const sent = await createMessage(t.db, {
        senderId: world['suspended member'].id,
        recipientId: world.partner.id,
      });
      return { url: `/api/messages/${sent.id}` };
    },
    expect: [401, 404, 404, 403, 404, 404, 404],
  },
  'DELETE /api/messages/{messageId} [sent 16 minutes ago]': {
    request: async () => {
      const sent = await createMessage(t.db, {
        senderId: world.member.id,
        recipientId: world.partner.id,
        createdAt: new Date(Date.now() - 16 * 60_000),
      });
      return { url: `/api/messages/${sent.id}` };
    },
    expect: [401, 409, 404, 404, 404, 404, 404],
  },
  'POST /api/messages': {
    request: (as) => ({
      url: '/api/messages',
      payload: { recipientId: counterpartOf(as).id, clientId: randomUUID(), content: 'Hello there' },
    }),
    expect: IN_GOOD_STANDING,
  },
  'POST /api/messages [to a suspended member]': {
    request: () => ({
      url: '/api/messages',
      payload: { recipientId: world['suspended member'].id, clientId: randomUUID(), content: 'Hello there' },
    }),
    // "Answered like their profile, 'Profile not found'" (docs/product.md, Messages);
    // writing to oneself is refused as such.
    expect: [401, 404, 404, 403, 404, 404, 404],
  },
  'GET /api/messages/unread': { request: () => ({ url: '/api/messages/unread' }), expect: SIGNED_IN },
  'GET /api/messages/blocks': { request: () => ({ url: '/api/messages/blocks' }), expect: SIGNED_IN },
  'PUT /api/messages/blocks/{otherId}': {
    request: (as) => ({ url: `/api/messages/blocks/${counterpartOf(as).id}` }),
    expect: SIGNED_IN,
  },
  // Lifts the blocks of the row above, so the rows after it meet unblocked members.
  'DELETE /api/messages/blocks/{otherId}': {
    request: (as) => ({ url: `/api/messages/blocks/${counterpartOf(as).id}` }),
    expect: SIGNED_IN,
  },
  'POST /api/reports': {
    request: (as) => ({
      url: '/api/reports',
      payload: { memberId: counterpartOf(as).id, reason: 'Asked me to pay off the platform.' },
    }),
    expect: SIGNED_IN,
  },
  // A message to "member": only its recipient may report it.
  'POST /api/reports [a message to member]': {
    request: async () => {
      const message = await createMessage(t.db, { senderId: world.partner.id, recipientId: world.member.id });
      return {
        url: '/api/reports',
        payload: {
          memberId: world.partner.id,
          messageId: message.id,
          reason: 'Asked me to pay off the platform.',
        },
      };
    },
    expect: OWNER_ONLY,
  },
  'GET /api/messages/settings': { request: () => ({ url: '/api/messages/settings' }), expect: SIGNED_IN },
  'PUT /api/messages/settings': {
    request: () => ({ url: '/api/messages/settings', payload: { emailUnreadMessages: false } }),
    expect: SIGNED_IN,
  },
  'GET /api/events': { request: () => ({ url: '/api/events' }), expect: SIGNED_IN },
  // Kept last: it deletes the accounts of the callers it allows ("member" and "another
  // member"), which no row after it may need. Administrators and a suspended member may
  // not delete theirs (docs/product.md, Deleting an account).
  'DELETE /api/auth/account': {
    request: async (as) => {
      await withFactoryPassword(as);
      // Earlier rows left the caller bookings still open, which a deletion waits for.
      if (as !== 'visitor')
        await t.db
          .updateTable('bookings')
          .set({ status: 'cancelled' })
          .where((eb) =>
            eb.or([eb('client_id', '=', world[as].id), eb('professional_id', '=', world[as].id)]),
          )
          .where('status', 'in', ['pending', 'accepted'])
          .execute();
      return { url: '/api/auth/account', payload: { password: DEFAULT_PASSWORD } };
    },
    expect: [401, ALLOW, ALLOW, 403, 409, 409, 409],
  },
} satisfies Record<OperationKey, Entry>;
type Operation = keyof typeof MATRIX;

/** A new session of a caller for each call: a sign-out (or anything else) ends only its own. */
/** A signed-in client of a caller, or of a third party ("partner", "pro"). */
async function clientOf(as: ActorName | Person) {
  const client = new TestClient(t.app);
  if (as === 'visitor') return client;
  const { token, hash } = newToken(t.config.authSecret);
  const userId = typeof as === 'string' ? world[as].id : as.id;
  await t.db
    .insertInto('sessions')
    .values({ token_hash: hash, user_id: userId, expires_at: new Date(Date.now() + 86_400_000) })
    .execute();
  client.cookies.set(client.cookieNames.session, token);
  return client;
}

/** The event stream over real HTTP (it never ends): the status and the body of a refusal. */
async function openStream(client: TestClient, url: string) {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const controller = new AbortController();
  const response = await fetch(`${base}${url}`, { headers: { cookie }, signal: controller.signal });
  const body = response.ok ? '' : await response.text();
  controller.abort();
  return { statusCode: response.status, body };
}

/** A row's operation: its key without the `[variant]` that names a second case of it. */
const operationOf = (key: string) => key.replace(/ \[[^\]]*\]$/, '');

async function call(key: Operation, as: ActorName) {
  const [method, pattern] = operationOf(key).split(' ') as [Method, string];
  const entry: Entry = MATRIX[key];
  const request = await entry.request(as);
  const client = await clientOf(as);
  if (pattern === '/api/events') return openStream(client, request.url);
  const response = await client.request(method, request.url, {
    payload: request.payload,
    headers: request.headers,
    query: request.query,
  });
  return { statusCode: response.statusCode, body: response.body };
}

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const professional = async (
    label: string,
    options: { adminLevel?: AdminLevel; suspended?: boolean } = {},
  ) => {
    const { id, email } = await signedInMember(t, {
      label,
      profile: { role: 'photographer', display_name: label, is_available: true },
      ...options,
    });
    return { id, email };
  };
  const partner = await signedInMember(t, {
    label: 'partner',
    profile: { role: 'client', display_name: 'Partner' },
  });
  world = {
    member: await professional('member'),
    'another member': await professional('another'),
    'suspended member': await professional('suspended', { suspended: true }),
    moderator: await professional('moderator', { adminLevel: 'moderator' }),
    admin: await professional('admin', { adminLevel: 'admin' }),
    super_admin: await professional('super-admin', { adminLevel: 'super_admin' }),
    partner: { id: partner.id, email: partner.email },
    pro: await professional('pro'),
    photo: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#6b5cf6' } })
      .jpeg()
      .toBuffer(),
  };
  // "member" has a conversation with "partner".
  await createMessage(t.db, { senderId: world.partner.id, recipientId: world.member.id });
}, 60_000);

describe('the authorization matrix: every non-admin operation x seven callers', () => {
  it('has a row for every operation of /api/openapi.json outside /api/admin, and none extra', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const described: string[] = [];
    for (const [path, item] of Object.entries(spec.paths)) {
      if (path === ADMIN_SCOPE || path.startsWith(`${ADMIN_SCOPE}/`)) continue;
      for (const method of Object.keys(item)) described.push(`${method.toUpperCase()} ${path}`);
    }
    expect(
      described.filter((key) => !(key in MATRIX)),
      'operations without a row',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((key) => !described.includes(operationOf(key))),
      'rows of no operation',
    ).toEqual([]);
  });

  it("private contact fields reach only the profile's owner and administrators", async () => {
    // docs/product.md, Private contact fields: for anyone else they are not in the response at all.
    const PRIVATE = ['email', 'phone', 'fullName', 'companyName'];
    const seen: string[] = [];
    for (const as of ACTORS) {
      const response = await (await clientOf(as)).get(`/api/profiles/${world.member.id}`);
      expect(response.statusCode, as).toBe(200);
      const profile = response.json().profile as Record<string, unknown>;
      const present = PRIVATE.filter((field) => field in profile);
      if (present.length) seen.push(`${as}: ${present.join(', ')}`);
    }
    expect(seen).toEqual(
      ['member', 'moderator', 'admin', 'super_admin'].map((as) => `${as}: ${PRIVATE.join(', ')}`),
    );
  });

  it('0 unexpected allows, and each refusal the status the table gives, in the error shape', async () => {
    const mismatches: string[] = [];
    let unexpectedAllows = 0;
    let calls = 0;
    for (const key of Object.keys(MATRIX) as Operation[]) {
      const row: Row = MATRIX[key].expect;
      for (const [index, as] of ACTORS.entries()) {
        const expected = row[index]!;
        const { statusCode, body } = await call(key, as);
        calls++;
        const allowed = statusCode < 400;
        const where = `${as} ${key}: ${statusCode} ${allowed ? '' : body.slice(0, 160)}`;
        if (expected === ALLOW) {
          if (!allowed) mismatches.push(`${where}, expected allow`);
          continue;
        }
        if (allowed) {
          unexpectedAllows++;
          mismatches.push(`${where}, expected ${expected}: UNEXPECTED ALLOW`);
        } else if (statusCode !== expected) {
          mismatches.push(`${where}, expected ${expected}`);
        } else if (!errorBodySchema.safeParse(JSON.parse(body)).success) {
          mismatches.push(`${where}: not in the error shape`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(unexpectedAllows).toBe(0);
    expect(calls).toBe(Object.keys(MATRIX).length * ACTORS.length);
  }, 120_000);
});
