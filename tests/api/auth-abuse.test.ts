import { describe, expect, it } from 'vitest';
import { PASSWORD_LINE_MAX, PASSWORD_SLOTS, passwordWork } from '../../src/server/lib/passwords.js';
import { RATE_LIMITS } from '../../src/shared/limits.js';
import { AUTH_TEXTS } from '../../src/shared/texts.js';
import { outboxMails } from '../support/mail.js';
import { newMember } from '../support/members.js';
import { errorOf, setupTestApp, TestClient } from '../support/test-app.js';

// What a stranger can do to the accounts of others without knowing a password: forge the
// address the limits count, fill the line of password work, use up the owner's reset
// links, or read a link's token in the server's logs (docs/product.md, Sign-in limits).

const logLines: string[] = [];
// One load balancer in front, as in the README's deployment shape.
const t = setupTestApp({ TRUST_PROXY: 'true' }, { logStream: { write: (line) => logLines.push(line) } });
let counter = 0;
const uniqueEmail = () => `abuse${++counter}-${Date.now()}@example.test`;

/** Holds every password slot until `release` is called: password work waits in line meanwhile. */
function holdPasswordSlots() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const slots = Array.from({ length: PASSWORD_SLOTS }, () => passwordWork.run(() => held));
  return {
    release: async () => {
      release();
      await Promise.allSettled(slots);
    },
  };
}

describe('client addresses behind the load balancer', () => {
  it('counts the address the load balancer saw, whatever the client wrote before it', async () => {
    // Sign-up allows 10 per 10 minutes per address. Every request claims another address
    // in front; the load balancer appended the real one (10.9.9.9) last.
    const browser = new TestClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await browser.post(
        '/api/auth/sign-up',
        { email: uniqueEmail(), password: 'correct horse battery' },
        { headers: { 'x-forwarded-for': `203.0.113.${i + 1}, 10.9.9.9` } },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);

    // Another client behind the same load balancer has its own allowance.
    const other = await browser.post(
      '/api/auth/sign-up',
      { email: uniqueEmail(), password: 'correct horse battery' },
      { headers: { 'x-forwarded-for': '10.9.9.10' } },
    );
    expect(other.statusCode).toBe(201);
  });
});

describe('password work', () => {
  it('refuses a reset link that is not open without waiting for a password slot', async () => {
    const slots = holdPasswordSlots();
    try {
      // Answered while every slot is held: the link is checked before any hashing.
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          new TestClient(t.app).post('/api/auth/reset-password', {
            token: `not-a-real-token-${i}-${'x'.repeat(20)}`,
            password: 'aaaaaaaa',
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(400));
      expect(errorOf(answers[0]!).message).toBe(AUTH_TEXTS.resetLinkInvalid);
      expect(passwordWork.waiting).toBe(0);
    } finally {
      await slots.release();
    }
  });

  it('answers 503 with Retry-After once the line is full, and serves again when it moves', async () => {
    const slots = holdPasswordSlots();
    const browser = new TestClient(t.app);
    await browser.get('/api/auth/session');
    const signIns = Array.from({ length: PASSWORD_LINE_MAX + 5 }, (_, i) =>
      browser.post(
        '/api/auth/sign-in',
        { email: `nobody${i}@example.test`, password: 'wrong password' },
        // Spread over addresses, so the per-address limit is not what refuses them.
        { headers: { 'x-forwarded-for': `10.8.${i >> 8}.${i & 255}` } },
      ),
    );
    let answered = 0;
    for (const signIn of signIns) void signIn.then(() => answered++);
    // The first PASSWORD_LINE_MAX wait in line; the rest are refused at once.
    await expect.poll(() => passwordWork.waiting, { timeout: 20_000 }).toBe(PASSWORD_LINE_MAX);
    await expect.poll(() => answered, { timeout: 20_000 }).toBe(5);
    await slots.release();
    const answers = await Promise.all(signIns);
    const refused = answers.filter((answer) => answer.statusCode === 503);
    expect(refused.length).toBe(5);
    expect(errorOf(refused[0]!)).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: AUTH_TEXTS.busy });
    expect(refused[0]!.headers['retry-after']).toBe('5');
    expect(answers.filter((answer) => answer.statusCode === 401).length).toBe(PASSWORD_LINE_MAX);
  });
  it("sign-ins and sign-ups refused because the line is full use up none of the member's attempts", async () => {
    const { email } = await newMember(t, 'busy');
    const owner = new TestClient(t.app);
    const newcomer = new TestClient(t.app);
    const signUp = () =>
      newcomer.post('/api/auth/sign-up', { email: uniqueEmail(), password: 'correct horse battery' });
    const slots = holdPasswordSlots();
    let fill: Promise<unknown>[] = [];
    try {
      fill = Array.from({ length: PASSWORD_LINE_MAX }, () => passwordWork.run(async () => {}));
      // More tries than each limit allows, each answered 503 as Retry-After asks.
      for (let i = 0; i < RATE_LIMITS.signIn.max + 1; i++) {
        const refused = await owner.post('/api/auth/sign-in', { email, password: 'member-password-1' });
        expect(refused.statusCode).toBe(503);
      }
      for (let i = 0; i < RATE_LIMITS.signUp.max + 1; i++) expect((await signUp()).statusCode).toBe(503);
    } finally {
      await slots.release();
      await Promise.allSettled(fill);
    }
    expect((await owner.post('/api/auth/sign-in', { email, password: 'member-password-1' })).statusCode).toBe(
      200,
    );
    expect((await signUp()).statusCode).toBe(201);
  });
});

describe('emailed links', () => {
  it('asking for confirmation links does not use up the reset links of a confirmed account', async () => {
    const email = uniqueEmail();
    const owner = new TestClient(t.app);
    expect(
      (await owner.post('/api/auth/sign-up', { email, password: 'correct horse battery' })).statusCode,
    ).toBe(201);
    await t.db
      .updateTable('users')
      .set({ email_confirmed_at: new Date() })
      .where('email', '=', email)
      .execute();

    const stranger = new TestClient(t.app);
    for (let i = 0; i < 3; i++)
      expect((await stranger.post('/api/auth/resend-confirmation', { email })).statusCode).toBe(200);
    expect((await stranger.post('/api/auth/resend-confirmation', { email })).statusCode).toBe(429);

    expect((await owner.post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const resets = (await outboxMails(t.app)).filter(
      (mail) => mail.to === email && /reset/i.test(mail.subject),
    );
    expect(resets).toHaveLength(1);
  });

  it('lets one address ask for links to at most 20 emails in 10 minutes', async () => {
    const sender = new TestClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await sender.post('/api/auth/forgot-password', { email: uniqueEmail() })).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
  });

  it('keeps the tokens of emailed links out of the logs', async () => {
    const secret = `secret${Date.now()}${'z'.repeat(30)}`;
    await new TestClient(t.app).get(`/api/auth/confirm-email?utm_source=mail&token=${secret}`);
    const lines = logLines.filter((line) => line.includes('/api/auth/confirm-email'));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.some((line) => line.includes('token=[hidden]'))).toBe(true);
    expect(logLines.some((line) => line.includes(secret))).toBe(false);
  });
});
