import { describe, expect, it } from 'vitest';
import { lastMailTo, pathOf } from '../../../../tests/support/mail.js';
import { signedInMember } from '../../../../tests/support/members.js';
import { withSlowBody } from '../../../../tests/support/slow-body.js';
import { errorOf, setupTestApp, TestClient } from '../../../../tests/support/test-app.js';
import { AUTH_TEXTS } from '../../../shared/texts.js';

const t = setupTestApp({ ADMIN_EMAIL: 'boss@example.test' });
let counter = 0;
const uniqueEmail = () => `member${++counter}-${Date.now()}@example.test`;

async function signUpAndConfirm(email: string, password = 'correct horse battery') {
  const client = new TestClient(t.app);
  expect((await client.post('/api/auth/sign-up', { email, password })).statusCode).toBe(201);
  const mail = await lastMailTo(t.app, email);
  const confirm = await client.get(pathOf(mail.link));
  expect(confirm.statusCode).toBe(303);
  expect(confirm.headers.location).toBe('/auth?confirmed=1');
  return client;
}

async function signedIn(email = uniqueEmail(), password = 'correct horse battery') {
  const client = await signUpAndConfirm(email, password);
  const response = await client.post('/api/auth/sign-in', { email, password });
  expect(response.statusCode).toBe(200);
  return client;
}

describe('sign-up and email confirmation', () => {
  it('creates the account, mails a link that confirms it, and stores an argon2id hash', async () => {
    const email = uniqueEmail();
    const client = new TestClient(t.app);
    const response = await client.post('/api/auth/sign-up', {
      email: `  ${email.toUpperCase()} `,
      password: 'a-long-password',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: AUTH_TEXTS.signUpSuccess });

    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=\d+\$/);
    const [, memory, iterations] = user.password_hash.match(/m=(\d+),t=(\d+)/)!;
    expect(Number(memory)).toBeGreaterThanOrEqual(19 * 1024);
    expect(Number(iterations)).toBeGreaterThanOrEqual(2);
    expect(user.email_confirmed_at).toBeNull();

    const mail = await lastMailTo(t.app, email);
    expect(mail.subject).toMatch(/confirm/i);
    expect((await client.get(pathOf(mail.link))).headers.location).toBe('/auth?confirmed=1');
    const confirmed = await t.db
      .selectFrom('users')
      .select('email_confirmed_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(confirmed.email_confirmed_at).not.toBeNull();
    // Opened again, it changes nothing and says the address is confirmed (not 'invalid').
    expect((await client.get(pathOf(mail.link))).headers.location).toBe('/auth?confirmed=1');
  });

  it("refuses an email that is already registered, with the product's text", async () => {
    const email = uniqueEmail();
    await signUpAndConfirm(email);
    const response = await new TestClient(t.app).post('/api/auth/sign-up', {
      email,
      password: 'another-password',
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe('This email is already registered. Please sign in instead.');
  });

  it('explains an unconfirmed sign-in and resends the link', async () => {
    const email = uniqueEmail();
    const client = new TestClient(t.app);
    await client.post('/api/auth/sign-up', { email, password: 'a-long-password' });
    const first = await lastMailTo(t.app, email);

    const response = await client.post('/api/auth/sign-in', { email, password: 'a-long-password' });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toMatchObject({
      code: 'EMAIL_NOT_CONFIRMED',
      message: AUTH_TEXTS.emailNotConfirmed,
    });
    expect(client.sessionToken).toBeUndefined();

    const resend = await client.post('/api/auth/resend-confirmation', { email });
    expect(resend.json()).toEqual({ message: AUTH_TEXTS.confirmationResent });
    const second = await lastMailTo(t.app, email);
    expect(second.link).not.toBe(first.link);
    await client.get(pathOf(second.link));
    expect((await client.post('/api/auth/sign-in', { email, password: 'a-long-password' })).statusCode).toBe(
      200,
    );
  });

  it('enforces the password length rules of the shared schema', async () => {
    const client = new TestClient(t.app);
    const short = await client.post('/api/auth/sign-up', { email: uniqueEmail(), password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).fields?.password).toBe('Password must be at least 8 characters');
    const long = await client.post('/api/auth/sign-up', { email: uniqueEmail(), password: 'x'.repeat(129) });
    expect(errorOf(long).fields?.password).toBe('Password must be at most 128 characters');
    const badEmail = await client.post('/api/auth/sign-up', {
      email: 'not-an-email',
      password: 'long-enough',
    });
    expect(errorOf(badEmail).fields?.email).toBe('Please enter a valid email address');
  });
});

describe('sign-in, sessions and sign-out', () => {
  it('sets an HttpOnly SameSite=Lax session cookie and lands on /onboarding without a profile', async () => {
    const email = uniqueEmail();
    const client = await signUpAndConfirm(email);
    const response = await client.post('/api/auth/sign-in', { email, password: 'correct horse battery' });
    expect(response.json()).toMatchObject({
      user: { email, adminLevel: null, hasProfile: false },
      redirectTo: '/onboarding',
    });
    const cookie = String(response.headers['set-cookie'])
      .split(/,(?=\s*fl_)/)
      .find((c) => c.includes('fl_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // only in production
  });

  it('honours a local next path and ignores one that leaves the site', async () => {
    const email = uniqueEmail();
    const client = await signUpAndConfirm(email);
    const local = await client.post('/api/auth/sign-in', {
      email,
      password: 'correct horse battery',
      next: '/profile/abc',
    });
    expect(local.json().redirectTo).toBe('/profile/abc');
    const evil = await client.post('/api/auth/sign-in', {
      email,
      password: 'correct horse battery',
      next: '//evil.example',
    });
    expect(evil.json().redirectTo).toBe('/onboarding');
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const email = uniqueEmail();
    await signUpAndConfirm(email);
    for (const attempt of [
      { email, password: 'wrong password' },
      { email: uniqueEmail(), password: 'whatever-pass' },
    ]) {
      const response = await new TestClient(t.app).post('/api/auth/sign-in', attempt);
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'Invalid email or password. Please try again.',
      });
    }
  });

  it('revokes the session on the server at sign-out: the old cookie gets 401', async () => {
    const client = await signedIn();
    expect((await client.get('/api/auth/me')).statusCode).toBe(200);
    const stolen = client.sessionToken!;

    expect((await client.post('/api/auth/sign-out')).statusCode).toBe(204);
    expect(client.sessionToken).toBeUndefined();

    const replay = new TestClient(t.app);
    replay.cookies.set('fl_session', stolen);
    const response = await replay.get('/api/auth/me');
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHENTICATED');
    expect((await replay.get('/api/auth/session')).json()).toEqual({ user: null });
  });

  it('locks sign-in for an email after 5 failures in a minute: the 6th gets 429 with a retry time', async () => {
    const email = uniqueEmail();
    await signUpAndConfirm(email);
    const client = new TestClient(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/auth/sign-in', { email, password: `wrong-${i}` })).statusCode).toBe(
        401,
      );
    }
    const sixth = await client.post('/api/auth/sign-in', { email, password: 'correct horse battery' });
    expect(sixth.statusCode).toBe(429);
    expect(errorOf(sixth).code).toBe('RATE_LIMITED');
    expect(errorOf(sixth).message).toMatch(/try again in \d+ (seconds?|minutes?)\./);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    // Counted in PostgreSQL, so another server copy sees the same count.
    const row = await t.db
      .selectFrom('rate_limits')
      .select('hits')
      .where('key', '=', `sign-in:${client.remoteAddress}|${email}`)
      .executeTakeFirstOrThrow();
    expect(row.hits).toBe(5);
  });
});

describe('password reset', () => {
  it('mails a link, sets the new password and ends every other session', async () => {
    const email = uniqueEmail();
    const laptop = await signedIn(email, 'old-password-1');
    expect((await laptop.get('/api/auth/me')).statusCode).toBe(200);

    const phone = new TestClient(t.app);
    expect((await phone.post('/api/auth/forgot-password', { email })).json()).toEqual({
      message: AUTH_TEXTS.resetRequested,
    });
    // Unknown emails get the same answer and no mail.
    expect((await phone.post('/api/auth/forgot-password', { email: uniqueEmail() })).json()).toEqual({
      message: AUTH_TEXTS.resetRequested,
    });
    const mail = await lastMailTo(t.app, email);
    expect(mail.subject).toMatch(/reset/i);
    const token = new URL(mail.link).searchParams.get('token')!;
    expect(new URL(mail.link).pathname).toBe('/auth/reset-password');

    const reset = await phone.post('/api/auth/reset-password', { token, password: 'new-password-2' });
    expect(reset.statusCode).toBe(200);
    expect((await laptop.get('/api/auth/me')).statusCode).toBe(401);
    expect((await phone.post('/api/auth/sign-in', { email, password: 'old-password-1' })).statusCode).toBe(
      401,
    );
    expect((await phone.post('/api/auth/sign-in', { email, password: 'new-password-2' })).statusCode).toBe(
      200,
    );
    // The token is single use.
    const again = await phone.post('/api/auth/reset-password', { token, password: 'new-password-3' });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).message).toBe(AUTH_TEXTS.resetLinkInvalid);
  });
});

describe('admins', () => {
  it('makes the ADMIN_EMAIL account super_admin and lands it on /admin', async () => {
    const client = await signUpAndConfirm('boss@example.test');
    const response = await client.post('/api/auth/sign-in', {
      email: 'boss@example.test',
      password: 'correct horse battery',
    });
    expect(response.json()).toMatchObject({ user: { adminLevel: 'super_admin' }, redirectTo: '/admin' });
    expect((await client.get('/api/admin/stats')).statusCode).toBe(200);
  });

  it('gives an active admin row its level, and an inactive one nothing', async () => {
    const email = uniqueEmail();
    const client = await signedIn(email);
    const { id } = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    await t.db.insertInto('admins').values({ user_id: id, admin_level: 'moderator' }).execute();
    expect((await client.get('/api/auth/me')).json().adminLevel).toBe('moderator');
    await t.db.updateTable('admins').set({ is_active: false }).where('user_id', '=', id).execute();
    expect((await client.get('/api/auth/me')).json().adminLevel).toBeNull();
    expect((await client.get('/api/admin/stats')).statusCode).toBe(403);
  });

  it('refuses admin routes to a member (403) and a visitor (401)', async () => {
    const member = await signedIn();
    const forbidden = await member.get('/api/admin/stats');
    expect(forbidden.statusCode).toBe(403);
    expect(errorOf(forbidden).code).toBe('FORBIDDEN');
    expect((await new TestClient(t.app).get('/api/admin/stats')).statusCode).toBe(401);
  });
});

describe('a write whose body arrives slowly', () => {
  it('is refused once its session has ended meanwhile (a reset elsewhere, a sign-out), and changes nothing', async () => {
    const member = await signedInMember(t, {
      profile: { role: 'photographer', location: 'Lisbon, Portugal' },
    });
    const save = await withSlowBody(t, member.client, 'PATCH', '/api/profiles/me', {
      location: 'Porto, Portugal',
    });
    await save.arriving;
    await t.db.deleteFrom('sessions').where('user_id', '=', member.id).execute();
    save.send();
    const answer = await save.answer;
    expect(answer.statusCode).toBe(401);
    const stored = await t.db
      .selectFrom('profiles')
      .select('location')
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(stored.location).toBe('Lisbon, Portugal');
  });
});
