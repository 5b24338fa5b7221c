import { afterAll, describe, expect, it } from 'vitest';
import { pathOf } from '../support/mail.js';
import { startMailCatcher } from '../support/mail-catcher.js';
import { setupTestApp, TestClient } from '../support/test-app.js';

// In production the session and CSRF cookies are Secure (HTTPS only), the dev mailbox
// does not exist and mail goes to the SMTP server (production does not start without one).
const mail = await startMailCatcher();
afterAll(() => mail.close());
const t = setupTestApp({
  NODE_ENV: 'production',
  AUTH_SECRET: 'p'.repeat(40),
  PUBLIC_URL: 'https://frameline.example',
  SMTP_URL: mail.url,
});

describe('production', () => {
  it('marks the session and CSRF cookies Secure, and has no dev mailbox', async () => {
    const client = new TestClient(t.app);
    const session = await client.get('/api/auth/session');
    expect(String(session.headers['set-cookie'])).toMatch(/fl_csrf=[^;]+;.*Secure/i);

    await client.post('/api/auth/sign-up', { email: 'prod@example.test', password: 'prod-password-1' });
    await t.app.jobs.runQueued();
    const confirmation = await mail.waitFor('prod@example.test', /confirm/i);
    expect(confirmation.link.startsWith('https://frameline.example/')).toBe(true);
    await client.get(pathOf(confirmation.link));
    const signIn = await client.post('/api/auth/sign-in', {
      email: 'prod@example.test',
      password: 'prod-password-1',
    });
    const cookie = String(signIn.headers['set-cookie']);
    expect(cookie).toMatch(/fl_session=[^;]+;.*HttpOnly/i);
    expect(cookie).toMatch(/fl_session=[^;]+;.*Secure/i);
    expect(cookie).toMatch(/fl_session=[^;]+;.*SameSite=Lax/i);

    expect((await t.app.inject('/dev/mailbox')).statusCode).not.toBe(200);
    expect((await t.app.inject('/dev/mailbox.json')).statusCode).not.toBe(200);
  });
});
