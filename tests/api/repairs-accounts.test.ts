import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/shared/limits.js';
import { AUTH_TEXTS } from '../../src/shared/texts.js';
import { lastMailTo, outboxMails } from '../support/mail.js';
import { newMember, newProfessional } from '../support/members.js';
import { errorOf, setupTestApp, TestClient } from '../support/test-app.js';

// Repairs of the accounts area: sign-in limits (3, 4), reset links (6), profile views (9).

// A stand-in for the built render bundle (dist/ssr beside dist/web), so a profile page is
// rendered from the server's own services, as the real bundle does.
const root = mkdtempSync(join(tmpdir(), 'frameline-repairs-'));
const webRoot = join(root, 'web');
mkdirSync(webRoot);
mkdirSync(join(root, 'ssr'));
writeFileSync(
  join(webRoot, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width" /><title>Frameline</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  join(root, 'ssr', 'entry-server.js'),
  `export async function render(url, data) {
    const id = new URL(url, 'http://x').pathname.split('/')[2];
    const { profile } = await data.profile(id);
    return { html: '<h1>' + profile.displayName + '</h1>', state: { profile }, head: '' };
  }`,
);

const t = setupTestApp({}, { webRoot });

const password = 'member-password-1';
let counter = 0;
const unknownEmail = () => `nobody-${++counter}-${Date.now()}@example.test`;

/** A confirmed member who is not signed in anywhere yet; `owner` is their own browser. */
async function confirmedMember() {
  const { email } = await newMember(t, 'owner');
  return { email, owner: new TestClient(t.app) };
}

const signIn = (client: TestClient, email: string, pass: string) =>
  client.post('/api/auth/sign-in', { email, password: pass });

/** A client that already holds its CSRF cookie, so its writes can go out all at once. */
async function readyClient() {
  const client = new TestClient(t.app);
  await client.get('/api/auth/session');
  return client;
}

function statuses(responses: LightMyRequestResponse[]) {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
}

function expectRateLimited(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(errorOf(response).code).toBe('RATE_LIMITED');
  expect(errorOf(response).message).toMatch(
    /^Too many attempts\. Please try again in \d+ (seconds?|minutes?)\.$/,
  );
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('repair 3: concurrent wrong passwords cannot get past the sign-in limit', () => {
  it('answers at most 5 of 60 simultaneous wrong passwords for one email; the rest get 429', async () => {
    const { email } = await confirmedMember();
    const guesser = await readyClient();
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signIn(guesser, email, `wrong-guess-${i}`)),
    );
    const counts = statuses(responses);
    expect(counts[401] ?? 0).toBeGreaterThan(0);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(RATE_LIMITS.signIn.max);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(60);
    expectRateLimited(responses.find((response) => response.statusCode === 429)!);
  });

  it('does not hold successful sign-ins against the member', async () => {
    const { email, owner } = await confirmedMember();
    for (let i = 0; i < RATE_LIMITS.signIn.max + 3; i++) {
      expect((await signIn(owner, email, password)).statusCode).toBe(200);
    }
  });
});

describe('repair 4: a stranger cannot lock a member out, a distributed guesser is still stopped', () => {
  it("lets the owner in from their own address after a stranger's wrong guesses from another", async () => {
    const { email, owner } = await confirmedMember();
    const stranger = new TestClient(t.app);
    for (let i = 0; i < RATE_LIMITS.signIn.max; i++) {
      expect((await signIn(stranger, email, `wrong-${i}`)).statusCode).toBe(401);
    }
    expectRateLimited(await signIn(stranger, email, 'wrong-again'));
    // Even the right password is refused from the stranger's address for now...
    expectRateLimited(await signIn(stranger, email, password));
    // ...but the owner, at home, signs in.
    const response = await signIn(owner, email, password);
    expect(response.statusCode).toBe(200);
    expect((await owner.get('/api/auth/me')).json().email).toBe(email);
  });

  it("one address guessing at the minute's pace stops at its hourly allowance, far below the ceiling the owner shares", async () => {
    const { email, owner } = await confirmedMember();
    const stranger = new TestClient(t.app);
    let answered = 0;
    let refused: LightMyRequestResponse | undefined;
    while (!refused && answered <= RATE_LIMITS.signInEmail.max) {
      for (let i = 0; i < RATE_LIMITS.signIn.max && !refused; i++) {
        const response = await signIn(stranger, email, `guess-${answered}`);
        if (response.statusCode === 401) answered++;
        else refused = response;
      }
      // A minute goes by: the stranger's minute window is over.
      await t.db
        .updateTable('rate_limits')
        .set({ window_started_at: sql`window_started_at - interval '61 seconds'` })
        .where('key', 'like', 'sign-in:%')
        .execute();
    }
    expect(answered).toBe(RATE_LIMITS.signInHourly.max);
    expectRateLimited(refused!);
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(RATE_LIMITS.signIn.windowSeconds);
    // The owner, at home, is not held back by the stranger's hour.
    expect((await signIn(owner, email, password)).statusCode).toBe(200);
  });

  it('stops guesses for one email from many addresses at the per-email ceiling, until a reset', async () => {
    const { email, owner } = await confirmedMember();
    const perAddress = RATE_LIMITS.signIn.max - 1;
    let answered = 0;
    let refused: LightMyRequestResponse | undefined;
    // Each address stays under its own limit; the guesses add up across addresses.
    while (!refused && answered <= RATE_LIMITS.signInEmail.max) {
      const guesser = new TestClient(t.app);
      for (let i = 0; i < perAddress && !refused; i++) {
        const response = await signIn(guesser, email, `guess-${answered}`);
        if (response.statusCode === 401) answered++;
        else refused = response;
      }
    }
    expect(answered).toBe(RATE_LIMITS.signInEmail.max);
    expectRateLimited(refused!);
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(RATE_LIMITS.signIn.windowSeconds);
    expectRateLimited(await signIn(new TestClient(t.app), email, 'one-more-guess'));

    // The ceiling holds the owner back too; a reset from their mailbox lets them in.
    expectRateLimited(await signIn(owner, email, password));
    expect((await owner.post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const token = new URL((await lastMailTo(t.app, email)).link).searchParams.get('token')!;
    expect(
      (await owner.post('/api/auth/reset-password', { token, password: 'fresh-password-2' })).statusCode,
    ).toBe(200);
    expect((await signIn(owner, email, 'fresh-password-2')).statusCode).toBe(200);
  });

  it('keeps the per-email ceiling when guesses from many addresses arrive at once', async () => {
    const { email } = await confirmedMember();
    const guessers = await Promise.all(Array.from({ length: 60 }, () => readyClient()));
    const responses = await Promise.all(guessers.map((guesser, i) => signIn(guesser, email, `wrong-${i}`)));
    const counts = statuses(responses);
    expect(counts[401] ?? 0).toBeGreaterThan(0);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(RATE_LIMITS.signInEmail.max);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(60);
  });

  it('keeps the per-address limit when one address tries many emails at once', async () => {
    const sprayer = await readyClient();
    const responses = await Promise.all(
      Array.from({ length: 60 }, () => signIn(sprayer, unknownEmail(), 'password-1')),
    );
    const counts = statuses(responses);
    expect(counts[401] ?? 0).toBeGreaterThan(0);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(RATE_LIMITS.signInAddress.max);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(60);
    expectRateLimited(responses.find((response) => response.statusCode === 429)!);
    // Another address is not affected.
    expect((await signIn(new TestClient(t.app), unknownEmail(), 'password-1')).statusCode).toBe(401);
  });
});

/** The reset link of the newest reset email to `email` that is not one of `seen`. */
async function newResetLink(email: string, seen: string[] = []) {
  const mails = await outboxMails(t.app);
  const links = mails
    .filter((mail) => mail.to === email && /reset/i.test(mail.subject))
    .map((mail) => mail.text.match(/https?:\/\/\S+/)?.[0] ?? '')
    .filter((link) => link && !seen.includes(link));
  expect(links.length).toBeGreaterThan(0);
  return links[0]!;
}

/** What the reset page does with the link: posts its token with the new password. */
const resetWith = (client: TestClient, link: string, newPassword: string) =>
  client.post('/api/auth/reset-password', {
    token: new URL(link).searchParams.get('token'),
    password: newPassword,
  });

describe('repair 6: a password change ends every outstanding reset link', () => {
  it('refuses the second of two reset links once the first was used', async () => {
    const { email } = await confirmedMember();
    const browser = new TestClient(t.app);
    expect((await browser.post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const first = await newResetLink(email);
    expect((await browser.post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const second = await newResetLink(email, [first]);
    expect(new URL(first).pathname).toBe('/auth/reset-password');
    expect(new URL(second).pathname).toBe('/auth/reset-password');

    expect((await resetWith(browser, first, 'first-new-password')).statusCode).toBe(200);
    const late = await resetWith(browser, second, 'second-new-password');
    expect(late.statusCode).toBe(400);
    expect(errorOf(late)).toEqual({ code: 'BAD_REQUEST', message: AUTH_TEXTS.resetLinkInvalid });
    expect((await signIn(browser, email, 'second-new-password')).statusCode).toBe(401);
    expect((await signIn(browser, email, 'first-new-password')).statusCode).toBe(200);
  });

  it('lets only one of two reset links used at the same moment set the password', async () => {
    const { email } = await confirmedMember();
    const browser = await readyClient();
    expect((await browser.post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const first = await newResetLink(email);
    expect((await browser.post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const second = await newResetLink(email, [first]);

    const [a, b] = await Promise.all([
      resetWith(browser, first, 'password-from-a'),
      resetWith(browser, second, 'password-from-b'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const winner = a.statusCode === 200 ? 'password-from-a' : 'password-from-b';
    const loser = a.statusCode === 200 ? 'password-from-b' : 'password-from-a';
    expect((await signIn(browser, email, loser)).statusCode).toBe(401);
    expect((await signIn(browser, email, winner)).statusCode).toBe(200);
  });

  // Decision 0026: someone who knows the password (who took the account over) signs in as
  // often as they like; that must not end the owner's way back in through their mailbox.
  it("keeps the owner's reset link open while someone who knows the password signs in", async () => {
    const { email, owner } = await confirmedMember();
    expect((await owner.post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const link = await newResetLink(email);
    const intruder = new TestClient(t.app);
    for (let i = 0; i < 3; i++) expect((await signIn(intruder, email, password)).statusCode).toBe(200);
    expect((await intruder.get('/api/auth/me')).statusCode).toBe(200);

    expect((await resetWith(owner, link, 'owners-new-password')).statusCode).toBe(200);
    // The reset ends the intruder's session and their password.
    expect((await intruder.get('/api/auth/me')).statusCode).toBe(401);
    expect((await signIn(new TestClient(t.app), email, password)).statusCode).toBe(401);
    expect((await signIn(owner, email, 'owners-new-password')).statusCode).toBe(200);
  });

  it('still lets a member use a link they asked for after signing in', async () => {
    const { email, owner } = await confirmedMember();
    expect((await signIn(owner, email, password)).statusCode).toBe(200);
    expect((await owner.post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const link = await newResetLink(email);
    expect((await resetWith(owner, link, 'another-password')).statusCode).toBe(200);
    expect((await signIn(owner, email, 'another-password')).statusCode).toBe(200);
  });
});

let addresses = 0;
const sharedAddress = () => `192.0.2.${++addresses}`;

/** A view of a public profile, through the API or the server-rendered page. */
function view(
  path: string,
  from: { address: string; userAgent: string; member?: { client: TestClient } },
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'user-agent': from.userAgent };
  if (from.member)
    headers.cookie = [...from.member.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return t.app.inject({ method: 'GET', url: path, remoteAddress: from.address, headers });
}

describe('repair 9: a profile view counts once per viewer and day', () => {
  async function professional() {
    const pro = await newProfessional(t);
    return {
      ...pro,
      views: async () => (await pro.client.get('/api/profiles/me/stats')).json().profileViews as number,
    };
  }

  it('counts a visitor once however often the user agent changes', async () => {
    const pro = await professional();
    const address = sharedAddress();
    for (let i = 0; i < 15; i++) {
      const response = await view(`/api/profiles/${pro.id}`, { address, userAgent: `Browser/${i}.0` });
      expect(response.statusCode).toBe(200);
    }
    expect(await pro.views()).toBe(1);
    // Another address is another visitor.
    await view(`/api/profiles/${pro.id}`, { address: sharedAddress(), userAgent: 'Browser/1.0' });
    expect(await pro.views()).toBe(2);
  });

  it('counts two signed-in members from one address twice, each once', async () => {
    const pro = await professional();
    const [first, second] = [await newMember(t, 'fan'), await newMember(t, 'fan')];
    const address = sharedAddress();
    for (const member of [first, second, first, second]) {
      const response = await view(`/api/profiles/${pro.id}`, { address, userAgent: 'Browser/1.0', member });
      expect(response.statusCode).toBe(200);
    }
    expect(await pro.views()).toBe(2);
  });

  it('never counts the owner, through the API or the page', async () => {
    const pro = await professional();
    const address = sharedAddress();
    for (const path of [`/api/profiles/${pro.id}`, `/profile/${pro.id}`]) {
      const response = await view(path, { address, userAgent: 'Browser/1.0', member: pro });
      expect(response.statusCode).toBe(200);
    }
    expect(await pro.views()).toBe(0);
  });

  it('counts the server-rendered page and the API view of one visitor once together', async () => {
    const pro = await professional();
    const visitor = { address: sharedAddress(), userAgent: 'Browser/1.0' };
    const page = await view(`/profile/${pro.id}`, visitor);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"><h1>Ava Lindqvist</h1></div>');
    expect(await pro.views()).toBe(1);
    // The app then asks the API, and the user agent may read differently; still one visitor.
    await view(`/api/profiles/${pro.id}`, { ...visitor, userAgent: 'Browser/1.0 (app)' });
    expect(await pro.views()).toBe(1);

    const member = await newMember(t, 'fan');
    await view(`/profile/${pro.id}`, { ...visitor, member });
    await view(`/api/profiles/${pro.id}`, { ...visitor, member });
    expect(await pro.views()).toBe(2);
  });

  it('stores no address, only a hash of it', async () => {
    const pro = await professional();
    const address = sharedAddress();
    await view(`/api/profiles/${pro.id}`, { address, userAgent: 'Browser/1.0' });
    const keys = await t.db
      .selectFrom('profile_views')
      .select('viewer_key')
      .where('profile_user_id', '=', pro.id)
      .execute();
    expect(keys).toHaveLength(1);
    expect(keys[0]!.viewer_key).not.toContain(address);
  });
});
