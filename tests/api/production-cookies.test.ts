import { describe, expect, it } from 'vitest';
import { lastMailTo, pathOf } from '../support/mail.js';
import { setupTestApp, TestClient } from '../support/test-app.js';

// In production the session and CSRF cookies are Secure (HTTPS only) and the dev mailbox
// does not exist. Mail goes to the outbox here only because no SMTP_URL is set.
const t = setupTestApp({ NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(40) });

describe('production', () => {
  it('marks the session and CSRF cookies Secure, and has no dev mailbox', async () => {
    const client = new TestClient(t.app);
    const session = await client.get('/api/auth/session');
    expect(String(session.headers['set-cookie'])).toMatch(/fl_csrf=[^;]+;.*Secure/i);

    await client.post('/api/auth/sign-up', { email: 'prod@example.test', password: 'prod-password-1' });
    await client.get(pathOf((await lastMailTo(t.app, 'prod@example.test')).link));
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
