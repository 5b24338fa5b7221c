import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createBooking,
  createMessage,
  createReview,
  daysFromNow,
  isoDate,
} from '../../src/server/db/seed/factories.js';
import { RATE_LIMITS } from '../../src/shared/limits.js';
import { type AccountExport, accountExportSchema } from '../../src/shared/schemas/account-export.js';
import type { BookingDetail } from '../../src/shared/schemas/bookings.js';
import { act, bookingParties, requestBooking } from '../support/bookings.js';
import { multipart, newProfessional, signedInMember } from '../support/members.js';
import { errorOf, setupTestApp, TestClient } from '../support/test-app.js';

// 'Download your data' (docs/product.md, Your data).

const t = setupTestApp();

let photo: Buffer;
beforeAll(async () => {
  photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#ff5a4e' } })
    .jpeg()
    .toBuffer();
});

async function exportOf(client: TestClient) {
  const response = await client.get('/api/auth/account/export');
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="frameline-data-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  return { body: response.body, data: accountExportSchema.parse(response.json()) as AccountExport };
}

describe('downloading your data', () => {
  it('holds the account, profile, work, saved talent, conversations, bookings, reviews, blocks and sessions', async () => {
    const pro = await newProfessional(t, { firstName: 'Ines', lastName: 'Marques' });
    const body = multipart({ title: 'Harbour light' }, { name: 'work.jpg', type: 'image/jpeg', data: photo });
    expect((await pro.client.request('POST', '/api/portfolio', body)).statusCode).toBe(201);
    const client = await signedInMember(t, {
      label: 'export-client',
      profile: {
        role: 'client',
        display_name: 'Tide Studio',
        phone: '+1 555 0101',
        full_name: 'Private Person',
      },
    });
    const spammer = await signedInMember(t, {
      label: 'export-spam',
      profile: { role: 'client', display_name: 'Spam Co' },
    });
    const saved = await signedInMember(t, {
      label: 'export-saved',
      profile: { role: 'stylist', display_name: 'Saved Stylist' },
    });
    expect((await pro.client.put(`/api/saved-talent/${saved.id}`)).statusCode).toBe(200);
    await createMessage(t.db, {
      senderId: client.id,
      recipientId: pro.id,
      content: 'Can you shoot our spring line?',
    });
    await createMessage(t.db, { senderId: pro.id, recipientId: client.id, content: 'Yes, gladly.' });
    const removed = await createMessage(t.db, {
      senderId: client.id,
      recipientId: pro.id,
      content: 'Removed by Frameline',
    });
    await t.db
      .updateTable('messages')
      .set({ hidden_at: new Date(), hidden_reason: 'spam' })
      .where('id', '=', removed.id)
      .execute();
    const booking = await createBooking(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      title: 'Spring line',
      status: 'completed',
      completed_at: new Date(),
    });
    await createReview(t.db, {
      bookingId: booking.id,
      reviewerId: client.id,
      revieweeId: pro.id,
      rating: 5,
      comment: 'Wonderful light.',
    });
    expect((await pro.client.put(`/api/messages/blocks/${spammer.id}`)).statusCode).toBeLessThan(300);
    const link = (await pro.client.post('/api/bookings/calendar-feed')).json() as { url: string };

    const { data, body: raw } = await exportOf(pro.client);
    // That a calendar link exists and since when; not its address, a secret for Settings only.
    expect(Date.parse(data.calendarLinkSince ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(raw).not.toContain(new URL(link.url).pathname.split('/').at(-1));
    expect(data.account.email).toBe(pro.email);
    expect(data.profile).toMatchObject({
      displayName: 'Ines Marques',
      fullName: 'Ines Marques',
      email: pro.email,
    });
    expect(data.profile?.publicUrl).toBe(`http://localhost:3000/profile/${pro.id}`);
    expect(data.portfolio).toHaveLength(1);
    expect(data.portfolio[0]).toMatchObject({ title: 'Harbour light', featured: false });
    expect(data.portfolio[0]!.imageUrl).toMatch(/^http:\/\/localhost:3000\/media\/u\//);
    expect(data.savedTalent).toEqual([
      expect.objectContaining({
        name: 'Saved Stylist',
        profileUrl: `http://localhost:3000/profile/${saved.id}`,
      }),
    ]);
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0]!.with.name).toBe('Tide Studio');
    expect(data.conversations[0]!.messages.map((m) => [m.from, m.content])).toEqual([
      ['them', 'Can you shoot our spring line?'],
      ['me', 'Yes, gladly.'],
    ]);
    expect(data.bookings).toEqual([
      expect.objectContaining({
        as: 'professional',
        title: 'Spring line',
        status: 'completed',
        with: expect.objectContaining({ name: 'Tide Studio' }),
      }),
    ]);
    expect(data.reviewsReceived).toEqual([
      expect.objectContaining({
        from: expect.objectContaining({ name: 'Tide Studio' }),
        booking: 'Spring line',
        rating: 5,
      }),
    ]);
    expect(data.reviewsWritten).toEqual([]);
    expect(data.blockedMembers.map((m) => m.name)).toEqual(['Spam Co']);
    expect(data.sessions.filter((s) => s.current)).toHaveLength(1);
    // The one browser the professional signed in from (the test client names none).
    expect(data.signInBrowsers).toEqual([
      expect.objectContaining({ device: 'An unknown browser', timeZone: null }),
    ]);
    // Nothing private of anyone else, nor what Frameline removed.
    for (const secret of [
      '+1 555 0101',
      'Private Person',
      client.email,
      'Removed by Frameline',
      'token_hash',
    ])
      expect(raw).not.toContain(secret);

    // The client's own export sees the same booking and review from their side.
    const theirs = (await exportOf(client.client)).data;
    expect(theirs.calendarLinkSince).toBeNull();
    expect(theirs.bookings[0]).toMatchObject({ as: 'client', with: { name: 'Ines Marques' } });
    expect(theirs.reviewsWritten[0]).toMatchObject({
      of: { name: 'Ines Marques' },
      comment: 'Wonderful light.',
    });
    expect(theirs.profile?.phone).toBe('+1 555 0101');
  });

  it('holds each booking’s history, oldest first, from the member’s side', async () => {
    const { client, pro } = await bookingParties(t);
    const booking = await requestBooking(client.client, pro.email, { rateOffered: 900 });
    const accept = await act(pro.client, booking.id, {
      action: 'accept',
      expectedStatus: 'pending',
      counterRate: 1100,
      notes: 'Happy to, at my day rate.',
    });
    expect(accept.statusCode).toBe(200);
    // A new time proposed by the professional and declined: steps of their own kind.
    const newDate = isoDate(daysFromNow(30));
    expect(
      (
        await pro.client.post(`/api/bookings/${booking.id}/new-time`, {
          shootDate: newDate,
          startTime: '09:00',
          location: 'Studio 4, Harbour Street',
        })
      ).statusCode,
    ).toBe(200);
    const proposedAt = ((await client.client.get(`/api/bookings/${booking.id}`)).json() as BookingDetail)
      .proposal!.at;
    expect(
      (
        await client.client.post(`/api/bookings/${booking.id}/new-time/answer`, {
          answer: 'decline',
          proposedAt,
        })
      ).statusCode,
    ).toBe(200);
    const cancel = await act(client.client, booking.id, {
      action: 'cancel',
      expectedStatus: 'accepted',
      reason: 'The shoot moved to spring.',
    });
    expect(cancel.statusCode).toBe(200);

    const steps = (history: AccountExport['bookings'][number]['history']) =>
      history.map((entry) => [
        entry.by,
        entry.kind,
        entry.from,
        entry.to,
        entry.note,
        entry.rate,
        entry.time,
        entry.place,
      ]);
    const ofClient = (await exportOf(client.client)).data.bookings;
    expect(ofClient).toHaveLength(1);
    const proposed = { shootDate: newDate, startTime: '09:00', durationHours: null };
    expect(steps(ofClient[0]!.history)).toEqual([
      ['me', 'status', null, 'pending', null, 900, null, null],
      ['them', 'status', 'pending', 'accepted', 'Happy to, at my day rate.', 1100, null, null],
      ['them', 'time_proposed', 'accepted', 'accepted', null, null, proposed, 'Studio 4, Harbour Street'],
      ['me', 'time_declined', 'accepted', 'accepted', null, null, proposed, 'Studio 4, Harbour Street'],
      ['me', 'status', 'accepted', 'cancelled', 'The shoot moved to spring.', null, null, null],
    ]);
    const ofPro = (await exportOf(pro.client)).data.bookings;
    expect(steps(ofPro[0]!.history).map(([by]) => by)).toEqual(['them', 'me', 'me', 'them', 'them']);
  });

  it('is for the signed-in member only, and a few an hour', async () => {
    const visitor = await new TestClient(t.app).get('/api/auth/account/export');
    expect(visitor.statusCode).toBe(401);
    const member = await signedInMember(t, { label: 'export-limit' });
    for (let i = 0; i < RATE_LIMITS.accountExport.max; i++) await exportOf(member.client);
    const refused = await member.client.get('/api/auth/account/export');
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).message).toMatch(/Too many attempts/);
    // A member without a profile has the parts that are theirs, and nothing else.
    const other = await signedInMember(t, { label: 'export-bare' });
    const { data } = await exportOf(other.client);
    expect(data.profile).toBeNull();
    expect(data.conversations).toEqual([]);
  });
});
