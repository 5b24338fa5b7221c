import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createBooking, createProfile, createUser } from '../../src/server/db/seed/factories.js';
import type { DiscoverResponse, ProfessionalCard } from '../../src/shared/schemas/discovery.js';
import type { Profile } from '../../src/shared/schemas/profiles.js';
import type { Review, ReviewPage } from '../../src/shared/schemas/reviews.js';
import { newMember, newProfessional } from '../support/members.js';
import { errorOf, setupTestApp, TestClient } from '../support/test-app.js';

// Repairs of the issue "Repairs" (items 12 and 15), found by a new user.

const t = setupTestApp();
const visitor = () => new TestClient(t.app);

async function getJson<T>(path: string, client = visitor()): Promise<T> {
  const response = await client.get(path);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json() as T;
}

const discover = (query: Record<string, string | number>) =>
  getJson<DiscoverResponse>(
    `/api/discover?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
  );

/** Every page of a search, following the next links (keyset cursors). */
async function allPages(query: Record<string, string | number>): Promise<DiscoverResponse[]> {
  const pages: DiscoverResponse[] = [];
  let cursor: string | null | undefined;
  do {
    const page = await discover(cursor ? { ...query, cursor } : query);
    pages.push(page);
    cursor = page.links.next?.cursor;
  } while (cursor);
  return pages;
}

const byName = (cards: ProfessionalCard[]) => cards.map((card) => card.displayName).sort();

describe('repair 12: rate filters and sorts use the rate the cards show, in a stated unit', () => {
  // Listed professionals with day rates only, hourly rates only, both, and neither.
  const PROS: { name: string; hourly: number | null; day: number | null }[] = [
    { name: 'Day Only 400', hourly: null, day: 400 },
    { name: 'Day Only 500', hourly: null, day: 500 },
    { name: 'Day Only 700', hourly: null, day: 700 },
    { name: 'Day Only 1200', hourly: null, day: 1200 },
    { name: 'Day Only 1500', hourly: null, day: 1500 },
    { name: 'Day Only 1600', hourly: null, day: 1600 },
    { name: 'Hourly Only 75', hourly: 75, day: null },
    { name: 'Hourly Only 110', hourly: 110, day: null },
    { name: 'Hourly Only 150', hourly: 150, day: null },
    { name: 'Both 120 900', hourly: 120, day: 900 },
    { name: 'Both 200 1800', hourly: 200, day: 1800 },
    { name: 'Unpriced One', hourly: null, day: null },
    { name: 'Unpriced Two', hourly: null, day: null },
  ];
  const namesWhere = (test: (pro: (typeof PROS)[number]) => boolean) =>
    PROS.filter(test)
      .map((pro) => pro.name)
      .sort();

  beforeAll(async () => {
    for (const pro of PROS) {
      const user = await createUser(t.db);
      await createProfile(t.db, user.id, {
        role: 'photographer',
        display_name: pro.name,
        hourly_rate: pro.hourly,
        day_rate: pro.day,
        is_available: true,
      });
    }
    // Never listed, whatever its rate: a client and a suspended professional.
    const client = await createUser(t.db);
    await createProfile(t.db, client.id, { role: 'client', day_rate: 800, display_name: 'A Client' });
    const suspended = await createUser(t.db);
    await createProfile(t.db, suspended.id, {
      role: 'model',
      day_rate: 800,
      display_name: 'Suspended Day Rate',
      suspended_at: new Date(),
    });
  });

  it('finds the professionals whose day rate is in a $500-$1,500 range per day (the default unit), in every order', async () => {
    const inDayRange = namesWhere((pro) => pro.day !== null && pro.day >= 500 && pro.day <= 1500);
    expect(inDayRange).toEqual([
      'Both 120 900',
      'Day Only 1200',
      'Day Only 1500',
      'Day Only 500',
      'Day Only 700',
    ]);
    for (const sort of ['newest', 'rate_asc', 'rate_desc', 'rating']) {
      for (const unit of [{}, { rateUnit: 'day' }] as Record<string, string>[]) {
        const found = await discover({ minRate: 500, maxRate: 1500, sort, pageSize: 48, ...unit });
        expect(byName(found.items), `${sort} ${JSON.stringify(unit)}`).toEqual(inDayRange);
        expect({ total: found.total, capped: found.totalIsCapped }).toEqual({ total: 5, capped: false });
      }
    }
    // One bound alone: everyone with a day rate above it, never the day-less.
    const fromThousand = await discover({ minRate: 1000, pageSize: 48 });
    expect(byName(fromThousand.items)).toEqual(namesWhere((pro) => pro.day !== null && pro.day >= 1000));
  });

  it('finds the professionals whose hourly rate is in a per-hour range, and no one by a rate they do not have', async () => {
    const found = await discover({ minRate: 100, maxRate: 150, rateUnit: 'hour', pageSize: 48 });
    expect(byName(found.items)).toEqual(['Both 120 900', 'Hourly Only 110', 'Hourly Only 150']);
    expect(found.total).toBe(3);
    // $75 per day matches no one: the $75 is an hourly rate.
    expect((await discover({ minRate: 70, maxRate: 80 })).items).toEqual([]);
    expect(byName((await discover({ minRate: 70, maxRate: 80, rateUnit: 'hour' })).items)).toEqual([
      'Hourly Only 75',
    ]);
  });

  it.each([
    ['day', 'rate_asc'],
    ['day', 'rate_desc'],
    ['hour', 'rate_asc'],
    ['hour', 'rate_desc'],
  ] as const)(
    'sorts by the rate per %s (%s) across keyset pages, the unpriced after the priced',
    async (unit, sort) => {
      const rateOf = (card: ProfessionalCard) => (unit === 'day' ? card.dayRate : card.hourlyRate);
      const pages = await allPages({ sort, rateUnit: unit, pageSize: 3 });
      const cards = pages.flatMap((page) => page.items);
      expect(new Set(cards.map((card) => card.userId)).size).toBe(PROS.length);
      expect(pages.map((page) => page.page)).toEqual([1, 2, 3, 4, 5]);

      const priced = PROS.map((pro) => (unit === 'day' ? pro.day : pro.hourly)).filter(
        (rate) => rate !== null,
      );
      const expected = [...priced].sort((a, b) => (sort === 'rate_asc' ? a - b : b - a));
      const rates = cards.map(rateOf);
      expect(rates.slice(0, expected.length)).toEqual(expected);
      expect(rates.slice(expected.length).every((rate) => rate === null)).toBe(true);

      // Back from the last page by the previous links: the same pages, in the same order.
      let page = pages.at(-1)!;
      for (let n = pages.length - 1; n >= 1; n--) {
        const cursor = page.links.prev!.cursor;
        page = await discover({ sort, rateUnit: unit, pageSize: 3, ...(cursor ? { cursor } : {}) });
        expect(page.items.map((card) => card.userId)).toEqual(pages[n - 1]!.items.map((card) => card.userId));
      }
    },
  );

  it('keeps a page link to its own order: a link of the day sort does not continue the hourly one', async () => {
    const byDay = await discover({ sort: 'rate_asc', pageSize: 3 });
    const next = byDay.links.next!.cursor!;
    expect((await discover({ sort: 'rate_asc', rateUnit: 'day', pageSize: 3, cursor: next })).page).toBe(2);
    const others: Record<string, string>[] = [
      { sort: 'rate_asc', rateUnit: 'hour' },
      { sort: 'rate_desc' },
      { sort: 'newest' },
    ];
    for (const other of others) {
      const response = await visitor().get(
        `/api/discover?${new URLSearchParams({ ...other, pageSize: '3', cursor: next })}`,
      );
      expect(response.statusCode, JSON.stringify(other)).toBe(400);
      expect(errorOf(response).fields).toHaveProperty('cursor');
    }
    const badUnit = await visitor().get('/api/discover?rateUnit=week');
    expect(badUnit.statusCode).toBe(400);
    expect(errorOf(badUnit).fields).toHaveProperty('rateUnit');
  });
});

describe('repair 15: reviews are shown on the public profile', () => {
  let pro: Awaited<ReturnType<typeof newProfessional>>;
  const reviewerEmails: string[] = [];
  /** Every review of `pro`, newest first (ties: the larger id first), as the database has them. */
  let expectedOrder: string[] = [];

  /** Seeds reviews straight into the database (the feature that writes them comes later). */
  async function seedReviews(
    professionalId: string,
    reviews: { reviewerId: string; rating: number; comment: string | null; createdAt: Date }[],
  ) {
    for (const review of reviews) {
      const booking = await createBooking(t.db, {
        clientId: review.reviewerId,
        professionalId,
        status: 'completed',
        shoot_date: '2026-01-10',
      });
      await t.db
        .insertInto('reviews')
        .values({
          booking_id: booking.id,
          reviewer_id: review.reviewerId,
          reviewee_id: professionalId,
          rating: review.rating,
          comment: review.comment,
          created_at: review.createdAt,
        })
        .execute();
    }
  }

  beforeAll(async () => {
    pro = await newProfessional(t, { firstName: 'Rena', lastName: 'Reviewed' });
    // A reviewer with a profile (display name differs from the private full name), one
    // without a profile, and one whose profile is suspended.
    const withProfile = await createUser(t.db);
    await createProfile(t.db, withProfile.id, {
      role: 'client',
      full_name: 'Rachel Private-Adams',
      display_name: 'Northwind Studio',
    });
    const withoutProfile = await createUser(t.db);
    const suspended = await createUser(t.db);
    await createProfile(t.db, suspended.id, {
      role: 'client',
      full_name: 'Sam Hidden-Fullname',
      display_name: 'Lumen Beauty',
      suspended_at: new Date(),
    });
    reviewerEmails.push(withProfile.email, withoutProfile.email, suspended.email);

    const reviewers = [withProfile.id, withoutProfile.id, suspended.id];
    const start = Date.UTC(2026, 0, 5, 12);
    const reviews = Array.from({ length: 23 }, (_, i) => ({
      reviewerId: reviewers[i % 3]!,
      rating: 1 + (i % 5),
      comment: i === 4 ? null : `Review number ${i}: <b>calm</b> on set & on time.`,
      // Two reviews share one moment: the page boundary must not lose or repeat either.
      createdAt: new Date(start + (i === 10 ? 9 : i) * 86_400_000),
    }));
    await seedReviews(pro.id, reviews);
    const { rows } = await sql<{ id: string }>`
      select id from reviews where reviewee_id = ${pro.id} order by created_at desc, id desc`.execute(t.db);
    expectedOrder = rows.map((row) => row.id);
  });

  async function everyPage(userId: string, client = visitor()) {
    const pages: ReviewPage[] = [];
    let cursor: string | null = null;
    do {
      const page: ReviewPage = await getJson<ReviewPage>(
        `/api/profiles/${userId}/reviews${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
        client,
      );
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor);
    return pages;
  }

  it("lists the reviews newest first, ten a page, with each reviewer's display name and never their email or full name", async () => {
    const pages = await everyPage(pro.id);
    expect(pages.map((page) => page.items.length)).toEqual([10, 10, 3]);
    const reviews = pages.flatMap((page) => page.items);
    expect(reviews.map((review) => review.id)).toEqual(expectedOrder);

    const newest = reviews[0]!;
    expect(newest).toEqual({
      id: expectedOrder[0]!,
      reviewerName: 'Frameline member', // this reviewer has no profile
      rating: 3,
      comment: 'Review number 22: <b>calm</b> on set & on time.',
      createdAt: new Date(Date.UTC(2026, 0, 5 + 22, 12)).toISOString(),
      bookingMonth: '2026-01',
      answer: null,
      answeredAt: null,
      yours: false,
    } satisfies Review);
    expect(new Set(reviews.map((review) => review.reviewerName))).toEqual(
      new Set(['Northwind Studio', 'Frameline member', 'Lumen Beauty']),
    );
    expect(reviews.some((review) => review.comment === null)).toBe(true);

    const body = JSON.stringify(pages);
    for (const secret of [...reviewerEmails, 'Rachel Private-Adams', 'Sam Hidden-Fullname'])
      expect(body).not.toContain(secret);
  });

  it('shows the same rating on the profile, its card and Quick Stats as the reviews listed', async () => {
    const reviews = (await everyPage(pro.id)).flatMap((page) => page.items);
    const average = Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10;
    const rating = { average, count: reviews.length };

    const { profile } = await getJson<{ profile: Profile }>(`/api/profiles/${pro.id}`);
    expect(profile.rating).toEqual(rating);
    const card = (await discover({ q: 'Rena Reviewed' })).items.find((item) => item.userId === pro.id);
    expect(card?.rating).toEqual(rating);
    const stats = await getJson<{ totalReviews: number; averageRating: number | null }>(
      '/api/profiles/me/stats',
      pro.client,
    );
    expect({ average: stats.averageRating, count: stats.totalReviews }).toEqual(rating);

    // A professional nobody has reviewed yet: no reviews, no rating.
    const fresh = await newProfessional(t, { firstName: 'Nova', lastName: 'Unreviewed' });
    expect(await getJson<ReviewPage>(`/api/profiles/${fresh.id}/reviews`)).toEqual({
      items: [],
      nextCursor: null,
    });
    expect((await getJson<{ profile: Profile }>(`/api/profiles/${fresh.id}`)).profile.rating).toEqual({
      average: null,
      count: 0,
    });
  });

  it("follows the profile's visibility, and refuses bad ids and page links", async () => {
    const suspendedPro = await newProfessional(t, { firstName: 'Sol', lastName: 'Suspended' });
    const reviewer = await createUser(t.db);
    await seedReviews(suspendedPro.id, [
      { reviewerId: reviewer.id, rating: 4, comment: 'Good.', createdAt: new Date() },
    ]);
    await t.db
      .updateTable('profiles')
      .set({ suspended_at: new Date() })
      .where('user_id', '=', suspendedPro.id)
      .execute();
    const path = `/api/profiles/${suspendedPro.id}/reviews`;

    // A suspended professional is hidden: from visitors and other members, not from
    // themselves or an admin.
    expect((await visitor().get(path)).statusCode).toBe(404);
    const member = await newMember(t);
    expect((await member.client.get(path)).statusCode).toBe(404);
    expect((await getJson<ReviewPage>(path, suspendedPro.client)).items).toHaveLength(1);
    const admin = await newMember(t, 'admin');
    await createAdmin(t.db, admin.id, 'moderator');
    expect((await getJson<ReviewPage>(path, admin.client)).items).toHaveLength(1);

    const unknown = await visitor().get('/api/profiles/8f0c3a52-9d4e-4c1b-a7f3-2b6d5e8c9a01/reviews');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('Profile not found');
    for (const [query, field] of [
      ['/api/profiles/not-an-id/reviews', 'userId'],
      [`/api/profiles/${pro.id}/reviews?cursor=not-a-real-cursor`, 'cursor'],
      [
        `/api/profiles/${pro.id}/reviews?cursor=${Buffer.from(JSON.stringify({ time: 'yesterday', id: pro.id })).toString('base64url')}`,
        'cursor',
      ],
      [`/api/profiles/${pro.id}/reviews?pageSize=500`, 'pageSize'],
    ] as const) {
      const response = await visitor().get(query);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).fields, query).toHaveProperty(field);
    }
  });
});
