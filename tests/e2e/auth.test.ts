import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { startMailCatcher } from './support/mail-catcher.js';
import { type RunningServer, removeDataDir, startServer } from './support/server.js';

let browser: Browser;
let server: RunningServer;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startServer({ SMTP_URL: mail.url });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mail?.close();
  if (server) removeDataDir(server.dataDir);
});

async function freshPage() {
  await context?.close();
  context = await browser.newContext({ baseURL: server.url });
  page = await context.newPage();
  return page;
}

async function fillCredentials(email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

async function signUp(email: string, password: string) {
  await page.goto('/auth?mode=sign-up');
  await fillCredentials(email, password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect
    .poll(() => page.getByText('Check your email for the confirmation link!').first().isVisible())
    .toBe(true);
}

async function signIn(email: string, password: string) {
  await fillCredentials(email, password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe('accounts in the browser', () => {
  it('signs up, confirms by email, signs in, signs out, and guards the dashboard', async () => {
    await freshPage();
    const email = 'newcomer@example.test';
    const password = 'my-new-password';
    await signUp(email, password);

    // Signing in before confirming explains what to do and offers a new link.
    await page.goto('/auth');
    await signIn(email, password);
    await expect
      .poll(() =>
        page
          .getByText(/confirm your email address first/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Resend confirmation email' }).click();

    const confirmation = await mail.waitFor(email, /confirm/i);
    await page.goto(confirmation.link);
    await expect.poll(() => page.url()).toContain('/auth?confirmed=1');
    await expect
      .poll(() => page.getByText('Your email is confirmed. You can sign in now.').isVisible())
      .toBe(true);

    await signIn(email, password);
    // No profile yet, so the wizard (docs/product.md, Sign-in and where it lands).
    await expect.poll(() => new URL(page.url()).pathname).toBe('/onboarding');
    await expect.poll(() => page.getByRole('button', { name: 'Sign Out' }).first().isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await expect.poll(() => page.getByRole('link', { name: 'Sign In' }).first().isVisible()).toBe(true);

    // The dashboard now sends the visitor to sign in, and back to the dashboard after.
    await page.goto('/dashboard');
    await expect.poll(() => page.url()).toContain('/auth?next=%2Fdashboard');
    await signIn(email, password);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
  });

  it("shows the product's texts for a wrong password and an email that is taken", async () => {
    await freshPage();
    await signUp('taken@example.test', 'first-password');
    await page.goto('/auth?mode=sign-up');
    await fillCredentials('taken@example.test', 'second-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect
      .poll(() =>
        page.getByText('This email is already registered. Please sign in instead.').first().isVisible(),
      )
      .toBe(true);

    await page.goto('/auth');
    await signIn('taken@example.test', 'wrong-password');
    await expect
      .poll(() => page.getByText('Invalid email or password. Please try again.').first().isVisible())
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/auth');
  });

  it('resets a forgotten password end to end', async () => {
    await freshPage();
    const email = 'forgetful@example.test';
    await signUp(email, 'old-password-1');
    await page.goto((await mail.waitFor(email, /confirm/i)).link);

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect
      .poll(() =>
        page
          .getByText(/we sent a link to reset the password/i)
          .first()
          .isVisible(),
      )
      .toBe(true);

    const reset = await mail.waitFor(email, /reset/i);
    await page.goto(reset.link);
    await page.getByLabel('New password', { exact: true }).fill('new-password-2');
    await page.getByLabel('Confirm new password').fill('new-password-2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect
      .poll(() =>
        page
          .getByText(/your password has been changed/i)
          .first()
          .isVisible(),
      )
      .toBe(true);

    await page.goto('/auth');
    await signIn(email, 'old-password-1');
    await expect
      .poll(() => page.getByText('Invalid email or password. Please try again.').first().isVisible())
      .toBe(true);
    await signIn(email, 'new-password-2');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/onboarding');
  });

  it('toggles password visibility and says Signing In... while submitting', async () => {
    await freshPage();
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
    await expect.poll(() => busy.isVisible()).toBe(true);
    expect(await busy.isDisabled()).toBe(true);
  });
});

describe('not found, and accessibility', () => {
  it('shows the not-found page for an unknown path, and logs the 404', async () => {
    await freshPage();
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto('/no/such/page');
    await expect.poll(() => page.getByText('Oops! Page not found').isVisible()).toBe(true);
    expect(await page.getByText('404', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(logged.some((line) => line.includes('404') && line.includes('/no/such/page'))).toBe(true);
  });

  it('has no serious or critical axe violations on /auth and the not-found page', async () => {
    await freshPage();
    for (const path of ['/auth', '/auth?mode=sign-up', '/no/such/page']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});
