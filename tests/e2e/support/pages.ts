import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { AUTH_TEXTS } from '../../../src/shared/texts.js';
import { type Member, signIn } from './members.js';
import type { Site } from './site.js';

// Page helpers shared by the browser tests.

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 800 };

export type PageOptions = BrowserContextOptions & {
  /** Signed in as this member (./members.ts) from the first request on. */
  as?: Pick<Member, 'id'>;
  /** How long goto and reload wait after the app has taken the page over (0 unless told). */
  settleMs?: number;
};

/**
 * A page in a fresh browser context (its own cookies), 1280 px wide unless told otherwise.
 * Pages arrive server-rendered (docs/decisions/0006), so goto and reload return once the
 * app has taken the page over (<html data-ready>): before that a page shows but does not
 * answer. With scripts off, they return as soon as the page has loaded.
 */
export async function openPage(site: Site, options: PageOptions = {}): Promise<Page> {
  const { as, settleMs = 0, ...contextOptions } = options;
  const context = await site.newContext({ viewport: DESKTOP, ...contextOptions });
  if (as) await signIn(context, site, as);
  const page = await context.newPage();
  if (contextOptions.javaScriptEnabled === false) return page;
  const ready = async <T>(response: T) => {
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    if (settleMs) await page.waitForTimeout(settleMs);
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => ready(await goto(...args));
  page.reload = async (...args) => ready(await reload(...args));
  return page;
}

/**
 * Waits until `locator` shows (15 s unless told otherwise): any element it matches, as
 * a page's words are often a toast's too ('Profile not found'). Asked of one element
 * only, Playwright refuses while both are there, and the wait ran until the toast left.
 */
export async function visible(locator: Locator, timeout = 15_000) {
  // Polled, not `waitFor`: Playwright's own wait can stall on a page behind another.
  await expect.poll(() => locator.filter({ visible: true }).count(), { timeout }).toBeGreaterThan(0);
}

/** The first element with this text: the whole text for a string (unless `exact` is false), a match for a RegExp. */
export const text = (page: Page, value: string | RegExp, exact = typeof value === 'string') =>
  page.getByText(value, { exact }).first();

/** Waits until the page's path is `path`. */
export async function atPath(page: Page, path: string, timeout = 15_000) {
  await expect.poll(() => new URL(page.url()).pathname, { timeout }).toBe(path);
}

/**
 * Every console error and uncaught exception of the page from now on (React reports
 * hydration mismatches as errors), and warnings too when asked.
 */
export function collectErrors(page: Page, options: { warnings?: boolean } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || (options.warnings && message.type() === 'warning'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Fills the sign-in form on /auth and submits it. */
export async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs out with the header's button and waits until the header offers Sign In. */
/**
 * Signs out through the header and waits for the server's answer: the page forgets the
 * member at once, so 'Sign In' shows before the session is gone; the toast comes after.
 */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await visible(page.getByRole('link', { name: 'Sign In' }).first());
  await visible(page.getByText(AUTH_TEXTS.signOutSuccess));
}

/** The profile wizard on /onboarding without detours: a role, a name, done; lands on /dashboard. */
export async function completeWizard(
  page: Page,
  profile: { role?: string; firstName: string; lastName: string },
) {
  await page.getByText(profile.role ?? 'Model', { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('First name').fill(profile.firstName);
  await page.getByLabel('Last name').fill(profile.lastName);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await atPath(page, '/dashboard');
}
