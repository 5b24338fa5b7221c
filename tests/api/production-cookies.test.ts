import { afterAll, describe, expect, it } from 'vitest';
import { pathOf } from '../support/mail.js';
import { startMailCatcher } from '../support/mail-catcher.js';
import { signedInMember } from '../support/members.js';
import { setupTestApp, TestClient } from '../support/test-app.js';

// In production the session and CSRF cookies are Secure (HTTPS only) and named __Host-
// (docs/decisions/0027), the dev mailbox does not exist and mail goes to the SMTP server
// (production does not start without one).
const mail = await startMailCatcher();
afterAll(() => mail.close());
const t = setupTestApp({
  NODE_ENV: 'production',
  AUTH_SECRET: 'p'.repeat(40),
  PUBLIC_URL: 'https://frameline.example',
  SMTP_URL: mail.url,
});

describe('production', () => {
  it('names the session, CSRF and device cookies __Host- and marks them Secure, and has no dev mailbox', async () => {
    const client = new TestClient(t.app);
    expect(client.cookieNames).toEqual({
      session: '__Host-fl_session',
      csrf: '__Host-fl_csrf',
      device: '__Host-fl_device',
    });
    const session = await client.get('/api/auth/session');
    // __Host-: Secure, Path=/ and no Domain, or a browser refuses to keep it.
    const csrfCookie = String(session.headers['set-cookie']);
    expect(csrfCookie).toMatch(/^__Host-fl_csrf=[^;]+;/);
    expect(csrfCookie).toMatch(/; Path=\/(;|$)/);
    expect(csrfCookie).toMatch(/; Secure/i);
    expect(csrfCookie).not.toMatch(/Domain=/i);

    await client.post('/api/auth/sign-up', { email: 'prod@example.test', password: 'prod-password-1' });
    await t.app.jobs.runQueued();
    const confirmation = await mail.waitFor('prod@example.test', /confirm/i);
    expect(confirmation.link.startsWith('https://frameline.example/')).toBe(true);
    await client.get(pathOf(confirmation.link));
    const signIn = await client.post('/api/auth/sign-in', {
      email: 'prod@example.test',
      password: 'prod-password-1',
    });
    const setCookies = [signIn.headers['set-cookie'] ?? []].flat().map(String);
    expect(setCookies.map((cookie) => cookie.split('=')[0])).toEqual([
      '__Host-fl_session',
      '__Host-fl_device',
    ]);
    for (const cookie of setCookies) {
      expect(cookie).toMatch(/; Path=\/(;|$)/);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
      expect(cookie).not.toMatch(/Domain=/i);
    }
    expect((await client.get('/api/auth/session')).json().user.email).toBe('prod@example.test');

    expect((await t.app.inject('/dev/mailbox')).statusCode).not.toBe(200);
    expect((await t.app.inject('/dev/mailbox.json')).statusCode).not.toBe(200);
  });

  it('reads no session and no CSRF token from cookies of the plain names (as another subdomain could set)', async () => {
    const member = await signedInMember(t);
    const token = member.client.sessionToken!;
    const planted = new TestClient(t.app);
    planted.cookies.set('fl_session', token);
    expect((await planted.get('/api/auth/session')).json().user).toBeNull();
    // The same token under the __Host- name is the member's session.
    const kept = new TestClient(t.app);
    kept.cookies.set('__Host-fl_session', token);
    expect((await kept.get('/api/auth/session')).json().user.id).toBe(member.id);

    // A CSRF token the page could not have been given by this host does not pass.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: `__Host-fl_session=${token}; fl_csrf=planted`, 'x-csrf-token': 'planted' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('CSRF_FAILED');
    expect((await kept.get('/api/auth/session')).json().user.id).toBe(member.id);
  });
});
