import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, setupTestApp, TestClient } from '../../../../tests/support/test-app.js';
import { PROFESSIONAL_ROLES } from '../../../shared/enums.js';
import { DISCOVER_TEXT_COUNT_CAP, type DiscoverResponse } from '../../../shared/schemas/discovery.js';
import { createBooking, createProfile, createReview, createUser } from '../../db/seed/factories.js';
import { keptCountFilterOf } from './counts.js';
import { STOP_WORDS } from './filters.js';

const t = setupTestApp();
const listedIds: string[] = [];
const hiddenIds: string[] = [];
let clientId: string;

async function professional(overrides: Parameters<typeof createProfile>[2] = {}) {
  const user = await createUser(t.db);
  await createProfile(t.db, user.id, overrides);
  return user.id;
}

beforeAll(async () => {
  // 14 listed professionals over every role, with known rates, places and words.
  const specs = [
    {
      role: 'photographer',
      hourly_rate: 150,
      location: 'Lisbon',
      specialties: ['portrait', 'wedding'],
      bio: 'Soft daylight portraits.',
    },
    {
      role: 'photographer',
      hourly_rate: 90,
      location: 'Porto',
      specialties: ['street'],
      bio: 'Street and documentary work.',
    },
    {
      role: 'photographer',
      hourly_rate: null,
      location: 'Berlin',
      specialties: ['product'],
      bio: 'Product stills in studio.',
    },
    {
      role: 'videographer',
      hourly_rate: 300,
      location: 'Lisbon',
      specialties: ['event'],
      bio: 'Festival films and aftermovies.',
    },
    {
      role: 'videographer',
      hourly_rate: 220,
      location: 'Madrid',
      specialties: ['commercial'],
      bio: 'Commercials with a small crew.',
    },
    {
      role: 'model',
      hourly_rate: 100,
      location: 'Paris',
      specialties: ['fashion'],
      bio: 'Runway and editorial model.',
    },
    {
      role: 'model',
      hourly_rate: 120,
      location: 'Milan',
      specialties: ['beauty', 'fashion'],
      bio: 'Beauty campaigns.',
    },
    {
      role: 'stylist',
      hourly_rate: 80,
      location: 'London',
      specialties: ['fashion', 'editorial'],
      bio: 'Wardrobe for editorials.',
    },
    {
      role: 'stylist',
      hourly_rate: 85,
      location: 'Lisbon',
      specialties: ['lifestyle'],
      bio: 'Prop and wardrobe styling.',
    },
    {
      role: 'makeup_artist',
      hourly_rate: 70,
      location: 'Paris',
      specialties: ['beauty'],
      bio: 'Skin-first makeup.',
    },
    {
      role: 'makeup_artist',
      hourly_rate: 95,
      location: 'Berlin',
      specialties: ['editorial'],
      bio: 'Graphic liner looks.',
    },
    {
      role: 'creative_director',
      hourly_rate: 400,
      location: 'London',
      specialties: ['commercial'],
      bio: 'Campaign concepts.',
    },
    {
      role: 'creative_director',
      hourly_rate: 350,
      location: 'New York',
      specialties: ['fashion'],
      bio: 'Brand worlds.',
    },
    {
      role: 'photographer',
      hourly_rate: 200,
      location: 'Lisbon',
      specialties: ['landscape'],
      bio: 'Mountains at dawn.',
      display_name: 'Zelda Quartz',
    },
  ] as const;
  for (const spec of specs)
    listedIds.push(await professional({ ...spec, specialties: [...spec.specialties], is_available: true }));

  // Never listed: a client, an unavailable professional and a suspended one.
  clientId = await professional({ role: 'client', bio: 'Lisbon brand looking for portrait photographers.' });
  hiddenIds.push(clientId);
  hiddenIds.push(
    await professional({
      role: 'photographer',
      is_available: false,
      location: 'Lisbon',
      bio: 'Soft daylight portraits.',
    }),
  );
  hiddenIds.push(
    await professional({
      role: 'photographer',
      suspended_at: new Date(),
      location: 'Lisbon',
      bio: 'Soft daylight portraits.',
    }),
  );
});

async function discover(query: Record<string, string | number>): Promise<DiscoverResponse> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await new TestClient(t.app).get(`/api/discover?${params}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function allPages(query: Record<string, string | number>) {
  const seen: DiscoverResponse[] = [];
  let cursor: string | null | undefined;
  do {
    const page = await discover(cursor ? { ...query, cursor } : query);
    seen.push(page);
    cursor = page.links.next?.cursor;
  } while (cursor);
  return seen;
}

describe('who is listed', () => {
  it('never returns a client, a suspended or an unavailable professional, and counts exactly the rows', async () => {
    const pages = await allPages({ pageSize: 5 });
    const ids = pages.flatMap((page) => page.items.map((item) => item.userId));
    expect(ids.sort()).toEqual([...listedIds].sort());
    for (const hidden of hiddenIds) expect(ids).not.toContain(hidden);
    expect(pages[0]!.total).toBe(listedIds.length);
    expect(pages[0]!.totalIsCapped).toBe(false);

    for (const role of PROFESSIONAL_ROLES) {
      const filtered = await allPages({ role, pageSize: 48 });
      expect(filtered[0]!.total).toBe(filtered[0]!.items.length);
      expect(filtered[0]!.items.every((item) => item.role === role)).toBe(true);
    }
  });

  it('gives live role counts that match the listing', async () => {
    const response = (await new TestClient(t.app).get('/api/discover/roles')).json();
    expect(response.total).toBe(listedIds.length);
    expect(response.roles.find((r: { role: string }) => r.role === 'photographer').count).toBe(4);
    expect(response.roles.find((r: { role: string }) => r.role === 'makeup_artist').count).toBe(2);
  });
});

describe('filters', () => {
  it('filters by location, specialty, rate range and text', async () => {
    const lisbon = await discover({ location: 'lisb', pageSize: 48 });
    expect(lisbon.items.map((i) => i.location)).toEqual(['Lisbon', 'Lisbon', 'Lisbon', 'Lisbon']);
    expect(lisbon.total).toBe(4);

    const fashion = await discover({ specialty: 'fashion', pageSize: 48 });
    expect(fashion.total).toBe(4);
    expect(fashion.items.every((i) => i.specialties.includes('fashion'))).toBe(true);

    // One bound alone never lets in a profile without a rate in that unit, whatever the order.
    for (const sort of ['newest', 'rate_asc', 'rate_desc', 'rating']) {
      for (const bound of [{ minRate: 0 }, { maxRate: 1000 }] as Record<string, number>[]) {
        const priced = await discover({ ...bound, rateUnit: 'hour', sort, pageSize: 48 });
        expect(priced.total, `${sort} ${JSON.stringify(bound)}`).toBe(listedIds.length - 1);
        expect(priced.items.every((i) => i.hourlyRate !== null)).toBe(true);
      }
    }

    const midRange = await discover({ minRate: 90, maxRate: 150, rateUnit: 'hour', pageSize: 48 });
    expect(midRange.items.map((i) => i.hourlyRate).sort((a, b) => a! - b!)).toEqual([90, 95, 100, 120, 150]);
    const midRangeByRate = await discover({
      minRate: 90,
      maxRate: 150,
      rateUnit: 'hour',
      sort: 'rate_desc',
      pageSize: 48,
    });
    expect(midRangeByRate.items.map((i) => i.hourlyRate)).toEqual([150, 120, 100, 95, 90]);

    expect((await discover({ q: 'daylight portraits' })).items.map((i) => i.userId)).toEqual([listedIds[0]]);
    expect((await discover({ q: 'zeld' })).items.map((i) => i.displayName)).toEqual(['Zelda Quartz']); // name prefix
    expect((await discover({ q: 'landscape' })).items.map((i) => i.displayName)).toEqual(['Zelda Quartz']); // specialty
    expect((await discover({ q: 'nothing-like-this' })).total).toBe(0);
    expect((await discover({ q: 'the' })).total).toBe(listedIds.length); // stop words alone do not filter
  });

  it('leaves out professionals booked on the chosen date', async () => {
    const date = '2027-03-14';
    await createBooking(t.db, {
      clientId,
      professionalId: listedIds[3]!,
      shoot_date: date,
      status: 'accepted',
    });
    await createBooking(t.db, {
      clientId,
      professionalId: listedIds[4]!,
      shoot_date: date,
      status: 'pending',
    });
    const free = await discover({ role: 'videographer', availableOn: date });
    expect(free.items.map((i) => i.userId)).toEqual([listedIds[4]]);
    expect((await discover({ role: 'videographer', availableOn: '2027-03-15' })).total).toBe(2);
  });
});

describe('location', () => {
  it('matches the city, typed in any case, with a country, or by its beginning', async () => {
    const ids = async (location: string, extra: Record<string, string> = {}) => {
      const page = await discover({ location, pageSize: 48, ...extra });
      expect(page.total, location).toBe(page.items.length);
      expect(page.totalIsCapped).toBe(false);
      return page.items.map((i) => i.userId).sort();
    };
    const lisbon = [listedIds[0], listedIds[3], listedIds[8], listedIds[13]].sort();
    expect(await ids('Lisbon')).toEqual(lisbon);
    expect(await ids('  LISBON  ')).toEqual(lisbon);
    expect(await ids('Lisbon, Portugal')).toEqual(lisbon);
    expect(await ids('lis')).toEqual(lisbon); // while typing
    expect(await ids('new   york, ny')).toEqual([listedIds[12]]);
    expect(await ids('Lisbon', { role: 'photographer' })).toEqual([listedIds[0], listedIds[13]].sort());
    // Only listed professionals make a city known: the hidden ones in Lisbon are never found.
    for (const hidden of hiddenIds) expect(await ids('Lisbon')).not.toContain(hidden);
  });

  it('finds a profile whose location names a country too, and nothing for an unknown place', async () => {
    const id = await professional({ role: 'stylist', location: ' Porto , Portugal', is_available: true });
    try {
      const porto = await discover({ location: 'porto' });
      expect(porto.items.map((i) => i.userId).sort()).toEqual([listedIds[1], id].sort());
      expect(porto.total).toBe(2);
      // A country is not a city, and a place no one lists shows the empty state.
      for (const location of ['Portugal', 'Atlantis', ',']) {
        const none = await discover({ location });
        expect(none.items, location).toEqual([]);
        expect(none.total).toBe(0);
        expect(none.links.pages).toEqual([]);
      }
    } finally {
      await t.db.deleteFrom('profiles').where('user_id', '=', id).execute();
    }
  });
});

describe('location suggestions', () => {
  async function suggest(query: string) {
    const response = await new TestClient(t.app).get(`/api/discover/locations?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { locations: { city: string; count: number }[] }).locations;
  }

  it('offers the listed cities that begin with what was typed, busiest first, with their counts', async () => {
    // Lisbon has 4 listed (and 2 hidden, who do not count); London 2.
    expect(await suggest('q=l')).toEqual([
      { city: 'Lisbon', count: 4 },
      { city: 'London', count: 2 },
    ]);
    expect(await suggest('q=LIS')).toEqual([{ city: 'Lisbon', count: 4 }]);
    expect(await suggest('q=new%20%20y')).toEqual([{ city: 'New York', count: 1 }]);
    // Role and specialty narrow the counts, and drop the cities they leave empty.
    expect(await suggest('q=l&role=photographer')).toEqual([{ city: 'Lisbon', count: 2 }]);
    expect(await suggest('q=l&specialty=fashion')).toEqual([{ city: 'London', count: 1 }]);
    // Nothing known: no suggestion.
    for (const q of ['atl', 'portugal', '%2C']) expect(await suggest(`q=${q}`), q).toEqual([]);
  });

  it.each([
    ['', 'q'],
    ['q=%20%20', 'q'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['q=li&role=client', 'role'],
    ['q=li&specialty=juggling', 'specialty'],
    ['q=li&limit=50', 'limit'],
  ])('?%s gets 400 naming %s', async (query, field) => {
    const response = await new TestClient(t.app).get(`/api/discover/locations?${query}`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toHaveProperty(field);
  });
});

describe('kept counts', () => {
  /** discovery_counts as the triggers left it, and as a rebuild from the profiles makes it. */
  async function keptAndRebuilt() {
    const read = async () =>
      (
        await sql<{ row: string }>`
          select concat_ws('|', role, specialty, location_key, listed) as row from discovery_counts
          where listed > 0 order by 1`.execute(t.db)
      ).rows.map((r) => r.row);
    const kept = await read();
    await sql`select discovery_counts_rebuild()`.execute(t.db);
    return { kept, rebuilt: await read() };
  }

  it('stay exact through inserts, suspensions, role, specialty, location and availability changes, and deletes', async () => {
    const before = await discover({ role: 'photographer', specialty: 'wedding', location: 'Lisbon' });
    expect(before.total).toBe(1);
    const user = await createUser(t.db);
    // Duplicate specialties count once.
    await createProfile(t.db, user.id, {
      role: 'photographer',
      location: 'Lisbon, Portugal',
      specialties: ['wedding', 'wedding', 'event'],
      is_available: true,
    });
    const check = async (expected: { all: number; photographers: number; weddingInLisbon: number }) => {
      const all = await discover({ pageSize: 48 });
      expect(all.total).toBe(expected.all);
      expect(all.items).toHaveLength(expected.all);
      expect((await discover({ role: 'photographer', pageSize: 48 })).total).toBe(expected.photographers);
      const wedding = await discover({ role: 'photographer', specialty: 'wedding', location: 'lisbon' });
      expect(wedding.total).toBe(expected.weddingInLisbon);
      expect(wedding.items).toHaveLength(expected.weddingInLisbon);
      const roles = (await new TestClient(t.app).get('/api/discover/roles')).json();
      expect(roles.total).toBe(expected.all);
      expect(roles.roles.find((r: { role: string }) => r.role === 'photographer').count).toBe(
        expected.photographers,
      );
      const { kept, rebuilt } = await keptAndRebuilt();
      expect(kept).toEqual(rebuilt);
    };
    const n = listedIds.length;
    await check({ all: n + 1, photographers: 5, weddingInLisbon: 2 });

    const update = (values: Record<string, unknown>) =>
      t.db.updateTable('profiles').set(values).where('user_id', '=', user.id).execute();
    await update({ suspended_at: new Date() });
    await check({ all: n, photographers: 4, weddingInLisbon: 1 });
    await update({ suspended_at: null });
    await check({ all: n + 1, photographers: 5, weddingInLisbon: 2 });
    await update({ specialties: ['event'] });
    await check({ all: n + 1, photographers: 5, weddingInLisbon: 1 });
    await update({ specialties: ['wedding'], location: 'Porto' });
    await check({ all: n + 1, photographers: 5, weddingInLisbon: 1 });
    await update({ location: 'lisbon', role: 'videographer' });
    await check({ all: n + 1, photographers: 4, weddingInLisbon: 1 });
    await update({ role: 'client' });
    await check({ all: n, photographers: 4, weddingInLisbon: 1 });
    await update({ role: 'photographer', is_available: false });
    await check({ all: n, photographers: 4, weddingInLisbon: 1 });
    await update({ is_available: true });
    await check({ all: n + 1, photographers: 5, weddingInLisbon: 2 });
    await t.db.deleteFrom('profiles').where('user_id', '=', user.id).execute();
    await check({ all: n, photographers: 4, weddingInLisbon: 1 });
  });

  it('counts live, exactly below the cap, when a filter has no kept count', async () => {
    const priced = await discover({ maxRate: 1000, rateUnit: 'hour', pageSize: 48 });
    expect(priced.total).toBe(listedIds.length - 1);
    expect(priced.totalIsCapped).toBe(false);
    expect(keptCountFilterOf({ maxRate: 1000 })).toBeNull();
    expect(keptCountFilterOf({ q: 'the', role: 'model' })).toEqual({
      role: 'model',
      specialty: '',
      location: null,
    });
  });
});

describe('text search', () => {
  it('knows the server stop words, so a search of stop words alone filters nothing', async () => {
    const words = [...STOP_WORDS];
    expect(words.length).toBeGreaterThan(100);
    const { rows } = await sql<{ word: string; nodes: number }>`
      select w as word, numnode(to_tsquery('english', w || ':*')) as nodes from unnest(${words}::text[]) w
    `.execute(t.db);
    expect(rows.filter((r) => r.nodes !== 0).map((r) => r.word)).toEqual([]);
    const { rows: kept } = await sql<{ nodes: number }>`
      select numnode(to_tsquery('english', 'themes & whom1 & zeld:*')) as nodes`.execute(t.db);
    expect(kept[0]!.nodes).toBeGreaterThan(0);

    expect((await discover({ q: 'The and OF' })).total).toBe(listedIds.length);
    expect((await discover({ q: 'the daylight' })).items.map((i) => i.userId)).toEqual([listedIds[0]]);
  });
});

describe('sorting and paging', () => {
  it('sorts by rate both ways with unpriced profiles last, and by rating', async () => {
    const byHour = { rateUnit: 'hour', pageSize: 48 };
    const cheap = (await discover({ sort: 'rate_asc', ...byHour })).items.map((i) => i.hourlyRate);
    expect(cheap.slice(0, 3)).toEqual([70, 80, 85]);
    expect(cheap.at(-1)).toBeNull();
    const dear = (await discover({ sort: 'rate_desc', ...byHour })).items.map((i) => i.hourlyRate);
    expect(dear.slice(0, 2)).toEqual([400, 350]);
    expect(dear.at(-1)).toBeNull();

    const booking = await createBooking(t.db, {
      clientId,
      professionalId: listedIds[7]!,
      status: 'completed',
    });
    await createReview(t.db, { bookingId: booking.id, rating: 4 });
    const rated = (await discover({ sort: 'rating' })).items[0]!;
    expect(rated.userId).toBe(listedIds[7]);
    expect(rated.rating).toEqual({ average: 4, count: 1 });
  });

  it('walks every page forward and back with the same rows, and jumps to nearby and last pages', async () => {
    const everything = (await discover({ sort: 'rate_asc', pageSize: 48 })).items.map((i) => i.userId);
    const pages = await allPages({ sort: 'rate_asc', pageSize: 3 });
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3, 4, 5]);
    expect(pages.flatMap((p) => p.items.map((i) => i.userId))).toEqual(everything);
    expect(pages.map((p) => [p.from, p.to])).toEqual([
      [1, 3],
      [4, 6],
      [7, 9],
      [10, 12],
      [13, 14],
    ]);

    // Back from the last page with prev links gives the same pages.
    let page = pages.at(-1)!;
    for (let n = pages.length - 1; n >= 1; n--) {
      page = await discover({
        sort: 'rate_asc',
        pageSize: 3,
        ...(page.links.prev!.cursor ? { cursor: page.links.prev!.cursor } : {}),
      });
      expect(page.page).toBe(n);
      expect(page.items.map((i) => i.userId)).toEqual(pages[n - 1]!.items.map((i) => i.userId));
    }

    // A numbered link two pages ahead, and the last-page link.
    const first = pages[0]!;
    const third = first.links.pages.find((link) => link.page === 3)!;
    expect((await discover({ sort: 'rate_asc', pageSize: 3, cursor: third.cursor! })).items).toEqual(
      pages[2]!.items,
    );
    const small = await discover({ sort: 'rate_asc', pageSize: 2 });
    expect(small.links.last?.page).toBe(7);
    const last = await discover({ sort: 'rate_asc', pageSize: 2, cursor: small.links.last!.cursor! });
    expect(last.items.map((i) => i.userId)).toEqual(everything.slice(12));
    expect(last.links.next).toBeNull();
  });
});

describe('bad filter values', () => {
  it.each([
    ['role=client', 'role'],
    ['role=wizard', 'role'],
    ['sort=cheapest', 'sort'],
    ['minRate=-5', 'minRate'],
    ['minRate=300&maxRate=100', 'minRate'],
    ['rateUnit=week', 'rateUnit'],
    ['pageSize=500', 'pageSize'],
    ['specialty=juggling', 'specialty'],
    ['availableOn=tomorrow', 'availableOn'],
    ['cursor=not-a-real-cursor', 'cursor'],
    ['colour=blue', 'colour'],
    [`location=${'x'.repeat(101)}`, 'location'],
    [`q=${'x'.repeat(101)}`, 'q'],
  ])('%s gets 400 naming %s', async (query, field) => {
    const response = await new TestClient(t.app).get(`/api/discover?${query}`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toHaveProperty(field);
  });
});

describe('live counts of text searches', () => {
  it('stop at 100 (shown as 100+), and are exact below it', async () => {
    const created: string[] = [];
    try {
      for (let i = 0; i < DISCOVER_TEXT_COUNT_CAP + 1; i++) {
        created.push(
          await professional({
            role: i < 3 ? 'stylist' : 'model',
            bio: `Quillfeather sets, look ${i}.`,
            is_available: true,
            suspended_at: null,
          }),
        );
      }
      const many = await discover({ q: 'quillfeather' });
      expect(many.total).toBe(DISCOVER_TEXT_COUNT_CAP);
      expect(many.totalIsCapped).toBe(true);
      expect(many.links.last).toBeNull();
      const few = await discover({ q: 'quillfeather', role: 'stylist' });
      expect({ total: few.total, capped: few.totalIsCapped, shown: few.items.length }).toEqual({
        total: 3,
        capped: false,
        shown: 3,
      });
    } finally {
      await t.db.deleteFrom('profiles').where('user_id', 'in', created).execute();
    }
  });
});
