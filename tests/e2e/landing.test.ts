import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DiscoverResponse, RoleCounts } from '../../src/shared/schemas/discovery.js';
import { HERO_AUTOPLAY_MS } from '../../src/web/features/landing/content/hero-slides.js';
import { seriousViolations } from './support/axe.js';
import { getJson } from './support/http.js';
import { demoMember } from './support/members.js';
import { collectErrors, openPage, type PageOptions, visible } from './support/pages.js';
import { screenshotFullPage } from './support/screenshot.js';
import { setupSite } from './support/site.js';

// The landing page (hero carousel, discover section) and live discovery
// against the built server with the demo data: 24 listed professionals over six roles.

const site = setupSite({ env: { SEED_DEMO: 'true' } });
const SHOTS = '.shots/e2e';

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

const api = <T>(path: string) => getJson<T>(site.server.url, path);

/** A page that gives the app a moment after it has taken the page over (the URL-bound filters). */
const newPage = (options: PageOptions = {}) => openPage(site, { settleMs: 100, ...options });

const summaryOf = (r: DiscoverResponse) =>
  `Showing ${r.from} - ${r.to} of ${r.total} ${r.total === 1 ? 'professional' : 'professionals'}`;

/** The hero slide on screen, and its video. */
const activeSlide = (page: Page) => page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
const activeVideoPaused = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>(
      '[aria-roledescription="slide"]:not([aria-hidden="true"]) video',
    );
    return video ? video.paused : null;
  });

describe('landing page', () => {
  it('filters the discover section by role, pages through it and keeps it in the URL', async () => {
    const page = await newPage();
    const all = await api<DiscoverResponse>('/api/discover?pageSize=3');
    const roles = await api<RoleCounts>('/api/discover/roles');
    expect(all.total).toBeGreaterThan(3);

    await page.goto('/');
    const section = page.locator('#discover');
    await visible(section.getByText(summaryOf(all), { exact: true }));

    // The first page: the API's professionals, each linking to its profile.
    const cards = section.locator('article');
    await expect.poll(() => cards.count()).toBe(3);
    for (const [index, item] of all.items.entries()) {
      const card = cards.nth(index);
      expect(await card.getByRole('heading').textContent()).toBe(item.displayName);
      expect(await card.getByRole('link', { name: item.displayName, exact: true }).getAttribute('href')).toBe(
        `/profile/${item.userId}`,
      );
      // Visitors cannot connect.
      expect(await card.getByRole('button', { name: /^Connect/ }).isDisabled()).toBe(true);
      const verified = item.verificationStatus === 'verified';
      expect(await card.getByText('Verified', { exact: true }).isVisible()).toBe(verified);
      const rate = item.dayRate !== null ? '/day' : item.hourlyRate !== null ? '/hour' : 'Rate negotiable';
      expect(await card.getByText(rate).first().isVisible()).toBe(true);
    }

    // Every professional role has a filter; choosing one narrows the list and resets the page.
    const filters = section.getByRole('group', { name: 'Filter by role' });
    for (const label of [
      'All Professionals',
      'Models',
      'Photographers',
      'Videographers',
      'Stylists',
      'Makeup Artists',
      'Creative Directors',
    ]) {
      await visible(filters.getByRole('button', { name: label, exact: true }));
    }
    const photographers = await api<DiscoverResponse>('/api/discover?pageSize=3&role=photographer');
    expect(photographers.total).toBe(roles.roles.find((r) => r.role === 'photographer')?.count);
    await filters.getByRole('button', { name: 'Photographers' }).click();
    await visible(section.getByText(summaryOf(photographers), { exact: true }));
    expect(await filters.getByRole('button', { name: 'Photographers' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const url = new URL(page.url());
    expect(url.searchParams.get('role')).toBe('photographer');
    expect(url.hash).toBe('#discover');
    for (const card of await cards.all())
      expect(await card.getByText('Photographer', { exact: true }).count()).toBe(1);

    // Next, then a numbered page, as the API counts them.
    await section.getByRole('link', { name: 'Next' }).click();
    const photographersPage2 = await api<DiscoverResponse>(
      `/api/discover?pageSize=3&role=photographer&cursor=${encodeURIComponent(photographers.links.next!.cursor!)}`,
    );
    await visible(section.getByText(summaryOf(photographersPage2), { exact: true }));
    expect(new URL(page.url()).searchParams.get('cursor')).toBeTruthy();

    await filters.getByRole('button', { name: 'All Professionals' }).click();
    await visible(section.getByText(summaryOf(all), { exact: true }));
    expect(new URL(page.url()).searchParams.get('cursor')).toBeNull();
    const page3 = all.links.pages.find((link) => link.page === 3);
    expect(page3).toBeDefined();
    await section.getByRole('link', { name: 'Page 3', exact: true }).click();
    const allPage3 = await api<DiscoverResponse>(
      `/api/discover?pageSize=3&cursor=${encodeURIComponent(page3!.cursor!)}`,
    );
    expect(allPage3.from).toBe(7);
    await visible(section.getByText(summaryOf(allPage3), { exact: true }));
    expect(
      await section.getByRole('link', { name: 'Page 3', exact: true }).getAttribute('aria-current'),
    ).toBe('page');

    // The page survives a reload, and Back steps through the choices.
    await page.reload();
    await visible(section.getByText(summaryOf(allPage3), { exact: true }));
    await page.goBack();
    await visible(section.getByText(summaryOf(all), { exact: true }));
    await page.goBack();
    await visible(section.getByText(summaryOf(photographersPage2), { exact: true }));

    // A stale or edited page link falls back to the first page instead of an error.
    await page.goto('/?cursor=not-a-real-cursor#discover');
    await visible(section.getByText(summaryOf(all), { exact: true }));
    await expect.poll(() => new URL(page.url()).searchParams.get('cursor')).toBeNull();
    // ...and says why.
    await visible(page.getByText('This page link is not valid any more. Please start from the first page.'));
  });

  it('shows the empty state with advice that depends on the filter', async () => {
    const page = await newPage();
    // Every demo role has professionals, so an empty answer is staged for one role.
    await page.route('**/api/discover?*role=stylist*', (route) =>
      route.fulfill({
        json: {
          items: [],
          page: 1,
          pageSize: 3,
          total: 0,
          totalIsCapped: false,
          from: 0,
          to: 0,
          links: { prev: null, next: null, first: null, last: null, pages: [] },
        } satisfies DiscoverResponse,
      }),
    );
    // The first page comes with the server's HTML (D: 0006): the role is chosen in the page.
    await page.goto('/#discover');
    const section = page.locator('#discover');
    await section.getByRole('button', { name: 'Stylists', exact: true }).click();
    await visible(section.getByText('No professionals found', { exact: true }).last());
    await visible(section.getByText('Try another category or check back soon.'));
    await section.getByRole('button', { name: 'Show all professionals' }).click();
    const all = await api<DiscoverResponse>('/api/discover?pageSize=3');
    await visible(section.getByText(summaryOf(all), { exact: true }));
  });

  it('lets a member connect with others from the cards, and never on their own card', async () => {
    const page = await newPage({ as: await demoMember(site, 'ava.photographer@demo.frameline.test') });

    const photographers = await api<DiscoverResponse>('/api/discover?pageSize=3&role=photographer');
    await page.goto('/?role=photographer');
    const section = page.locator('#discover');
    await visible(section.getByText(summaryOf(photographers), { exact: true }));
    const cards = section.locator('article');
    let own = 0;
    for (const [index, item] of photographers.items.entries()) {
      const card = cards.nth(index);
      if (item.displayName === 'Ava Chen') {
        own++;
        const connect = card.getByRole('button', { name: /^Connect/ });
        expect(await connect.isDisabled()).toBe(true);
        expect(await connect.textContent()).toContain('This is your own profile');
      } else {
        // Connect opens the conversation with them in the dashboard.
        const connect = card.getByRole('link', { name: `Connect with ${item.displayName}` });
        expect(await connect.getAttribute('href')).toBe(`/dashboard?tab=messages&with=${item.userId}`);
      }
    }
    expect(own).toBe(1);
  });

  it('plays the hero, pauses the slideshow and its video, and moves between slides', async () => {
    const page = await newPage();
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Frameline highlights' });
    await visible(hero);
    expect(await activeSlide(page).getAttribute('aria-label')).toBe('1 of 4');
    expect(await hero.locator('[aria-roledescription="slide"]').count()).toBe(4);

    // The active slide's clip starts once the page has loaded; the others stay still.
    await expect.poll(() => activeVideoPaused(page), { timeout: 20_000 }).toBe(false);
    expect(
      await page.evaluate(() => [...document.querySelectorAll('video')].filter((v) => !v.paused).length),
    ).toBe(1);

    await hero.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect.poll(() => activeVideoPaused(page)).toBe(true);
    await visible(hero.getByRole('button', { name: 'Play slideshow' }));
    await hero.getByRole('button', { name: 'Play slideshow' }).click();
    await expect.poll(() => activeVideoPaused(page)).toBe(false);

    await hero.getByRole('button', { name: 'Next slide' }).click();
    expect(await activeSlide(page).getAttribute('aria-label')).toBe('2 of 4');
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    expect(await activeSlide(page).getAttribute('aria-label')).toBe('4 of 4');
    await hero.getByRole('button', { name: /^Slide 2 of 4/ }).click();
    expect(await activeSlide(page).getAttribute('aria-label')).toBe('2 of 4');
    expect(await hero.getByRole('button', { name: /^Slide 2 of 4/ }).getAttribute('aria-current')).toBe(
      'true',
    );
    await visible(page.getByText('Slide 2 of 4: Book your next shoot in a few clicks.'));

    // Keyboard: arrow keys move between slides while a control has focus.
    await hero.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await activeSlide(page).getAttribute('aria-label')).toBe('3 of 4');

    // Calls to action lead somewhere (docs/product.md, Nothing pretends).
    const bookShoot = page.getByRole('link', { name: 'Book a Shoot' });
    await hero.getByRole('button', { name: /^Slide 2 of 4/ }).click();
    expect(await bookShoot.getAttribute('href')).toBe('/discover-talent?sort=rating');
    await bookShoot.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/discover-talent');
  });

  it('advances every 8 s, and under reduced motion stays still with posters', async () => {
    // Fake timers: time flows until the hero is up, then moves only when the test says so.
    const moving = await newPage();
    await moving.clock.install();
    await moving.goto('/');
    await visible(moving.getByRole('region', { name: 'Frameline highlights' }));
    await pauseClock(moving);
    expect(await activeSlide(moving).getAttribute('aria-label')).toBe('1 of 4');
    // The slideshow's timer started as the page came up, some moment before the pause: the
    // second slide comes within 8 s of it, found half a second at a time...
    let waited = 0;
    while ((await activeSlide(moving).getAttribute('aria-label')) !== '2 of 4') {
      expect(waited).toBeLessThan(HERO_AUTOPLAY_MS);
      await moving.clock.runFor(500);
      waited += 500;
      await new Promise((done) => setTimeout(done, 100));
    }
    // ...and from then on one slide per 8 s: not yet 7.5 s later, by 8.5 s.
    await moving.clock.runFor(HERO_AUTOPLAY_MS - 500);
    await new Promise((done) => setTimeout(done, 300));
    expect(await activeSlide(moving).getAttribute('aria-label')).toBe('2 of 4');
    await moving.clock.runFor(1_000);
    await expect.poll(() => activeSlide(moving).getAttribute('aria-label')).toBe('3 of 4');

    const still = await newPage({ reducedMotion: 'reduce' });
    await still.clock.install();
    await still.goto('/');
    const hero = still.getByRole('region', { name: 'Frameline highlights' });
    await visible(hero.getByRole('button', { name: 'Play slideshow' }));
    await still.clock.runFor(20_000);
    await new Promise((done) => setTimeout(done, 300));
    expect(await activeSlide(still).getAttribute('aria-label')).toBe('1 of 4');
    const videos = await still.evaluate(() =>
      [...document.querySelectorAll('video')].map((v) => ({
        paused: v.paused,
        time: v.currentTime,
        poster: v.poster,
      })),
    );
    expect(videos).toHaveLength(4);
    for (const video of videos) {
      expect(video.paused).toBe(true);
      expect(video.time).toBe(0);
      expect(video.poster).toMatch(/\/media\/hero\/[a-z-]+\.webp$/);
    }
  });
});

/**
 * Stops the page's fake clock where it is (its own clock, not this process's: the two drift
 * apart on a busy machine), a moment ahead of its reading; read again when the busy machine
 * let that moment pass before the order arrived.
 */
async function pauseClock(page: Page) {
  for (let tries = 1; ; tries++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 200);
      return;
    } catch (error) {
      if (tries === 5) throw error;
    }
  }
}

/** The text of a <select>'s chosen option, as the visitor reads it. */
const chosen = (select: Locator) =>
  select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');

describe('live talent discovery', () => {
  it('keeps every filter in the URL: reload keeps the search, Back restores the previous one', async () => {
    const page = await newPage();
    await page.goto('/discover-talent');
    const results = page.locator('#results');
    const all = await api<DiscoverResponse>('/api/discover?pageSize=12');
    await visible(results.getByText(summaryOf(all), { exact: true }));

    // Role: a deliberate change, a new history entry.
    await results.getByLabel('Role').selectOption({ label: 'Photographers' });
    const photographers = await api<DiscoverResponse>('/api/discover?pageSize=12&role=photographer');
    await visible(results.getByText(summaryOf(photographers), { exact: true }));
    expect(new URL(page.url()).searchParams.get('role')).toBe('photographer');

    // Location: typed, debounced, then written to the URL.
    const city = photographers.items[0]!.location!.split(',')[0]!;
    await results.getByLabel('Location').fill(city);
    await expect.poll(() => new URL(page.url()).searchParams.get('location')).toBe(city);
    // The field offers the listed cities that begin with what was typed.
    const listId = await results.getByLabel('Location').getAttribute('list');
    await expect
      .poll(() =>
        page
          .locator(`datalist[id="${listId}"] option`)
          .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)),
      )
      .toContain(city);
    const inCity = await api<DiscoverResponse>(
      `/api/discover?pageSize=12&role=photographer&location=${encodeURIComponent(city)}`,
    );
    await visible(results.getByText(summaryOf(inCity), { exact: true }));

    // Sort.
    await results.getByLabel('Sort by').selectOption({ label: 'Top rated' });
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('rating');

    // A reload shows the same search, controls included.
    await page.reload();
    await visible(results.getByText(summaryOf(inCity), { exact: true }));
    expect(await results.getByLabel('Location').inputValue()).toBe(city);
    expect(await chosen(results.getByLabel('Role'))).toBe('Photographers');
    expect(await chosen(results.getByLabel('Sort by'))).toBe('Top rated');

    // Back undoes one deliberate change at a time.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBeNull();
    await expect.poll(() => chosen(results.getByLabel('Sort by'))).toBe('Newest');
    expect(await results.getByLabel('Location').inputValue()).toBe(city);
    await page.goBack();
    await expect.poll(() => results.getByLabel('Location').inputValue()).toBe('');
    await visible(results.getByText(summaryOf(photographers), { exact: true }));
    await page.goBack();
    await visible(results.getByText(summaryOf(all), { exact: true }));
    expect(await chosen(results.getByLabel('Role'))).toBe('All Professionals');
  });

  it('searches text, shows advice when nothing matches, clears filters and ignores bad URL values', async () => {
    const page = await newPage();
    // The page is taken over as rendered (no mismatch), so a press is never lost to a
    // second render on the client.
    const errors = collectErrors(page);
    await page.goto('/discover-talent?q=zzzz-nobody-matches&minRate=abc&role=astronaut');
    const results = page.locator('#results');
    await visible(results.getByText('No professionals found', { exact: true }).last());
    await visible(results.getByText('Try another filter or check back soon.'));
    expect(await results.getByLabel('Search', { exact: true }).inputValue()).toBe('zzzz-nobody-matches');
    expect(await results.getByLabel('Minimum rate ($ per day)').inputValue()).toBe('');

    await results.getByRole('button', { name: 'Clear filters' }).last().click();
    const all = await api<DiscoverResponse>('/api/discover?pageSize=12');
    await visible(results.getByText(summaryOf(all), { exact: true }));
    expect(await results.getByLabel('Search', { exact: true }).inputValue()).toBe('');
    expect(errors).toEqual([]);

    // Pages come from the API's links.
    if (all.links.next) {
      await results.getByRole('link', { name: 'Next' }).click();
      const next = await api<DiscoverResponse>(
        `/api/discover?pageSize=12&cursor=${encodeURIComponent(all.links.next.cursor!)}`,
      );
      await visible(results.getByText(summaryOf(next), { exact: true }));
    }

    // A rate range the wrong way round is explained and not searched. The maximum goes in
    // first: a minimum of 900 alone is a fine search, and on a slow machine it could be
    // written to the address before the maximum is typed.
    await results.getByLabel('Maximum rate ($ per day)').fill('100');
    await results.getByLabel('Minimum rate ($ per day)').fill('900');
    await visible(results.getByText('The minimum rate must not be above the maximum'));
    await page.waitForTimeout(600);
    expect(new URL(page.url()).searchParams.get('minRate')).toBeNull();
  });

  it('keeps a minimum typed while the maximum’s search is on its way, on a slow phone', async () => {
    // A CPU eight times slower: the maximum is written to the address 300 ms after it is
    // typed, and the page follows the address late, after the minimum is typed. That
    // arrival is the field's own and must not wipe the minimum.
    for (const pause of [280, 300, 320]) {
      const page = await newPage();
      await page.goto('/discover-talent', { waitUntil: 'networkidle' });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
      const results = page.locator('#results');
      const min = results.getByLabel('Minimum rate ($ per day)');
      await results.getByLabel('Maximum rate ($ per day)').fill('100');
      await page.waitForTimeout(pause);
      await min.fill('900');
      // Once the maximum's search has arrived and the page has followed it, the minimum
      // and its message are still there.
      await expect.poll(() => new URL(page.url()).searchParams.get('maxRate')).toBe('100');
      await page.waitForTimeout(1_500);
      expect(await min.inputValue(), `typed ${pause} ms after the maximum`).toBe('900');
      await visible(results.getByText('The minimum rate must not be above the maximum'), 5_000);
      await page.context().close();
    }
  });

  it('a page link the search cannot read falls back to the first page and says why', async () => {
    const page = await newPage();
    const errors = collectErrors(page);
    // A link of the landing's pages (3 a page) read here (12 a page), and one edited by hand.
    const landing = await api<DiscoverResponse>('/api/discover?pageSize=3&role=model');
    const landingLink = landing.links.next?.cursor;
    expect(landingLink).toBeTruthy();
    const models = await api<DiscoverResponse>('/api/discover?pageSize=12&role=model');
    for (const cursor of [landingLink!, 'not-a-real-cursor']) {
      await page.goto(`/discover-talent?role=model&cursor=${encodeURIComponent(cursor)}`);
      const results = page.locator('#results');
      await visible(results.getByText(summaryOf(models), { exact: true }));
      await visible(
        results.getByText('This page link is not valid any more. Please start from the first page.'),
      );
      await expect.poll(() => new URL(page.url()).searchParams.get('cursor')).toBeNull();
      expect(new URL(page.url()).searchParams.get('role')).toBe('model');
    }
    expect(errors).toEqual([]);
  });

  it("explains a rate the search refuses with the schema's message, typed or in the address, and does not search by it", async () => {
    const page = await newPage();
    await page.goto('/discover-talent?role=photographer');
    const results = page.locator('#results');
    const photographers = await api<DiscoverResponse>('/api/discover?pageSize=12&role=photographer');
    await visible(results.getByText(summaryOf(photographers), { exact: true }));
    const minimum = results.getByLabel('Minimum rate ($ per day)');
    for (const [typed, message] of [
      ['2000000', 'That rate looks too high'],
      ['-100', 'Rates cannot be negative'],
    ] as const) {
      await minimum.fill(typed);
      await visible(results.getByRole('alert').getByText(message, { exact: true }));
      expect(await minimum.getAttribute('aria-invalid')).toBe('true');
      await page.waitForTimeout(600);
      expect(new URL(page.url()).searchParams.get('minRate')).toBeNull();
    }

    // An address that holds one (a hand-edited link): the field shows it, with the message.
    await page.goto('/discover-talent?role=photographer&minRate=2000000');
    await visible(results.getByRole('alert').getByText('That rate looks too high', { exact: true }));
    expect(await minimum.inputValue()).toBe('2000000');
    await visible(results.getByText(summaryOf(photographers), { exact: true }));
    // Put right, it searches.
    await minimum.fill('100');
    await expect.poll(() => new URL(page.url()).searchParams.get('minRate'), { timeout: 5_000 }).toBe('100');
    await expect.poll(() => results.getByText('That rate looks too high').count()).toBe(0);
  });

  it('keeps the focus on a first or last page link pressed with the keyboard', async () => {
    const page = await newPage();
    await page.goto('/');
    const section = page.locator('#discover');
    const all = await api<DiscoverResponse>('/api/discover?pageSize=3');
    const last = all.links.last!;
    expect(last.page).toBeGreaterThan(4);
    const lastLink = section.getByRole('link', { name: `Page ${last.page}`, exact: true });
    await lastLink.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => lastLink.getAttribute('aria-current')).toBe('page');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Page ${last.page}`,
    );
    const firstLink = section.getByRole('link', { name: 'Page 1', exact: true });
    await firstLink.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => firstLink.getAttribute('aria-current')).toBe('page');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Page 1');
  });

  it('shows live category counts, real featured talent and working buttons', async () => {
    const page = await newPage();
    const roles = await api<RoleCounts>('/api/discover/roles');
    const featured = await api<DiscoverResponse>('/api/discover?sort=rating&pageSize=3');
    await page.goto('/discover');
    expect(roles.roles).toHaveLength(6);
    for (const { role, count } of roles.roles) {
      const label = `${role === 'makeup_artist' ? 'Makeup Artist' : role === 'creative_director' ? 'Creative Director' : role[0]!.toUpperCase() + role.slice(1)}s`;
      const card = page.getByRole('link', { name: new RegExp(`^${label}`) });
      await visible(card.getByText(`${count} professionals`));
    }
    const featuredSection = page.getByRole('region', { name: 'Top-rated professionals' });
    await expect
      .poll(() => featuredSection.locator('article h3').allTextContents())
      .toEqual(featured.items.map((item) => item.displayName));
    expect(
      await featuredSection
        .getByRole('link', { name: `View Profile of ${featured.items[0]!.displayName}` })
        .getAttribute('href'),
    ).toBe(`/profile/${featured.items[0]!.userId}`);

    expect(await page.getByRole('link', { name: 'Post a Project' }).getAttribute('href')).toBe(
      '/auth?next=%2Fdashboard%3Ftab%3Dbookings',
    );
    await page.getByRole('link', { name: /^Videographers/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('role')).toBe('videographer');
    const videographers = await api<DiscoverResponse>('/api/discover?pageSize=12&role=videographer');
    await visible(page.locator('#results').getByText(summaryOf(videographers), { exact: true }));

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Browse All Talent' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Search all talent');
  });
});

describe('accessibility and layout', () => {
  // One test per width: each page is read by axe and shot full length (~40 s a width).
  it.each([375, 1280])('has no serious axe violations and no horizontal scroll at %i px', async (width) => {
    const page = await newPage({
      viewport: { width, height: width < 500 ? 800 : 900 },
      isMobile: width < 500,
    });
    for (const path of ['/', '/discover', '/discover-talent']) {
      await page.goto(path);
      await visible(page.getByText(/^Showing 1 - /).first());
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), `${path} at ${width}px`).toEqual([]);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
        `${path} at ${width}px scrolls sideways`,
      ).toBe(0);
      const name = path === '/' ? 'home' : path.slice(1);
      await screenshotFullPage(page, `${SHOTS}/landing-${name}-${width}.png`);
    }
    // The logo, which links home, is a whole tap target (44 px high) in the header and the footer.
    for (const place of ['banner', 'contentinfo'] as const) {
      const home = page.getByRole(place).getByRole('link', { name: 'Frameline', exact: true });
      const box = await home.boundingBox();
      expect(box?.height, `the ${place}'s logo at ${width}px`).toBeGreaterThanOrEqual(44);
    }
  });
});
