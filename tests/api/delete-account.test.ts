import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBooking,
  createMessage,
  createReview,
  DEFAULT_PASSWORD,
} from '../../src/server/db/seed/factories.js';
import { deletedAccountEmail } from '../../src/server/lib/deleted-accounts.js';
import { queueEmail } from '../../src/server/lib/email-outbox.js';
import { createLocalStorage, type Storage } from '../../src/server/lib/storage.js';
import type { AdminStats } from '../../src/shared/schemas/admin.js';
import { MESSAGING_TEXTS } from '../../src/shared/schemas/messaging.js';
import { AUTH_TEXTS, REVIEW_TEXTS } from '../../src/shared/texts.js';
import { bookingForm } from '../support/bookings.js';
import { EventStream } from '../support/event-stream.js';
import { lastMailTo } from '../support/mail.js';
import { multipart, newProfessional, signedInMember } from '../support/members.js';
import { transactionId, waitingOn } from '../support/row-locks.js';
import { errorOf, setupTestApp, TestClient } from '../support/test-app.js';

// Deleting an account (docs/product.md, Deleting an account).

let storage: Storage;
const t = setupTestApp(
  { ADMIN_EMAIL: 'owner-of-the-platform@example.test' },
  {
    storage: (config) => {
      storage = createLocalStorage(config);
      return storage;
    },
  },
);
const PASSWORD = 'member-password-1';

let photo: Buffer;
let url = '';
beforeAll(async () => {
  photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#6b5cf6' } })
    .jpeg()
    .toBuffer();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.app.close();
});

const deleteAccount = (client: TestClient, password: string) =>
  client.request('DELETE', '/api/auth/account', { payload: { password } });

async function upload(client: TestClient, path: string, method: 'POST' | 'PUT', fields = {}) {
  const body = multipart(fields, { name: 'photo.jpg', type: 'image/jpeg', data: photo });
  const response = await client.request(method, path, { payload: body.payload, headers: body.headers });
  expect(response.statusCode, response.body).toBeLessThan(300);
}

const rowsOf = async (memberId: string) => ({
  profiles: (await t.db.selectFrom('profiles').select('id').where('user_id', '=', memberId).execute()).length,
  images: (await t.db.selectFrom('images').select('id').where('owner_id', '=', memberId).execute()).length,
  works: (await t.db.selectFrom('portfolio_items').select('id').where('user_id', '=', memberId).execute())
    .length,
  files: (await storage.list(`u/${memberId}/`)).length,
  browsers: (
    await t.db.selectFrom('known_devices').select('device').where('user_id', '=', memberId).execute()
  ).length,
});

describe('deleting an account', () => {
  it('deletes the profile, its work and files, saved talent and sessions; the other side keeps the conversation and the booking', async () => {
    const pro = await newProfessional(t);
    await upload(pro.client, '/api/portfolio', 'POST', { title: 'Dune light' });
    await upload(pro.client, '/api/profiles/me/avatar', 'PUT');
    const before = await rowsOf(pro.id);
    expect(before).toMatchObject({ profiles: 1, images: 2, works: 1 });
    expect(before.files).toBeGreaterThan(0);

    const partner = await signedInMember(t, { label: 'partner', profile: { role: 'client' } });
    expect((await partner.client.put(`/api/saved-talent/${pro.id}`)).statusCode).toBe(200);
    await createMessage(t.db, { senderId: partner.id, recipientId: pro.id, content: 'Are you free in May?' });
    const past = await createBooking(t.db, {
      clientId: partner.id,
      professionalId: pro.id,
      status: 'completed',
      completed_at: new Date(),
    });
    const phone = new TestClient(t.app);
    expect((await phone.post('/api/auth/sign-in', { email: pro.email, password: PASSWORD })).statusCode).toBe(
      200,
    );
    expect((await rowsOf(pro.id)).browsers).toBe(2);
    const stream = await EventStream.open(url, phone.cookies);

    try {
      const response = await deleteAccount(pro.client, PASSWORD);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: AUTH_TEXTS.accountDeleted });
      expect(pro.client.sessionToken).toBeUndefined();
      await stream.untilEnded(3_000);
    } finally {
      stream.end();
    }
    expect((await phone.get('/api/auth/me')).statusCode).toBe(401);
    expect(await rowsOf(pro.id)).toEqual({ profiles: 0, images: 0, works: 0, files: 0, browsers: 0 });
    expect((await new TestClient(t.app).get(`/api/profiles/${pro.id}`)).statusCode).toBe(404);
    expect((await partner.client.get('/api/saved-talent')).json().total).toBe(0);

    // The row stays with no way in; the address is free again.
    const row = await t.db
      .selectFrom('users')
      .select(['email', 'password_hash', 'deleted_at'])
      .where('id', '=', pro.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: deletedAccountEmail(pro.id), password_hash: '' });
    expect(row.deleted_at).not.toBeNull();
    const signIn = await new TestClient(t.app).post('/api/auth/sign-in', {
      email: pro.email,
      password: PASSWORD,
    });
    expect(signIn.statusCode).toBe(401);
    const mail = await lastMailTo(t.app, pro.email);
    expect(mail.subject).toBe('Your Frameline account is deleted');
    expect(
      (await new TestClient(t.app).post('/api/auth/sign-up', { email: pro.email, password: 'starting over' }))
        .statusCode,
    ).toBe(201);

    // The partner keeps the conversation and the booking, with whom they were, and is
    // told why nothing more can be sent.
    const conversations = (await partner.client.get('/api/messages/conversations')).json();
    expect(JSON.stringify(conversations)).toContain(MESSAGING_TEXTS.deletedMember);
    const thread = await partner.client.get(`/api/messages/conversations/${pro.id}`);
    expect(thread.statusCode).toBe(200);
    expect(thread.json()).toMatchObject({
      otherMember: { displayName: MESSAGING_TEXTS.deletedMember, avatar: null },
      canSend: false,
      cannotSendReason: MESSAGING_TEXTS.memberLeft,
      profileViewable: false,
    });
    expect(thread.body).toContain('Are you free in May?');
    const send = await partner.client.post('/api/messages', {
      recipientId: pro.id,
      clientId: crypto.randomUUID(),
      content: 'Hello?',
    });
    expect(send.statusCode).toBe(410);
    expect(errorOf(send).message).toBe(MESSAGING_TEXTS.memberLeft);
    expect((await partner.client.get(`/api/bookings/${past.id}`)).statusCode).toBe(200);
  });

  it('stores no mail to a deleted account: its address reaches nobody', async () => {
    const id = await t.db.transaction().execute((trx) =>
      queueEmail(trx, {
        kind: 'booking',
        to: deletedAccountEmail(crypto.randomUUID()),
        subject: 'Booking cancelled',
        text: 'text',
        html: '<p>html</p>',
      }),
    );
    expect(id).toBeNull();
  });

  it('refuses a wrong password on its field, and deletes nothing', async () => {
    const pro = await newProfessional(t);
    const response = await deleteAccount(pro.client, 'not my password');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ password: AUTH_TEXTS.currentPasswordWrong });
    expect((await rowsOf(pro.id)).profiles).toBe(1);
    expect((await pro.client.get('/api/auth/me')).statusCode).toBe(200);
  });

  it('refuses an administrator, the platform’s own admin address, and a suspended member', async () => {
    const admin = await signedInMember(t, { label: 'admin', profile: 'photographer', adminLevel: 'admin' });
    const adminAnswer = await deleteAccount(admin.client, DEFAULT_PASSWORD);
    expect(adminAnswer.statusCode).toBe(409);
    expect(errorOf(adminAnswer).message).toBe(AUTH_TEXTS.deleteAdmin);

    const owner = await signedInMember(t, { label: 'owner' });
    await t.db
      .updateTable('users')
      .set({ email: 'owner-of-the-platform@example.test' })
      .where('id', '=', owner.id)
      .execute();
    expect((await deleteAccount(owner.client, DEFAULT_PASSWORD)).statusCode).toBe(409);

    const suspended = await signedInMember(t, { label: 'suspended', profile: 'stylist', suspended: true });
    const suspendedAnswer = await deleteAccount(suspended.client, DEFAULT_PASSWORD);
    expect(suspendedAnswer.statusCode).toBe(403);
    expect(errorOf(suspendedAnswer).message).toBe(AUTH_TEXTS.deleteSuspended);
    for (const member of [admin, owner, suspended])
      expect((await member.client.get('/api/auth/me')).statusCode).toBe(200);
  });

  it('refuses while a booking is open, saying how many; once it is answered, deletes', async () => {
    const pro = await signedInMember(t, { label: 'busy-pro', profile: 'photographer' });
    const client = await signedInMember(t, { label: 'busy-client', profile: 'client' });
    const booking = await createBooking(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      status: 'pending',
    });
    const refused = await deleteAccount(client.client, DEFAULT_PASSWORD);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(AUTH_TEXTS.deleteOpenBookings(1));
    expect(errorOf(refused).message).toBe(
      'You have 1 open booking. Decline, cancel or complete it first, so the other side knows where they stand.',
    );
    await t.db.updateTable('bookings').set({ status: 'declined' }).where('id', '=', booking.id).execute();
    expect((await deleteAccount(client.client, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps the reviews the member wrote on the profiles they are about, by "Deleted member"', async () => {
    const pro = await newProfessional(t);
    const reviewer = await signedInMember(t, {
      label: 'reviewer',
      profile: { role: 'client', display_name: 'Northwind Studio' },
    });
    const booking = await createBooking(t.db, {
      clientId: reviewer.id,
      professionalId: pro.id,
      status: 'completed',
      completed_at: new Date(),
    });
    await createReview(t.db, { bookingId: booking.id, rating: 5, comment: 'Calm, quick and kind.' });
    const reviewsOfPro = async () =>
      (await new TestClient(t.app).get(`/api/profiles/${pro.id}/reviews`)).json();
    expect((await reviewsOfPro()).items[0]).toMatchObject({ reviewerName: 'Northwind Studio' });

    expect((await deleteAccount(reviewer.client, DEFAULT_PASSWORD)).statusCode).toBe(200);
    expect((await reviewsOfPro()).items).toEqual([
      expect.objectContaining({ reviewerName: REVIEW_TEXTS.deletedMember, comment: 'Calm, quick and kind.' }),
    ]);
  });

  it('deletes an account that never made a profile; the admin overview no longer counts it as a new sign-up', async () => {
    const moderator = await signedInMember(t, { adminLevel: 'moderator' });
    const newSignups = async () =>
      ((await moderator.client.get('/api/admin/stats')).json() as AdminStats).new_signups_30d;
    const member = await signedInMember(t, { label: 'no-profile' });
    const before = await newSignups();
    expect((await deleteAccount(member.client, DEFAULT_PASSWORD)).statusCode).toBe(200);
    expect((await member.client.get('/api/auth/me')).statusCode).toBe(401);
    expect(await newSignups()).toBe(before - 1);
  });

  it('a deletion and a booking request of the same professional at once: never a deleted professional with an open request', async () => {
    for (let round = 0; round < 4; round++) {
      const pro = await signedInMember(t, {
        label: `racing-pro-${round}`,
        profile: { role: 'photographer', is_available: true },
      });
      const client = await signedInMember(t, { label: `racing-client-${round}`, profile: 'client' });
      const [deleted, requested] = await Promise.all([
        deleteAccount(pro.client, DEFAULT_PASSWORD),
        client.client.post('/api/bookings', bookingForm(pro.email), {
          headers: { 'idempotency-key': crypto.randomUUID() },
        }),
      ]);
      const open = await t.db
        .selectFrom('bookings')
        .select('id')
        .where('professional_id', '=', pro.id)
        .where('status', '=', 'pending')
        .execute();
      if (deleted.statusCode === 200) {
        expect(requested.statusCode, requested.body).toBeGreaterThanOrEqual(400);
        expect(open).toHaveLength(0);
      } else {
        expect(deleted.statusCode).toBe(409);
        expect(requested.statusCode, requested.body).toBe(201);
        expect(open).toHaveLength(1);
      }
    }
  });

  it('a booking request that reaches the professional while their deletion holds the profile is refused once it is gone', async () => {
    const pro = await signedInMember(t, {
      label: 'held-pro',
      profile: { role: 'photographer', is_available: true },
    });
    const client = await signedInMember(t, { label: 'held-client', profile: 'client' });
    let deleted: Promise<{ statusCode: number }> | undefined;
    let requested: Promise<{ statusCode: number; body: string }> | undefined;
    // The profile row held by a change of the test's own: the deletion, past its password
    // check, waits on it first; the booking request, past its own checks, waits behind it.
    await t.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('profiles')
        .set({ updated_at: new Date() })
        .where('user_id', '=', pro.id)
        .execute();
      const xid = await transactionId(trx);
      deleted = deleteAccount(pro.client, DEFAULT_PASSWORD);
      await expect.poll(() => waitingOn(t.db, xid), { timeout: 10_000 }).toBe(1);
      requested = client.client.post('/api/bookings', bookingForm(pro.email), {
        headers: { 'idempotency-key': crypto.randomUUID() },
      });
      await expect.poll(() => waitingOn(t.db, xid), { timeout: 10_000 }).toBe(2);
    });
    expect((await deleted!).statusCode).toBe(200);
    const refused = await requested!;
    expect(refused.statusCode, refused.body).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode, refused.body).toBeLessThan(500);
    const bookings = await t.db
      .selectFrom('bookings')
      .select('id')
      .where('professional_id', '=', pro.id)
      .execute();
    expect(bookings).toHaveLength(0);
  });
});
