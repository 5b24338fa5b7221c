import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentTitle, PAGE_META } from '../../src/shared/page-meta.js';
import { MARKETING_TEXTS } from '../../src/shared/schemas/marketing.js';
import { seriousViolations } from './support/axe.js';
import { apiAs, type Member, newMember } from './support/members.js';
import { openPage } from './support/pages.js';
import { screenshotFullPage } from './support/screenshot.js';
import { setupSite } from './support/site.js';

// The information pages (docs/product.md, Information pages; Nothing pretends): each
// renders its own h1 and content with its title and description, fits a phone, passes
// axe; the contact form and newsletter box store what they are sent.

const ADMIN_EMAIL = 'boss@example.test';
const SHOTS = resolve(import.meta.dirname, '../../.shots/e2e');

/** Each route, its h1, and a piece of content only that page has. */
const ROUTES = [
  {
    path: '/book-projects',
    h1: 'Book creative talent for your next project',
    text: 'Spring lookbook for a sustainable label',
  },
  {
    path: '/portfolio-builder',
    h1: 'A portfolio that gets you booked',
    text: 'Four layouts, one for every discipline',
  },
  { path: '/verification', h1: 'Trust you can see at a glance', text: 'Portfolio authentication' },
  {
    path: '/success-stories',
    h1: 'Work that started with one message',
    text: 'A launch film crewed in 48 hours',
  },
  { path: '/blog', h1: 'The Creative Blog', text: 'The new rules of the creative day rate' },
  { path: '/creative-blog', h1: 'The Creative Blog', text: 'The new rules of the creative day rate' },
  { path: '/industry-reports', h1: 'Industry reports', text: 'Creative Economy Report 2026' },
  { path: '/about', h1: 'We build the network creative people deserve', text: 'Creatives first' },
  { path: '/help-center', h1: 'How can we help?', text: 'Bookings and payments' },
  { path: '/contact', h1: 'Get in touch', text: 'Contact information' },
  { path: '/careers', h1: 'Help creative people get booked', text: 'Trust and Safety Specialist' },
  { path: '/press-kit', h1: 'Frameline for press and partners', text: 'The team behind Frameline' },
  { path: '/privacy-policy', h1: 'Privacy policy', text: 'Last updated: December 07, 2026' },
  { path: '/terms-of-service', h1: 'Terms of service', text: 'Bookings between members' },
  { path: '/cookie-policy', h1: 'Cookie policy', text: '__Host-fl_device' },
] as const;

const site = setupSite({ env: { ADMIN_EMAIL } });
let page: Page;

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

/** A page in a fresh context (signed in as `as` when given); the previous one is closed. */
async function freshPage(viewport = { width: 1280, height: 900 }, as?: Member) {
  await page?.context().close();
  page = await openPage(site, { viewport, as });
  return page;
}

/**
 * Opens an information page and waits until it has settled: its network quiet, or, where
 * only the app's start matters (the walk of every page), the app started.
 */
async function open(path: string, settled: 'network' | 'started' = 'network') {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (settled === 'started') await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  else await page.waitForLoadState('networkidle');
}

function slug(path: string) {
  return path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');
}

describe('information pages', () => {
  // One load of each page at each width for all of it (axe too): the pages are many.
  it('render their own h1, content, title and description, with no serious axe violation, at 375 and 1280 px', async () => {
    for (const width of [375, 1280]) {
      await freshPage({ width, height: width === 375 ? 812 : 900 });
      for (const route of ROUTES) {
        await open(route.path, 'started');
        const h1 = page.getByRole('heading', { level: 1 });
        expect(await h1.count(), route.path).toBe(1);
        expect((await h1.textContent())?.trim(), route.path).toBe(route.h1);
        expect(await page.getByText('Oops! Page not found').count(), route.path).toBe(0);
        expect(
          await page.getByText(route.text).filter({ visible: true }).count(),
          route.path,
        ).toBeGreaterThan(0);

        const meta = PAGE_META[route.path];
        expect(meta, route.path).toBeDefined();
        expect(await page.title(), route.path).toBe(documentTitle(meta!.title));
        expect(await page.locator('meta[name="description"]').getAttribute('content'), route.path).toBe(
          meta!.description,
        );
        // Landmarks around the content.
        expect(await page.getByRole('main').count(), route.path).toBe(1);
        expect(await page.getByRole('contentinfo').count(), route.path).toBe(1);

        if (width === 375) {
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(scrollWidth, `${route.path} scrolls sideways at 375 px`).toBeLessThanOrEqual(375);
          // And on the narrowest phones in use.
          const phone = page.viewportSize()!;
          await page.setViewportSize({ ...phone, width: 320 });
          const narrow = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(narrow, `${route.path} scrolls sideways at 320 px`).toBeLessThanOrEqual(320);
          await page.setViewportSize(phone);
        }
        // The header and footer are the same on every page: read whole on the first page
        // at each width, then each page's own content.
        const within = route === ROUTES[0] ? undefined : 'main';
        expect(
          await seriousViolations(page, { within, settled: 'started' }),
          `${route.path} at ${width}px`,
        ).toEqual([]);
        await screenshotFullPage(page, `${SHOTS}/marketing-${slug(route.path)}-${width}.png`);
      }
    }
  }, 300_000);

  it('sets the title and description on navigation inside the app', async () => {
    await freshPage();
    await open('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect.poll(() => page.title()).toBe(documentTitle(PAGE_META['/careers']!.title));
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      PAGE_META['/careers']!.description,
    );
  });

  it('leads every call to action somewhere real', async () => {
    await freshPage();
    await open('/book-projects');
    const bookNow = page.getByRole('link', { name: /^Book Now/ });
    const bookHrefs = await bookNow.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const role of ['photographer', 'videographer', 'model', 'stylist']) {
      expect(bookHrefs).toContain(`/discover-talent?role=${role}`);
    }
    const applyHrefs = await page
      .getByRole('link', { name: /^Apply to Project/ })
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(applyHrefs.length).toBeGreaterThanOrEqual(4);
    expect(new Set(applyHrefs)).toEqual(new Set(['/auth?mode=sign-up']));
    await page.getByRole('link', { name: /^Apply to Project\s*: Editorial beauty story$/ }).click();
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe('/auth?mode=sign-up');

    await open('/portfolio-builder');
    for (const name of ['Start for free', 'Choose Pro', 'Choose Studio']) {
      const hrefs = await page
        .getByRole('link', { name, exact: true })
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs, name).toContain('/auth?mode=sign-up');
    }
    expect(await page.getByText('$19', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('$49', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Up to 5 portfolio projects').isVisible()).toBe(true);

    await open('/verification');
    for (const time of ['5 minutes', '24-48 hours', '2-3 days', 'Instant']) {
      expect(await page.getByText(time, { exact: true }).isVisible(), time).toBe(true);
    }
    expect(await page.getByRole('link', { name: 'Start verification' }).first().getAttribute('href')).toBe(
      '/auth?next=%2Fdashboard%3Ftab%3Dsettings',
    );

    await open('/help-center');
    expect(await page.getByRole('link', { name: /Start a chat/ }).getAttribute('href')).toBe(
      '/contact?topic=support',
    );
    expect(await page.getByRole('link', { name: /Send an email/ }).getAttribute('href')).toMatch(/^mailto:/);
    expect(await page.getByRole('link', { name: /Call us/ }).getAttribute('href')).toMatch(/^tel:\+/);

    // Reports and press assets are real files the app serves.
    for (const path of ['/industry-reports', '/press-kit']) {
      await open(path);
      const files = await page
        .locator('a[download]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(files.length, path).toBeGreaterThanOrEqual(path === '/press-kit' ? 5 : 2);
      for (const file of files) {
        const response = await fetch(site.server.url + file);
        expect(response.status, file).toBe(200);
        expect(response.headers.get('content-type'), file).toMatch(/^(text\/html|image\/svg\+xml)/);
        const body = await response.text();
        expect(body, file).toMatch(/Frameline/);
        expect(body, file).not.toMatch(/<div id="root">/); // the file, not the app shell
      }
    }
    await open('/industry-reports');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /^Download Report\s*: Creative Economy Report 2026$/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('creative-economy-report-2026.html');
  });

  it('sends signed-in members to their dashboard instead of sign-up', async () => {
    await freshPage(undefined, await newMember(site));
    await open('/book-projects');
    const applyHrefs = await page
      .getByRole('link', { name: /^Apply to Project/ })
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(applyHrefs)).toEqual(new Set(['/dashboard']));
    await open('/verification');
    expect(await page.getByRole('link', { name: 'Start verification' }).first().getAttribute('href')).toBe(
      '/dashboard?tab=settings',
    );
  });

  it('filters the blog by category and loads more articles until all are shown', async () => {
    await freshPage();
    await open('/creative-blog');
    const cards = page.locator('#articles article');
    expect(await cards.count()).toBe(5);
    await page.getByRole('button', { name: 'Load More Articles' }).click();
    await expect.poll(() => cards.count()).toBe(8);
    await page.getByRole('button', { name: 'Load More Articles' }).click();
    await expect.poll(() => cards.count()).toBe(11);
    await page.getByRole('button', { name: 'Load More Articles' }).click();
    await expect.poll(() => cards.count()).toBe(12);
    expect(await page.getByRole('button', { name: 'Load More Articles' }).count()).toBe(0);

    const business = page.getByRole('button', { name: /^Business\s*3 articles$/ });
    await business.click();
    expect(await business.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => cards.count()).toBe(3);
    expect(await page.getByText('Showing 3 of 3 articles in Business').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Load More Articles' }).count()).toBe(0);

    await page.getByRole('button', { name: /^Read article\s*: Usage rights, plainly explained$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Usage rights, plainly explained' });
    await dialog.waitFor();
    expect(await dialog.getByText(/Usage answers three questions/).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);

    await page.getByRole('button', { name: /^All\s*12 articles$/ }).click();
    await expect.poll(() => cards.count()).toBe(5);
  });

  it('searches the help center, with an empty state', async () => {
    await freshPage();
    await open('/help-center');
    const questions = page.locator('#articles details');
    const total = await questions.count();
    expect(total).toBeGreaterThan(8);
    await page.getByRole('searchbox', { name: 'Search help articles' }).fill('password');
    await expect.poll(() => questions.count()).toBeLessThan(total);
    expect(await page.getByText('I forgot my password').isVisible()).toBe(true);

    await page.getByRole('searchbox', { name: 'Search help articles' }).fill('zebra crossing');
    await expect.poll(() => page.getByRole('heading', { name: 'No articles found' }).isVisible()).toBe(true);
    expect(await questions.count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => questions.count()).toBe(total);

    await page.getByRole('button', { name: /Bookings and payments/ }).click();
    await expect.poll(() => questions.count()).toBe(4);
    await page.locator('summary', { hasText: 'How do I cancel a booking?' }).click();
    expect(await page.getByText(/Clients can cancel a pending or accepted booking/).isVisible()).toBe(true);
  });
});

describe('contact form and newsletter', () => {
  it('shows field errors, stores a valid message and confirms it; admins can read it', async () => {
    await freshPage();
    await open('/contact?topic=support');
    const form = page.getByRole('form', { name: 'Contact form' });
    expect(await page.getByRole('combobox', { name: 'Topic' }).textContent()).toContain('Support');

    // Bad input: the shared schema's messages, under the fields.
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Message', { exact: true }).fill('short');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByText('Please enter your name').isVisible()).toBe(true);
    expect(await page.getByText('Please enter a valid email address').isVisible()).toBe(true);
    expect(await page.getByText('Please write at least 10 characters').isVisible()).toBe(true);
    expect(await page.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);

    // A valid message, sent slowly enough to see the pending state.
    await page.getByLabel('Name', { exact: true }).fill('Rosa Contact');
    await page.getByLabel('Email', { exact: true }).fill('Rosa@Example.test');
    await page.getByRole('combobox', { name: 'Topic' }).click();
    await page.getByRole('option', { name: 'Partnership' }).click();
    await page
      .getByLabel('Message', { exact: true })
      .fill('We would love to partner on a photography festival next spring.');
    await page.route('**/api/contact', async (route) => {
      await new Promise((done) => setTimeout(done, 600));
      await route.continue();
    });
    await form.getByRole('button', { name: 'Send message' }).click();
    const busy = page.getByRole('button', { name: 'Sending...' });
    await expect.poll(() => busy.isVisible()).toBe(true);
    expect(await busy.isDisabled()).toBe(true);
    await expect
      .poll(() => page.getByRole('status').getByText(MARKETING_TEXTS.contactSent).isVisible())
      .toBe(true);
    // The form is reset for a next message.
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('');
    await page.unroute('**/api/contact');

    // Stored: the bootstrap admin reads it through the admin API.
    const admin = await apiAs(site, await newMember(site, { email: ADMIN_EMAIL }));
    const listed = await admin.request('GET', '/api/admin/contact-messages');
    expect(listed.status).toBe(200);
    const { messages } = (await listed.json()) as {
      messages: { name: string; email: string; topic: string; message: string }[];
    };
    expect(messages).toContainEqual(
      expect.objectContaining({
        name: 'Rosa Contact',
        email: 'rosa@example.test',
        topic: 'partnership',
        message: 'We would love to partner on a photography festival next spring.',
      }),
    );
  });

  it('shows the server field errors of a 400 and the message of a 429', async () => {
    await freshPage();
    await open('/contact');
    await page.getByLabel('Name', { exact: true }).fill('Rosa Contact');
    await page.getByLabel('Email', { exact: true }).fill('rosa@example.test');
    await page.getByLabel('Message', { exact: true }).fill('A perfectly good message for the team.');

    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Please check the form.',
            fields: { email: 'This address cannot receive mail' },
          },
        }),
      }),
    );
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByText('This address cannot receive mail').isVisible()).toBe(true);
    await page.unroute('**/api/contact');

    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'retry-after': '120' },
        body: JSON.stringify({
          error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please try again in 2 minutes.' },
        }),
      }),
    );
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect
      .poll(() =>
        page.getByRole('alert').getByText('Too many attempts. Please try again in 2 minutes.').isVisible(),
      )
      .toBe(true);
  });

  it('subscribes to the newsletter from the blog', async () => {
    await freshPage();
    await open('/creative-blog');
    const email = page.getByLabel('Email address');
    await email.fill('reader@');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => page.getByText('Please enter a valid email address').isVisible()).toBe(true);

    await email.fill('reader@example.test');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect
      .poll(() => page.getByRole('status').getByText(MARKETING_TEXTS.subscribed).isVisible())
      .toBe(true);
    expect(await email.inputValue()).toBe('');

    await email.fill('reader@example.test');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect
      .poll(() => page.getByRole('status').getByText(MARKETING_TEXTS.alreadySubscribed).isVisible())
      .toBe(true);
  });
});
