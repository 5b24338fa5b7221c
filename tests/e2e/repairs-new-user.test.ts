import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { jpegFile } from './support/images.js';
import { demoMember, newMember } from './support/members.js';
import {
  atPath,
  completeWizard,
  DESKTOP,
  openPage,
  type PageOptions,
  PHONE,
  signInWithForm,
  text,
  visible,
} from './support/pages.js';
import { setupSite } from './support/site.js';

// Repairs found by a new user (the "Repairs" issue, items 13, 14 and 16), against the
// built server with the demo data.

const site = setupSite({ env: { SEED_DEMO: 'true' } });

const DEMO_PASSWORD = 'frameline-demo';
const AVA = 'ava.photographer@demo.frameline.test';
const SOFIA = 'sofia.model@demo.frameline.test';
const newPage = (options: PageOptions = {}) => openPage(site, options);

/** A page signed in as the demo member with this email. */
async function signedInPage(email: string, options: PageOptions = {}): Promise<Page> {
  return openPage(site, { as: await demoMember(site, email), ...options });
}

async function userIdOf(email: string): Promise<string> {
  return (await demoMember(site, email)).id;
}

/** The focused element as a reader would name it: 'input[email] Email', 'button Sign In'. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'body';
    const labelled = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null;
    const name = (element.getAttribute('aria-label') ?? labelled ?? element.textContent ?? '').trim();
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    const type = element instanceof HTMLInputElement ? `[${element.type}]` : '';
    const item = element.closest('article')?.querySelector('h3')?.textContent;
    return `${role}${type} ${name}${item ? ` in ${item}` : ''}`.trim();
  });
}

/**
 * Whether a dialog is gone, after asking for a frame: headless Chromium may draw none
 * until one is asked for, and a dialog leaves only when its closing animation has run.
 */
async function closedAfterFrame(dialog: Locator): Promise<boolean> {
  await dialog.page().evaluate(() => new Promise((done) => requestAnimationFrame(done)));
  return !(await dialog.isVisible());
}

/** Waits until the page's animations (a dialog opening) have run, asking for frames. */
async function settled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise((done) =>
            requestAnimationFrame(() =>
              done(document.getAnimations().every((a) => a.playState !== 'running')),
            ),
          ),
      ),
    )
    .toBe(true);
}

/** Presses Tab until `target` has the focus (at most `max` times). */
async function tabTo(page: Page, target: string | RegExp, max = 40) {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    seen.push(now);
    if (typeof target === 'string' ? now === target : target.test(now)) return;
  }
  throw new Error(`Tab never reached ${target}; focus went ${seen.join(' -> ')}`);
}

describe('repair 13: keyboard sign-in and focus that stays put', () => {
  it('tabs Email -> Password -> show/hide -> Sign In -> Forgot password?, and Enter in the password signs in', async () => {
    const page = await newPage();
    await page.goto('/auth');
    // The form shows once the session has answered (the page is not server-rendered).
    await visible(page.getByLabel('Email'));
    await tabTo(page, 'input[email] Email');
    await page.keyboard.type(AVA);
    const order: string[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      order.push(await focused(page));
    }
    expect(order).toEqual([
      'input[password] Password',
      'button Show password',
      'button Sign In',
      'a Forgot password?',
    ]);

    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('input[password] Password');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/dashboard');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('Enter on the show/hide button signs in too, never opening the forgot-password form', async () => {
    const page = await newPage({ viewport: PHONE });
    await page.goto('/auth');
    await visible(page.getByLabel('Email'));
    expect(await seriousViolations(page), '/auth at 375 px').toEqual([]);
    await tabTo(page, 'input[email] Email');
    await page.keyboard.type(AVA);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button Show password');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/dashboard');
    expect(page.url()).not.toContain('mode=forgot');
  });

  it('returns focus to the Delete button after Escape on the portfolio delete confirmation', async () => {
    const page = await signedInPage(AVA);
    await page.goto('/dashboard');
    await visible(page.getByRole('button', { name: 'View Portfolio' }));
    await tabTo(page, 'button View Portfolio', 60);
    await page.keyboard.press('Enter');
    const manager = page.getByRole('dialog', { name: 'Your Portfolio' });
    await visible(manager.getByRole('article').first());
    await tabTo(page, /^button Delete in /);
    const opener = await focused(page);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await visible(confirm.getByText('Are you sure you want to delete this portfolio item?'));
    await expect.poll(() => focused(page)).toBe('button Cancel');
    // As a person would: once the dialog has opened (a key pressed while it is still
    // being set up reaches the dialog below it).
    await settled(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => closedAfterFrame(confirm)).toBe(true);
    await expect.poll(() => focused(page)).toBe(opener);

    // Closing the manager returns to the button that opened it.
    await settled(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => closedAfterFrame(manager)).toBe(true);
    await expect.poll(() => focused(page)).toBe('button View Portfolio');
  });

  it('keeps focus on the availability switch after switching, on the overview and in settings', async () => {
    const page = await signedInPage(SOFIA);
    for (const path of ['/dashboard', '/dashboard?tab=settings']) {
      await page.goto(path);
      await visible(page.getByRole('switch', { name: 'Available for work' }));
      await tabTo(page, 'switch Available for work', 80);
      await page.keyboard.press('Space');
      await visible(text(page, 'Status updated to Unavailable'));
      await expect.poll(() => focused(page)).toBe('switch Available for work');
      await page.keyboard.press('Space');
      await visible(text(page, 'Status updated to Available'));
      await expect.poll(() => focused(page)).toBe('switch Available for work');
    }
  });
});

describe('repair 14: Connect and Book Now do not pretend', () => {
  const SUCCESS = ['Connection request sent!', 'Booking request initiated!'];

  async function noSuccessShown(page: Page) {
    const body = (await page.locator('body').textContent()) ?? '';
    for (const claim of SUCCESS) expect(body).not.toContain(claim);
  }

  it('a visitor is asked to sign in, with the way back to the profile', async () => {
    const id = await userIdOf(AVA);
    const page = await newPage();
    for (const [button, message] of [
      ['Connect', 'Please sign in to connect with professionals'],
      ['Book Now', 'Please sign in to book professionals'],
    ] as const) {
      await page.goto(`/profile/${id}`);
      await page.getByRole('button', { name: button }).click();
      await visible(text(page, message));
      await expect.poll(() => page.url()).toContain(`/auth?next=${encodeURIComponent(`/profile/${id}`)}`);
    }
  });

  it('the owner cannot connect with or book themselves', async () => {
    const page = await signedInPage(AVA);
    await page.goto(`/profile/${await userIdOf(AVA)}`);
    await page.getByRole('button', { name: 'Connect' }).click();
    await visible(text(page, 'You cannot connect with yourself'));
    await page.getByRole('button', { name: 'Book Now' }).click();
    await visible(text(page, 'You cannot book yourself'));
    await noSuccessShown(page);
  });

  it('another member gets the booking form with the professional chosen, nothing claims to be sent, and Connect opens the conversation', async () => {
    const page = await signedInPage(SOFIA);
    const avaId = await userIdOf(AVA);
    await page.goto(`/profile/${avaId}`);
    const card = page.getByRole('complementary', { name: 'Contact and rates' });

    await card.getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Booking' });
    await visible(dialog);
    await visible(dialog.getByText('Ava Chen', { exact: true }));
    await page.waitForTimeout(300);
    await noSuccessShown(page);
    expect(await seriousViolations(page), 'profile with the booking form').toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    await card.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => page.url()).toContain(`/dashboard?tab=messages&with=${avaId}`);

    // Cards on the search open the conversation too.
    await page.goto('/discover-talent');
    const connect = page.getByRole('link', { name: /^Connect with / }).first();
    await visible(connect);
    expect(await connect.getAttribute('href')).toMatch(/^\/dashboard\?tab=messages&with=[0-9a-f-]{36}$/);
    await noSuccessShown(page);
  });
});

describe('repair 16: smaller things a new user noticed', () => {
  it('(a) greets a new member with a welcome, and only a returning one with Welcome back', async () => {
    // A member who has just confirmed their email, where the link leads them.
    const { email, password } = await newMember(site);
    const page = await newPage();
    await page.goto('/auth?confirmed=1');
    await visible(page.getByRole('heading', { level: 1, name: 'Welcome to Frameline' }));
    await signInWithForm(page, email, password);
    await atPath(page, '/onboarding');
    await visible(text(page, 'Welcome to Frameline!'));
    expect(await page.getByText('Welcome back!').count()).toBe(0);

    await completeWizard(page, { firstName: 'Nora', lastName: 'Quist' });
    await visible(page.getByRole('heading', { level: 1, name: 'Welcome to Frameline, Nora Quist' }));
    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name: 'Welcome to Frameline, Nora Quist' }));

    // Signed out and in again: now they are back.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.goto('/auth');
    await visible(page.getByRole('heading', { level: 1, name: 'Welcome back' }));
    await signInWithForm(page, email, password);
    await visible(text(page, 'Welcome back!'));
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/dashboard');
    await visible(page.getByRole('heading', { level: 1, name: 'Welcome back, Nora Quist' }));
  });

  it('(b) the wizard counts completed steps and keeps what was typed when left; (e) it asks for a day rate', async () => {
    const page = await newPage({ as: await newMember(site) });
    await page.goto('/onboarding');
    const progress = page.getByRole('progressbar', { name: 'Profile setup progress' });

    await visible(text(page, 'Step 1 of 3'));
    await visible(text(page, '0% complete'));
    expect(await progress.getAttribute('aria-valuenow')).toBe('0');
    await page.getByText('Photographer', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    await visible(text(page, 'Step 2 of 3'));
    await visible(text(page, '33% complete'));
    await page.getByLabel('First name').fill('Ines');
    await page.getByLabel('Last name').fill('Moreau');
    await page.getByLabel('Bio').fill('Light, then everything else.');
    await page.getByRole('button', { name: 'Next' }).click();

    await visible(text(page, 'Step 3 of 3'));
    await visible(text(page, '67% complete'));
    expect(await page.getByText('100% complete').count()).toBe(0);
    await page.getByLabel('Day rate (USD)').fill('900');
    await page.getByLabel('Hourly rate (USD)').fill('140');
    expect(await seriousViolations(page), 'wizard step 3 with a day rate').toEqual([]);

    // Leave for another page, and come back: the wizard is where it was.
    await page.goto('/discover-talent');
    await page.goto('/onboarding');
    await visible(text(page, 'Step 3 of 3'));
    expect(await page.getByLabel('Day rate (USD)').inputValue()).toBe('900');
    expect(await page.getByLabel('Hourly rate (USD)').inputValue()).toBe('140');
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByLabel('First name').inputValue()).toBe('Ines');
    expect(await page.getByLabel('Bio').inputValue()).toBe('Light, then everything else.');
    await page.getByRole('button', { name: 'Next' }).click();

    // A day rate below 0 is refused with the shared rule.
    await page.getByLabel('Day rate (USD)').fill('-1');
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await visible(text(page, 'Rates cannot be negative'));
    await page.getByLabel('Day rate (USD)').fill('900');
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/dashboard');

    // The draft is gone once the profile exists.
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('wizard'))),
    ).toEqual([]);

    // The day rate is saved: the public profile shows it, and 'Edit Your Profile' edits it.
    const href = await page.getByRole('link', { name: 'View public profile' }).getAttribute('href');
    await page.goto(href!);
    await visible(text(page, '$900/day'));
    await page.goto('/onboarding');
    await visible(page.getByRole('heading', { name: 'Edit Your Profile' }));
    expect(await page.getByLabel('Day rate (USD)').inputValue()).toBe('900');
    await page.getByLabel('Day rate (USD)').fill('');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/dashboard');
    await page.goto(href!);
    await visible(text(page, '$140/hour'));
    expect(await page.getByText('$900/day').count()).toBe(0);
  });

  it('(c) Back to Discovery returns to the search the visitor came from, else to /discover-talent', async () => {
    const page = await newPage();
    const search = '/discover-talent?role=photographer&sort=rating';
    await page.goto(search);
    await page
      .getByRole('link', { name: /^View Profile/ })
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/profile\//);
    const back = page.getByRole('link', { name: 'Back to Discovery' });
    await visible(back);
    await back.click();
    await expect.poll(() => page.url()).toBe(site.server.url + search);

    // Opened straight (a shared link): the link leads to the search page itself.
    const direct = await newPage();
    await direct.goto(`/profile/${await userIdOf(AVA)}`);
    await direct.getByRole('link', { name: 'Back to Discovery' }).click();
    await expect.poll(() => new URL(direct.url()).pathname).toBe('/discover-talent');

    // Without scripts it is a plain link to the search.
    const still = await (await site.newContext({ javaScriptEnabled: false })).newPage();
    await still.goto(`/profile/${await userIdOf(AVA)}`);
    expect(await still.getByRole('link', { name: 'Back to Discovery' }).getAttribute('href')).toBe(
      '/discover-talent',
    );
  });

  it('(d) the portfolio upload hides the native file control but keeps it reachable by keyboard and name', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await signedInPage(AVA, { viewport });
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Upload Work' }).click();
      const manager = page.getByRole('dialog', { name: 'Your Portfolio' });
      await visible(manager.getByText('Upload New Work'));
      const input = manager.getByLabel('Image', { exact: true });
      // Focus starts on the file control, which is named and described but not drawn.
      await expect.poll(() => focused(page)).toBe('input[file] Image');
      const box = await input.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(1);
      expect(box!.height).toBeLessThanOrEqual(1);
      await visible(manager.getByText('Choose an image'));
      await input.setInputFiles(await jpegFile('night.jpg', 400, 500, '#222'));
      await visible(manager.getByText('night.jpg'));
      expect(await seriousViolations(page), `upload form at ${viewport.width} px`).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });

  it('(f) the landing figures say nothing untrue about verification', async () => {
    const page = await newPage();
    await page.goto('/');
    const figures = page.locator('dl').filter({ hasText: 'Creative roles' });
    await figures.scrollIntoViewIfNeeded();
    await visible(figures);
    const shown = (await figures.textContent()) ?? '';
    expect(shown).not.toContain('100%');
    expect(shown).not.toContain('Verified');
    expect(shown).toContain('Creative roles');
  });

  it('(g) what a visitor types before the scripts take the page over is kept', async () => {
    const context = await site.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    let release = () => {};
    const scriptsHeld = new Promise<void>((done) => {
      release = done;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/discover-talent', { waitUntil: 'commit' });
    const minimum = page.getByLabel(/^Minimum rate/);
    const search = page.getByLabel('Search', { exact: true });
    await minimum.waitFor();
    const date = page.getByLabel('Available on');
    await search.fill('light');
    await minimum.fill('500');
    await date.fill('2031-03-14');
    expect(await page.locator('html[data-ready]').count()).toBe(0);

    release();
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await page.getByLabel(/^Maximum rate/).fill('5000');
    await expect.poll(() => new URL(page.url()).searchParams.get('maxRate')).toBe('5000');
    expect(await minimum.inputValue()).toBe('500');
    expect(await search.inputValue()).toBe('light');
    expect(await date.inputValue()).toBe('2031-03-14');
    const params = new URL(page.url()).searchParams;
    expect(params.get('minRate')).toBe('500');
    expect(params.get('q')).toBe('light');
    expect(params.get('availableOn')).toBe('2031-03-14');
  });
});
