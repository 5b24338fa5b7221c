import { describe, expect, it } from 'vitest';
import { newMember, startSession } from './support/members.js';
import { atPath, openPage, signInWithForm, signOut, visible } from './support/pages.js';
import { setupSite } from './support/site.js';

// The server as deployed (NODE_ENV=production): its cookies are Secure and their names
// start with `__Host-` (docs/decisions/0027), and the web app signs in, writes and signs
// out with them. Chromium keeps Secure cookies for http://localhost as it does on HTTPS.
const site = setupSite({ mail: true, env: { NODE_ENV: 'production' } });

describe('the web app in production', () => {
  it('signs in and out with __Host- cookies, and a cookie of the plain name is no session', async () => {
    const member = await newMember(site, { profile: {} });
    const page = await openPage(site);
    const cookies = async () =>
      Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie]));

    // Signing in is a write: the app found the CSRF token under its __Host- name.
    await page.goto('/auth');
    await signInWithForm(page, member.email, member.password);
    await atPath(page, '/dashboard');
    const signedIn = await cookies();
    expect(Object.keys(signedIn).sort()).toEqual(['__Host-fl_csrf', '__Host-fl_device', '__Host-fl_session']);
    expect(signedIn['__Host-fl_session']).toMatchObject({ secure: true, httpOnly: true, path: '/' });
    expect(signedIn['__Host-fl_csrf']).toMatchObject({ secure: true, httpOnly: false, path: '/' });
    expect(signedIn['__Host-fl_device']).toMatchObject({ secure: true, httpOnly: true, path: '/' });

    // The page forgets the member before the server answers; the session cookie goes with
    // the answer, the browser's own stays (it names the browser, not the session).
    await signOut(page);
    await expect
      .poll(async () => Object.keys(await cookies()).sort())
      .toEqual(['__Host-fl_csrf', '__Host-fl_device']);

    // A session token under the plain name (what a neighbouring subdomain could plant) is
    // not read: the dashboard sends the visitor to sign in.
    const planted = await startSession(site, member);
    await page.context().addCookies([{ name: 'fl_session', value: planted, url: site.server.url }]);
    await page.goto('/dashboard');
    await expect.poll(() => page.url()).toContain('/auth?next=%2Fdashboard');
    await visible(page.getByRole('button', { name: 'Sign In', exact: true }));
  });
});
