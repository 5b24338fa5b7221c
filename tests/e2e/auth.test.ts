import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createBooking } from '../../src/server/db/seed/factories.js';
import { seriousViolations } from './support/axe.js';
import { newMember } from './support/members.js';
import { atPath, DESKTOP, openPage, PHONE, signInWithForm, signOut, text, visible } from './support/pages.js';
import { setupSite } from './support/site.js';

// Signing up, in and out, and a forgotten password, through the forms and a real SMTP
// listener. The one full sign-up-by-email journey is here; every other browser test
// starts from a member made by ./support/members.ts.

const site = setupSite({ mail: true });

async function fillCredentials(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

async function signUp(page: Page, email: string, password: string) {
  await page.goto('/auth?mode=sign-up');
  await fillCredentials(page, email, password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await visible(text(page, 'Check your email for the confirmation link!'));
}

describe('accounts in the browser', () => {
  it('signs up, confirms by email, signs in, signs out, and guards the dashboard', async () => {
    const page = await openPage(site);
    const email = 'newcomer@example.test';
    const password = 'my-new-password';
    await signUp(page, email, password);

    // Signing in before confirming explains what to do and offers a new link.
    await page.goto('/auth');
    await signInWithForm(page, email, password);
    await visible(text(page, /confirm your email address first/i));
    await page.getByRole('button', { name: 'Resend confirmation email' }).click();

    const confirmation = await site.mail.waitFor(email, /confirm/i);
    await page.goto(confirmation.link);
    await expect.poll(() => page.url()).toContain('/auth?confirmed=1');
    await visible(page.getByText('Your email is confirmed. You can sign in now.'));

    await signInWithForm(page, email, password);
    // No profile yet, so the wizard (docs/product.md, Sign-in and where it lands).
    await atPath(page, '/onboarding');
    await visible(page.getByRole('button', { name: 'Sign Out' }).first());

    await signOut(page);

    // The dashboard now sends the visitor to sign in, and back to the dashboard after.
    await page.goto('/dashboard');
    await expect.poll(() => page.url()).toContain('/auth?next=%2Fdashboard');
    await signInWithForm(page, email, password);
    await atPath(page, '/dashboard');
  });

  it("shows the product's texts for a wrong password and an email that is taken", async () => {
    const page = await openPage(site);
    const taken = await newMember(site, { password: 'first-password' });
    await page.goto('/auth?mode=sign-up');
    await fillCredentials(page, taken.email, 'second-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await visible(text(page, 'This email is already registered. Please sign in instead.'));

    await page.goto('/auth');
    await signInWithForm(page, taken.email, 'wrong-password');
    await visible(text(page, 'Invalid email or password. Please try again.'));
    expect(new URL(page.url()).pathname).toBe('/auth');
  });

  it('resets a forgotten password end to end', async () => {
    const page = await openPage(site);
    const { email } = await newMember(site, { password: 'old-password-1' });

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // As a visitor does, type once the reset form is there: it replaces the sign-in form's
    // Email field, and a fill that lands on the outgoing field as it goes is lost.
    await visible(page.getByRole('heading', { name: 'Forgot your password?' }));
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await visible(text(page, /we sent a link to reset the password/i));

    const reset = await site.mail.waitFor(email, /reset/i);
    await page.goto(reset.link);
    await page.getByLabel('New password', { exact: true }).fill('new-password-2');
    await page.getByLabel('Confirm new password').fill('new-password-2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await visible(text(page, /your password has been changed/i));

    await page.goto('/auth');
    await signInWithForm(page, email, 'old-password-1');
    await visible(text(page, 'Invalid email or password. Please try again.'));
    await signInWithForm(page, email, 'new-password-2');
    await atPath(page, '/onboarding');
  });

  it('toggles password visibility and says Signing In... while submitting', async () => {
    const page = await openPage(site);
    await page.goto('/auth');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('visible-secret');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');

    await page.route('**/api/auth/sign-in', async (route) => {
      await new Promise((done) => setTimeout(done, 800));
      await route.continue();
    });
    await page.getByLabel('Email').fill('slow@example.test');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const busy = page.getByRole('button', { name: 'Signing In...' });
    await visible(busy);
    expect(await busy.isDisabled()).toBe(true);
  });

  it('Forgot password? is a step of its own: Back, or Back to sign in, returns to sign-in, and Back again leaves', async () => {
    const page = await openPage(site);
    await page.goto('/about');
    await page.goto('/auth');
    for (const leave of ['browser', 'link'] as const) {
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('mode')).toBe('forgot');
      if (leave === 'browser') await page.goBack();
      else
        await page
          .getByRole('button', { name: 'Back to sign in' })
          .or(page.getByRole('link', { name: 'Back to sign in' }))
          .click();
      await expect.poll(() => new URL(page.url()).searchParams.get('mode')).toBeNull();
      await visible(page.getByRole('button', { name: 'Sign In', exact: true }));
    }
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/about');
  });

  it('sends a form once though Enter is pressed again on the eye button while it is sending', async () => {
    const page = await openPage(site);
    await page.goto('/auth?mode=sign-up');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/auth/sign-up'))
        sent.push(request.url());
    });
    await page.route('**/api/auth/sign-up', async (route) => {
      await new Promise((done) => setTimeout(done, 500));
      await route.continue();
    });
    await page.getByLabel('Email').fill(`twice-${Date.now()}@example.test`);
    await page.getByLabel('Password', { exact: true }).fill('member-password-1');
    await page.getByRole('button', { name: 'Show password' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await visible(text(page, /check your email/i));
    expect(sent).toHaveLength(1);
    expect(await page.getByText('This email is already registered', { exact: false }).count()).toBe(0);
  });
});

describe('not found, and accessibility', () => {
  it('a session that ended, then another member signing in on the same tab: the page holds only the new member', async () => {
    const first = await newMember(site, {
      profile: { role: 'client', full_name: 'Kim Board', display_name: 'Kim Board', location: 'Lisbon' },
    });
    const password = 'second-member-password';
    const second = await newMember(site, {
      password,
      profile: { role: 'client', full_name: 'Nora North', display_name: 'Nora North', location: 'Oslo' },
    });
    const page = await openPage(site, { as: first });
    await page.goto('/dashboard?tab=settings');
    await visible(page.getByRole('heading', { level: 1, name: /Kim Board/ }));

    // The first member's session ends elsewhere; their next request (the tab's list, or
    // the live stream's, whichever asks first) finds it gone and the page asks to sign in.
    await site.db.deleteFrom('sessions').where('user_id', '=', first.id).execute();
    void page
      .getByRole('tab', { name: /^Bookings/ })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await atPath(page, '/auth', 30_000);
    await signInWithForm(page, second.email, password);
    await atPath(page, '/dashboard');
    await visible(page.getByRole('heading', { level: 1, name: /Nora North/ }));
    await page.getByRole('tab', { name: /^Settings/ }).click();
    await expect
      .poll(() => page.getByLabel('Display name', { exact: true }).inputValue(), { timeout: 15_000 })
      .toBe('Nora North');
    expect(await page.getByText('Kim Board').count()).toBe(0);
  });

  it('a session that cannot be read (the server away) is not taken for signed out: the page says so, and goes on once it answers', async () => {
    const member = await newMember(site, { profile: { role: 'client', display_name: 'Una Unreachable' } });
    const page = await openPage(site, { as: member });
    let away = true;
    await page.route('**/api/**', (route) =>
      away
        ? route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' })
        : route.continue(),
    );
    await page.goto('/dashboard?tab=bookings');
    await visible(page.getByRole('heading', { name: 'We could not reach Frameline' }));
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    // Nor does the header take the member for a visitor meanwhile.
    const banner = page.getByRole('banner');
    expect(await banner.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    expect(await banner.getByRole('link', { name: 'Join' }).count()).toBe(0);

    away = false;
    await visible(page.getByRole('heading', { level: 1, name: /Una Unreachable/ }), 20_000);
    expect(new URL(page.url()).search).toBe('?tab=bookings');
    await visible(banner.getByRole('button', { name: 'Sign Out' }));
  });

  it('on a phone, the small text controls of /auth answer taps on 44 x 44 px', async () => {
    const page = await openPage(site, { viewport: PHONE });
    await page.goto('/auth');
    for (const control of [
      page.getByRole('button', { name: 'Sign up', exact: true }),
      page.getByRole('link', { name: 'Forgot password?' }),
      page.getByRole('link', { name: 'Back to home' }),
    ]) {
      await visible(control);
      // A tap at the edge of a 44 px square centred on the control still reaches it.
      const reached = await control.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        return [
          [x, y - 21],
          [x, y + 21],
          [x - Math.max(box.width, 44) / 2 + 1, y],
        ].every(([px, py]) => {
          const hit = document.elementFromPoint(px!, py!);
          return hit === element || element.contains(hit);
        });
      });
      expect(reached, (await control.textContent()) ?? '').toBe(true);
    }
  });

  it('shows the not-found page for an unknown path, and logs the 404', async () => {
    const page = await openPage(site);
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto('/no/such/page');
    await visible(page.getByText('Oops! Page not found'));
    expect(await page.getByText('404', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await atPath(page, '/');
    expect(logged.some((line) => line.includes('404') && line.includes('/no/such/page'))).toBe(true);
  });

  it('has no serious or critical axe violations on /auth and the not-found page', async () => {
    const page = await openPage(site);
    for (const path of ['/auth', '/auth?mode=sign-up', '/no/such/page']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});

describe('password and sessions in Settings', () => {
  const IPHONE_SAFARI =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

  it('signs out the phone from the laptop by keyboard (the phone learns at once), then changes the password', async () => {
    const password = 'settings-password-1';
    const member = await newMember(site, { password, profile: { role: 'client' } });

    const phone = await openPage(site, {
      viewport: PHONE,
      userAgent: IPHONE_SAFARI,
      timezoneId: 'Asia/Tokyo',
    });
    await phone.goto('/auth');
    await signInWithForm(phone, member.email, password);
    await atPath(phone, '/dashboard');

    const page = await openPage(site, { timezoneId: 'America/New_York' });
    await page.goto('/auth');
    await signInWithForm(page, member.email, password);
    await atPath(page, '/dashboard');
    // The member hears of the laptop on the clock of the phone they used before it.
    const told = await site.mail.waitFor(member.email, /New sign-in/);
    expect(told.text).toMatch(/from Chrome on Linux on \w+ \d{2}, \d{4} at \d{2}:\d{2} Tokyo time:/);
    await page.goto('/dashboard?tab=settings');
    const card = page.getByRole('region', { name: 'Sign-in and security' });
    const sessions = card.getByRole('list', { name: 'Where you are signed in' });
    await visible(sessions.getByText('Safari on iPhone').first());
    const rows = sessions.getByRole('listitem');
    expect(await rows.count()).toBe(2);
    // This device first, named, with no button to sign itself out here.
    await expect.poll(() => rows.first().textContent()).toMatch(/^Chrome on Linux\s*This device/);
    expect(await rows.first().getByRole('button').count()).toBe(0);
    expect(await rows.nth(1).textContent()).toContain('Active in the last hour');

    const signOutPhone = card.getByRole('button', { name: 'Sign out Safari on iPhone' });
    await signOutPhone.focus();
    await page.keyboard.press('Enter');
    await visible(text(page, 'That session is signed out.'));
    await visible(card.getByText('You are not signed in anywhere else.'));
    expect(await rows.count()).toBe(1);
    // Nothing left to press in the list: the keyboard goes on from its heading.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Where you are signed in');
    // The phone's tab heard its session end and asks it to sign in again, without a reload.
    await expect.poll(() => phone.url(), { timeout: 15_000 }).toContain('/auth?next=%2Fdashboard');

    // A wrong current password is said on its field; a mismatch before anything is sent.
    await card.getByLabel('Current password').fill('not-my-password');
    await card.getByLabel('New password', { exact: true }).fill('settings-password-2');
    await card.getByLabel('Confirm new password').fill('settings-password-3');
    await card.getByRole('button', { name: 'Change password' }).click();
    await visible(card.getByText('The passwords do not match'));
    await card.getByLabel('Confirm new password').fill('settings-password-2');
    await card.getByRole('button', { name: 'Change password' }).click();
    await visible(card.getByText('That is not your current password.').first());
    await card.getByLabel('Current password').fill(password);
    await card.getByLabel('Current password').press('Enter');
    await visible(card.getByText('Your password is changed. Every other session is signed out.'));
    expect(await card.getByLabel('Current password').inputValue()).toBe('');
    expect(await card.getByLabel('New password', { exact: true }).inputValue()).toBe('');
    const notice = await site.mail.waitFor(member.email, /password was changed/);
    expect(new URL(notice.link).pathname + new URL(notice.link).search).toBe('/auth?mode=forgot');

    // Still signed in here, and the new password is the one that works.
    await signOut(page);
    await page.goto('/auth');
    await signInWithForm(page, member.email, password);
    await visible(text(page, 'Invalid email or password. Please try again.'));
    await signInWithForm(page, member.email, 'settings-password-2');
    await atPath(page, '/dashboard');

    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/dashboard?tab=settings');
      await visible(card.getByText('This device'));
      expect(await seriousViolations(page), `settings at ${viewport.width}`).toEqual([]);
    }
  });
});

describe('deleting an account in Settings', () => {
  it('asks for the password, refuses while a booking is open, then deletes and goes home signed out', async () => {
    const password = 'leaving-password-1';
    const pro = await newMember(site, {
      password,
      profile: { role: 'photographer', display_name: 'Leaving Lens' },
    });
    const client = await newMember(site, { profile: { role: 'client' } });
    const booking = await createBooking(site.db, {
      clientId: client.id,
      professionalId: pro.id,
      status: 'pending',
    });

    // A visitor's view of the profile, as the public page cache keeps it.
    const visitor = await openPage(site);
    expect((await visitor.goto(`/profile/${pro.id}`))?.status()).toBe(200);
    await visible(visitor.getByRole('heading', { name: 'Leaving Lens' }));

    const page = await openPage(site, { as: pro });
    await page.goto('/dashboard?tab=settings');
    const card = page.getByRole('region', { name: 'Delete account' });
    await card.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await visible(dialog);
    // Escape keeps the account.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await card.getByRole('button', { name: 'Delete account' }).click();
    await visible(dialog);
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await visible(dialog.getByText('That is not your current password.').first());
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await visible(
      dialog.getByText(
        'You have 1 open booking. Decline, cancel or complete it first, so the other side knows where they stand.',
      ),
    );

    await site.db.updateTable('bookings').set({ status: 'declined' }).where('id', '=', booking.id).execute();
    await dialog.getByLabel('Password', { exact: true }).press('Enter');
    await visible(text(page, 'Your account is deleted. Thank you for being part of Frameline.'));
    await atPath(page, '/');
    await visible(page.getByRole('link', { name: 'Sign In' }).first());
    await page.goto(`/profile/${pro.id}`);
    await visible(page.getByText('Profile not found'));
    // Gone from the cache at once too.
    expect((await visitor.goto(`/profile/${pro.id}`))?.status()).toBe(404);
    await visible(visitor.getByText('Profile not found'));
    await page.goto('/dashboard');
    await expect.poll(() => page.url()).toContain('/auth?next=%2Fdashboard');
  });
});

describe('changing the email in Settings', () => {
  it('sends the new address a link; opening it changes the email the member signs in with', async () => {
    const password = 'moving-password-1';
    const member = await newMember(site, { password, profile: { role: 'client' } });
    const newEmail = `moved-${Date.now()}@example.test`;
    const page = await openPage(site, { as: member });
    await page.goto('/dashboard?tab=settings');
    const card = page.getByRole('region', { name: 'Sign-in and security' });
    await visible(card.getByText(`You sign in with ${member.email}`));

    await card.getByLabel('New email').fill(newEmail);
    await card.getByLabel('Password', { exact: true }).fill(password);
    await card.getByRole('button', { name: 'Change email' }).click();
    await visible(
      card.getByText(`We sent a link to ${newEmail}. Your email changes once you open it there.`),
    );

    const mail = await site.mail.waitFor(newEmail, /Confirm your new Frameline email/);
    await page.goto(mail.link);
    await atPath(page, '/auth/email-change');
    await visible(page.getByRole('heading', { name: 'Email changed' }));
    await visible(page.getByText('Your email is changed. Sign in with the new one from now on.'));
    await page.getByRole('link', { name: 'Back to Settings' }).click();
    await visible(card.getByText(`You sign in with ${newEmail}`));
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/auth/email-change?result=taken');
      await visible(page.getByRole('heading', { name: 'Email not changed' }));
      expect(await seriousViolations(page), `email-change page at ${viewport.width}`).toEqual([]);
    }
  });
});

describe('downloading your data in Settings', () => {
  it('saves one JSON file of the member’s data, and says so', async () => {
    const member = await newMember(site, { profile: { role: 'photographer', display_name: 'Archive Lens' } });
    const page = await openPage(site, { as: member });
    await page.goto('/dashboard?tab=settings');
    const card = page.getByRole('region', { name: 'Your data' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download your data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^frameline-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(data.account.email).toBe(member.email);
    expect(data.profile.displayName).toBe('Archive Lens');
    await visible(text(page, `Your data is ready: ${download.suggestedFilename()}`));
  });
});

describe("the settings tab's 'On this page'", () => {
  /** Whether the element's top is inside the window (scrolled to, not just rendered). */
  const inView = (locator: ReturnType<Page['getByRole']>) =>
    locator.evaluate((element) => {
      const top = element.getBoundingClientRect().top;
      return top >= 0 && top < window.innerHeight;
    });

  it('leads to each card by keyboard with an address of its own; Back returns; a client has no professional cards', async () => {
    const member = await newMember(site, { profile: { role: 'photographer' } });
    const page = await openPage(site, { as: member });
    await page.goto('/dashboard?tab=settings');
    const nav = page.getByRole('navigation', { name: 'On this page' });
    await visible(nav);
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Profile Images',
      'Basic Information',
      'Professional Details',
      'Specialties and skills',
      'Availability',
      'Messages',
      'Calendar',
      'Sign-in and security',
      'Your data',
      'Delete account',
    ]);

    const marked = () => nav.locator('[aria-current="location"]').textContent();
    await expect.poll(marked).toBe('Profile Images');
    const yourData = page.getByRole('region', { name: 'Your data' });
    expect(await inView(yourData)).toBe(false);
    await nav.getByRole('link', { name: 'Your data' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).hash).toBe('#your-data');
    await expect.poll(() => inView(yourData)).toBe(true);
    await expect.poll(marked).toBe('Your data');
    // The next Tab goes on from the card reached, not from the link pressed.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Download your data');

    await page.goBack();
    await expect.poll(() => page.url()).toMatch(/\/dashboard\?tab=settings$/);

    const client = await newMember(site, { profile: { role: 'client' } });
    const clientPage = await openPage(site, { as: client });
    await clientPage.goto('/dashboard?tab=settings');
    await visible(clientPage.getByRole('navigation', { name: 'On this page' }));
    const clientLinks = await clientPage
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link')
      .allTextContents();
    expect(clientLinks).not.toContain('Availability');
    expect(clientLinks).not.toContain('Specialties and skills');
    expect(clientLinks).toContain('Sign-in and security');
  });

  it('opens at the card an address names, on a phone too', async () => {
    const member = await newMember(site, { profile: { role: 'client' } });
    const page = await openPage(site, { as: member, viewport: PHONE });
    await page.goto('/dashboard?tab=settings#delete-account');
    await expect.poll(() => inView(page.getByRole('region', { name: 'Delete account' }))).toBe(true);
    expect(await seriousViolations(page), 'settings with its sections at 375').toEqual([]);
  });
});
