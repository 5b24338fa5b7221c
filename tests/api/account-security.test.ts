import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/errors.js';
import { RATE_LIMITS } from '../../src/shared/limits.js';
import type { AccountSessionsResponse } from '../../src/shared/schemas/auth.js';
import { AUTH_TEXTS } from '../../src/shared/texts.js';
import { EventStream } from '../support/event-stream.js';
import { lastMailTo, outboxMails, pathOf } from '../support/mail.js';
import { newMember } from '../support/members.js';
import { errorOf, setupTestApp, TestClient } from '../support/test-app.js';

// A signed-in member's password and sessions (docs/product.md, Password and sessions).

const t = setupTestApp();
const PASSWORD = 'member-password-1';

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Another browser of the same member, signed in through the real sign-in. */
async function signInElsewhere(email: string, password = PASSWORD, userAgent?: string) {
  const client = new TestClient(t.app);
  const response = await client.post(
    '/api/auth/sign-in',
    { email, password },
    userAgent ? { headers: { 'user-agent': userAgent } } : {},
  );
  return { client, response };
}

async function signedInElsewhere(email: string, userAgent?: string) {
  const { client, response } = await signInElsewhere(email, PASSWORD, userAgent);
  expect(response.statusCode).toBe(200);
  return client;
}

const isSignedIn = async (client: TestClient) => (await client.get('/api/auth/me')).statusCode === 200;

async function sessionsOf(client: TestClient) {
  const response = await client.get('/api/auth/sessions');
  expect(response.statusCode).toBe(200);
  return response.json() as AccountSessionsResponse;
}

const changePassword = (client: TestClient, currentPassword: string, newPassword: string) =>
  client.post('/api/auth/change-password', { currentPassword, newPassword });

describe('changing the password', () => {
  it('keeps this session, signs out every other, ends open reset links, and tells the owner by email', async () => {
    const me = await newMember(t, 'changer');
    const phone = await signedInElsewhere(me.email);
    // A reset link asked for before the change.
    expect(
      (await new TestClient(t.app).post('/api/auth/forgot-password', { email: me.email })).statusCode,
    ).toBe(200);
    const resetLink = pathOf((await lastMailTo(t.app, me.email)).link);

    const response = await changePassword(me.client, PASSWORD, 'a brand new password');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: AUTH_TEXTS.passwordChanged });

    expect(await isSignedIn(me.client)).toBe(true);
    expect(await isSignedIn(phone)).toBe(false);
    expect((await signInElsewhere(me.email, PASSWORD)).response.statusCode).toBe(401);
    expect((await signInElsewhere(me.email, 'a brand new password')).response.statusCode).toBe(200);

    const token = new URL(resetLink, 'http://x').searchParams.get('token');
    const reset = await new TestClient(t.app).post('/api/auth/reset-password', {
      token,
      password: 'the reset password',
    });
    expect(reset.statusCode).toBe(400);
    expect(errorOf(reset).message).toBe(AUTH_TEXTS.resetLinkInvalid);

    // (The sign-ins from other browsers told the owner too: New sign-ins.)
    const mail = await lastMailTo(t.app, me.email, 'Your Frameline password was changed');
    expect(pathOf(mail.link)).toBe('/auth?mode=forgot');
    expect(mail.text).toMatch(/See where you are signed in: http\S+\/dashboard\?tab=settings#security\n/);
    // Exactly one such email.
    const notices = (await outboxMails(t.app)).filter(
      (m) => m.to === me.email && m.subject === 'Your Frameline password was changed',
    );
    expect(notices).toHaveLength(1);
  });

  it('refuses a wrong current password on its field and changes nothing', async () => {
    const me = await newMember(t, 'wrong-current');
    const phone = await signedInElsewhere(me.email);
    const response = await changePassword(me.client, 'not my password', 'a brand new password');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      message: AUTH_TEXTS.currentPasswordWrong,
      fields: { currentPassword: AUTH_TEXTS.currentPasswordWrong },
    });
    expect(await isSignedIn(phone)).toBe(true);
    expect((await signInElsewhere(me.email, PASSWORD)).response.statusCode).toBe(200);
  });

  it('refuses the current password as the new one, and a new one too short, on the new field', async () => {
    const me = await newMember(t, 'same-password');
    const same = await changePassword(me.client, PASSWORD, PASSWORD);
    expect(same.statusCode).toBe(400);
    expect(errorOf(same).fields).toEqual({ newPassword: AUTH_TEXTS.samePassword });
    const short = await changePassword(me.client, PASSWORD, 'short');
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).fields?.newPassword).toBe('Password must be at least 8 characters');
    expect((await signInElsewhere(me.email, PASSWORD)).response.statusCode).toBe(200);
  });

  it("counts wrong guesses against the account's sign-in limits: a stolen session cannot try more", async () => {
    const me = await newMember(t, 'guessed');
    const { max } = RATE_LIMITS.signIn;
    for (let guess = 0; guess < max; guess++) {
      expect(
        (await changePassword(me.client, `guess number ${guess}`, 'a brand new password')).statusCode,
      ).toBe(400);
    }
    const next = await changePassword(me.client, PASSWORD, 'a brand new password');
    expect(next.statusCode).toBe(429);
    expect(errorBodySchema.safeParse(next.json()).success).toBe(true);
    // The sign-in form at the same address is held back by the same count.
    const signIn = await me.client.post('/api/auth/sign-in', { email: me.email, password: PASSWORD });
    expect(signIn.statusCode).toBe(429);
  });

  it('two changes at once: one wins, the other is refused, and the password is the winner’s', async () => {
    const me = await newMember(t, 'racing');
    const [first, second] = await Promise.all([
      changePassword(me.client, PASSWORD, 'first new password'),
      changePassword(me.client, PASSWORD, 'second new password'),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(errorOf(loser).message).toBe(AUTH_TEXTS.passwordChangedMeanwhile);
    const winner = first.statusCode === 200 ? 'first new password' : 'second new password';
    const other = winner === 'first new password' ? 'second new password' : 'first new password';
    expect((await signInElsewhere(me.email, winner)).response.statusCode).toBe(200);
    expect((await signInElsewhere(me.email, other)).response.statusCode).toBe(401);
  });
});

describe('where a member is signed in', () => {
  let url = '';
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('lists this session first, names each device, and never shows a header as sent', async () => {
    const me = await newMember(t, 'lister');
    await signedInElsewhere(me.email, SAFARI_IPHONE);
    await signedInElsewhere(me.email, '<b>Hello</b> Firefox/1.0');
    const laptop = await signedInElsewhere(me.email, CHROME_MAC);

    const { sessions, total } = await sessionsOf(laptop);
    expect(total).toBe(4);
    expect(sessions.map((session) => session.device)).toEqual([
      'Chrome on macOS',
      // Then the most recently signed in.
      'Firefox',
      'Safari on iPhone',
      'An unknown browser',
    ]);
    expect(sessions.map((session) => session.current)).toEqual([true, false, false, false]);
    for (const session of sessions) {
      expect(Date.parse(session.signedInAt)).toBeLessThanOrEqual(Date.now());
      expect(session.lastActiveAt >= session.signedInAt).toBe(true);
    }
    // Another member sees only their own.
    const stranger = await newMember(t, 'stranger');
    expect((await sessionsOf(stranger.client)).total).toBe(1);
  });

  it('a session in use notes its activity at most hourly, sliding its expiry forward with it', async () => {
    const me = await newMember(t, 'active');
    const setLastSeen = (minutesAgo: number) =>
      t.db
        .updateTable('sessions')
        .set({
          last_seen_at: new Date(Date.now() - minutesAgo * 60_000),
          expires_at: new Date(Date.now() + 60_000),
        })
        .where('user_id', '=', me.id)
        .execute();
    const lastActive = async () => Date.parse((await sessionsOf(me.client)).sessions[0]!.lastActiveAt);

    await setLastSeen(30);
    // Within the hour: nothing written.
    expect(Date.now() - (await lastActive())).toBeGreaterThan(29 * 60_000);
    await setLastSeen(61);
    expect(Date.now() - (await lastActive())).toBeLessThan(60_000);
    const { expires_at } = await t.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('user_id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(expires_at.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('signs out one other session: its next request is signed out and its live stream ends at once', async () => {
    const me = await newMember(t, 'ender');
    const phone = await signedInElsewhere(me.email, SAFARI_IPHONE);
    const stream = await EventStream.open(url, phone.cookies);
    try {
      expect(stream.status).toBe(200);
      const phoneSession = (await sessionsOf(me.client)).sessions.find(
        (s) => s.device === 'Safari on iPhone',
      )!;

      // Another member cannot end it, and learns nothing of it.
      const stranger = await newMember(t, 'not-the-owner');
      const refused = await stranger.client.delete(`/api/auth/sessions/${phoneSession.id}`);
      expect(refused.statusCode).toBe(404);
      expect(errorOf(refused).message).toBe(AUTH_TEXTS.sessionGone);
      expect(await isSignedIn(phone)).toBe(true);

      const ended = await me.client.delete(`/api/auth/sessions/${phoneSession.id}`);
      expect(ended.statusCode).toBe(200);
      expect(ended.json()).toEqual({ message: AUTH_TEXTS.sessionSignedOut });
      // Well before the stream's 25-second heartbeat would notice.
      await stream.untilEnded(3_000);
      expect(await isSignedIn(phone)).toBe(false);
      expect(await isSignedIn(me.client)).toBe(true);

      const again = await me.client.delete(`/api/auth/sessions/${phoneSession.id}`);
      expect(again.statusCode).toBe(404);
      expect(errorOf(again).message).toBe(AUTH_TEXTS.sessionGone);
      expect((await sessionsOf(me.client)).sessions.map((s) => s.device)).toEqual(['An unknown browser']);
    } finally {
      stream.end();
    }
  });

  it('ends this session too when it is the one chosen: the cookie goes with it', async () => {
    const me = await newMember(t, 'self-ender');
    const mine = (await sessionsOf(me.client)).sessions[0]!;
    expect(mine.current).toBe(true);
    const response = await me.client.delete(`/api/auth/sessions/${mine.id}`);
    expect(response.statusCode).toBe(200);
    expect(me.client.sessionToken).toBeUndefined();
    expect(await isSignedIn(me.client)).toBe(false);
  });

  it('signs out everywhere else, says how many, and a second press finds nothing to end', async () => {
    const me = await newMember(t, 'everywhere');
    const phone = await signedInElsewhere(me.email, SAFARI_IPHONE);
    const laptop = await signedInElsewhere(me.email, CHROME_MAC);
    const stream = await EventStream.open(url, laptop.cookies);
    try {
      const response = await me.client.post('/api/auth/sessions/sign-out-others');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Signed out of 2 other sessions.' });
      await stream.untilEnded(3_000);
      expect(await isSignedIn(phone)).toBe(false);
      expect(await isSignedIn(laptop)).toBe(false);
      expect(await isSignedIn(me.client)).toBe(true);

      const again = await me.client.post('/api/auth/sessions/sign-out-others');
      expect(again.json()).toEqual({ message: 'You are not signed in anywhere else.' });
      expect((await sessionsOf(me.client)).total).toBe(1);
    } finally {
      stream.end();
    }
  });

  it('a password change ends the other sessions’ live streams at once too', async () => {
    const me = await newMember(t, 'stream-changer');
    const phone = await signedInElsewhere(me.email, SAFARI_IPHONE);
    const stream = await EventStream.open(url, phone.cookies);
    try {
      expect((await changePassword(me.client, PASSWORD, 'a brand new password')).statusCode).toBe(200);
      await stream.untilEnded(3_000);
    } finally {
      stream.end();
    }
  });
});
