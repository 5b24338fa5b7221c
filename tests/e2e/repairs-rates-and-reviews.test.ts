import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createProfile, createUser } from '../../src/server/db/seed/factories.js';
import type { DiscoverResponse } from '../../src/shared/schemas/discovery.js';
import type { Profile } from '../../src/shared/schemas/profiles.js';
import { seriousViolations } from './support/axe.js';
import { getJson } from './support/http.js';
import { openPage, type PageOptions, visible } from './support/pages.js';
import { setupSite } from './support/site.js';

// Repairs of the issue "Repairs" (items 12 and 15) in the browser, against the built server
// with the demo data. The test writes reviews straight into the server's database (the
// feature that writes them comes later).

const site = setupSite({ env: { SEED_DEMO: 'true' } });

/** A page that gives the app a moment after it has taken the page over (the URL-bound filters). */
const newPage = (options: PageOptions = {}) => openPage(site, { settleMs: 100, ...options });

const api = <T>(path: string) => getJson<T>(site.server.url, path);

/** '$1,400/day' -> 1400 (and the unit); null for 'Rate negotiable'. */
function parseRate(text: string): { amount: number; unit: string } | null {
  const match = text.match(/^\$([\d,]+(?:\.\d+)?)\/(day|hour)$/);
  return match ? { amount: Number(match[1]!.replaceAll(',', '')), unit: match[2]! } : null;
}

/** The name and shown rate of every card in the search results, in order. */
async function shownCards(results: Locator) {
  const cards = await results.locator('article').all();
  return Promise.all(
    cards.map(async (card) => ({
      name: (await card.getByRole('heading').textContent())!,
      rate: (await card.getByText(/^(\$[\d,.]+\/(day|hour)|Rate negotiable)$/).textContent())!,
    })),
  );
}

describe('repair 12: the rate filter and sort use the rate the cards show', () => {
  it('finds exactly the cards whose day rate is in $500-$1,500 per day, and sorts the shown rates low to high', async () => {
    const page = await newPage();
    await page.goto('/discover-talent');
    const results = page.locator('#results');
    const everyone = await api<DiscoverResponse>('/api/discover?pageSize=48');
    const inRange = everyone.items
      .filter((card) => card.dayRate !== null && card.dayRate >= 500 && card.dayRate <= 1500)
      .map((card) => card.displayName)
      .sort();
    // The demo data has day rates in the range, and hourly-only professionals whose hourly
    // rate is in it too (who must not be found).
    expect(inRange.length).toBeGreaterThan(3);
    expect(everyone.items.some((card) => card.dayRate === null && card.hourlyRate !== null)).toBe(true);

    // The filter says its unit: per day unless another is chosen.
    expect(await results.getByLabel('Rate unit').inputValue()).toBe('day');
    await results.getByLabel('Minimum rate ($ per day)').fill('500');
    await results.getByLabel('Maximum rate ($ per day)').fill('1500');
    const summary = `Showing 1 - ${inRange.length} of ${inRange.length} professionals`;
    await visible(results.getByText(summary, { exact: true }));
    const url = new URL(page.url());
    expect([url.searchParams.get('minRate'), url.searchParams.get('maxRate')]).toEqual(['500', '1500']);

    const found = await shownCards(results);
    expect(found.map((card) => card.name).sort()).toEqual(inRange);
    for (const card of found) {
      const rate = parseRate(card.rate);
      expect(rate?.unit, `${card.name}: ${card.rate}`).toBe('day');
      expect(rate!.amount).toBeGreaterThanOrEqual(500);
      expect(rate!.amount).toBeLessThanOrEqual(1500);
    }

    // The sort says its unit too, and the shown day rates come in order.
    const sort = results.getByLabel('Sort by');
    expect(await sort.locator('option').allTextContents()).toEqual([
      'Newest',
      'Day rate: low to high',
      'Day rate: high to low',
      'Top rated',
    ]);
    await sort.selectOption({ label: 'Day rate: low to high' });
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('rate_asc');
    const ascending = [...found]
      .map((card) => parseRate(card.rate)!.amount)
      .sort((a, b) => a - b)
      .map((amount) => `$${amount.toLocaleString('en-US')}/day`);
    await expect
      .poll(async () => (await shownCards(results)).map((card) => card.rate), { timeout: 15_000 })
      .toEqual(ascending);

    expect(await seriousViolations(page)).toEqual([]);
  });

  it('lists every day rate low to high, then the professionals without one; per hour says so', async () => {
    const page = await newPage({ viewport: { width: 375, height: 800 }, isMobile: true });
    await page.goto('/discover-talent?sort=rate_asc#results');
    const results = page.locator('#results');
    const everyone = await api<DiscoverResponse>('/api/discover?pageSize=48');
    const dayRates = everyone.items
      .flatMap((card) => (card.dayRate === null ? [] : [card.dayRate]))
      .sort((a, b) => a - b);
    await visible(results.getByText(/^Showing 1 - 12 of \d+ professionals$/));
    const shown = (await shownCards(results)).map((card) => parseRate(card.rate));
    const priced = Math.min(dayRates.length, shown.length);
    expect(shown.slice(0, priced).map((rate) => rate?.amount)).toEqual(dayRates.slice(0, priced));
    expect(shown.slice(0, priced).every((rate) => rate?.unit === 'day')).toBe(true);
    expect(shown.slice(priced).every((rate) => rate?.unit !== 'day')).toBe(true);

    // From the keyboard: the unit follows the maximum, the sort the unit.
    await results.getByLabel('Maximum rate ($ per day)').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      await results.getByLabel('Rate unit').getAttribute('id'),
    );
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      await results.getByLabel('Sort by').getAttribute('id'),
    );

    await results.getByLabel('Rate unit').selectOption('hour');
    await expect.poll(() => new URL(page.url()).searchParams.get('rateUnit')).toBe('hour');
    await visible(results.getByLabel('Minimum rate ($ per hour)'));
    expect(await results.getByLabel('Sort by').locator('option:checked').textContent()).toBe(
      'Hourly rate: low to high',
    );
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('repair 15: the public profile shows its rating and reviews', () => {
  let pro: Profile;
  const comments: string[] = [];
  const shootDates: string[] = [];

  beforeAll(async () => {
    // A demo professional nobody has reviewed, reviewed twelve times now.
    const everyone = await api<DiscoverResponse>('/api/discover?pageSize=48');
    const unreviewed = everyone.items.filter((card) => card.rating.count === 0);
    pro = (await api<{ profile: Profile }>(`/api/profiles/${unreviewed[0]!.userId}`)).profile;
    const reviewer = await createUser(site.db);
    await createProfile(site.db, reviewer.id, {
      role: 'client',
      full_name: 'Private Reviewer-Name',
      display_name: 'Harbor Goods',
    });
    const start = Date.UTC(2026, 2, 1, 15);
    for (let i = 0; i < 12; i++) {
      const booking = await createBooking(site.db, {
        clientId: reviewer.id,
        professionalId: pro.userId,
        status: 'completed',
        shoot_date: `2026-0${1 + (i % 3)}-15`,
      });
      shootDates.push(booking.shoot_date);
      comments.push(`Shoot ${i + 1}: on time & ready <on set>.`);
      await site.db
        .insertInto('reviews')
        .values({
          booking_id: booking.id,
          reviewer_id: reviewer.id,
          reviewee_id: pro.userId,
          rating: i % 3 === 0 ? 4 : 5,
          comment: comments[i]!,
          created_at: new Date(start + i * 86_400_000),
        })
        .execute();
    }
  });

  it('shows the rating and the newest ten reviews (server-rendered), then the rest with Show more', async () => {
    const { profile } = await api<{ profile: Profile }>(`/api/profiles/${pro.userId}`);
    expect(profile.rating).toEqual({ average: 4.7, count: 12 });
    const ratingLine = '4.7 (12 reviews)';

    // The first paint already holds the rating and the first page of reviews.
    const html = await (await fetch(`${site.server.url}/profile/${pro.userId}`)).text();
    expect(html).toContain(ratingLine);
    expect(html).toContain('Shoot 12: on time &amp; ready &lt;on set&gt;.');
    expect(html).not.toContain('Private Reviewer-Name');

    const errors: string[] = [];
    const page = await newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`/profile/${pro.userId}`);
    // 'Rated 4.7 (12 reviews)', the first word for screen readers only.
    await visible(page.getByText(`Rated ${ratingLine}`, { exact: true }));
    await visible(page.getByText('4.7 out of 5 from 12 reviews', { exact: true }));
    const reviews = page.getByRole('listitem').filter({ has: page.getByText(/^Shoot \d+:/) });
    await expect.poll(() => reviews.count()).toBe(10);
    // Newest first: reviews 12 down to 3, each with its reviewer, the month of its shoot,
    // stars and text.
    const newest = reviews.first();
    await visible(newest.getByText('Harbor Goods', { exact: true }));
    expect(shootDates[11]).toBe('2026-03-15');
    await visible(newest.getByText('March 2026', { exact: true }));
    await visible(reviews.nth(1).getByText('February 2026', { exact: true }));
    await visible(newest.getByText('Rated 5 out of 5', { exact: true }));
    expect(
      await reviews
        .nth(0)
        .getByText(/^Shoot/)
        .textContent(),
    ).toBe(comments[11]);
    expect(
      await reviews
        .nth(9)
        .getByText(/^Shoot/)
        .textContent(),
    ).toBe(comments[2]);
    expect(await reviews.nth(9).locator('time').textContent()).toBe('March 2026');

    // Show more, from the keyboard: the two older reviews, with the focus on the first.
    const more = page.getByRole('button', { name: 'Show more' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => reviews.count()).toBe(12);
    expect(
      await reviews
        .nth(11)
        .getByText(/^Shoot/)
        .textContent(),
    ).toBe(comments[0]);
    expect(await more.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toContain(comments[1]);

    // The card of this professional says what the profile says.
    await page.goto(`/discover-talent?q=${encodeURIComponent(pro.displayName)}#results`);
    const card = page.locator('#results article').filter({ hasText: pro.displayName });
    await visible(card.getByText(`Rated ${ratingLine}`, { exact: true }));

    expect(errors).toEqual([]);
  });

  it('says when there are no reviews yet, and passes axe at phone and desktop widths', async () => {
    const everyone = await api<DiscoverResponse>('/api/discover?pageSize=48');
    const unreviewed = everyone.items.find((card) => card.rating.count === 0)!;
    for (const [width, height] of [
      [375, 800],
      [1280, 900],
    ] as const) {
      const page = await newPage({ viewport: { width, height }, isMobile: width < 500 });
      await page.goto(`/profile/${unreviewed.userId}`);
      await visible(page.getByText('No reviews yet', { exact: true }));
      expect(await seriousViolations(page), `empty at ${width}px`).toEqual([]);
      await page.goto(`/profile/${pro.userId}`);
      await visible(page.getByRole('button', { name: 'Show more' }));
      expect(await seriousViolations(page), `reviews at ${width}px`).toEqual([]);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
        `scrolls sideways at ${width}px`,
      ).toBe(0);
    }
  });
});
