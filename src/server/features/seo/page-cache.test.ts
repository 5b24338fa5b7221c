import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../../tests/support/members.js';
import { setupTestApp } from '../../../../tests/support/test-app.js';
import { SESSION_COOKIE } from '../../../shared/http.js';
import { buildApp } from '../../app.js';
import {
  createBooking,
  createPortfolioItem,
  createProfile,
  createReview,
  createUser,
  daysFromNow,
  isoDate,
} from '../../db/seed/factories.js';
import { pageAddress } from './page-address.js';
import { createPageCache, type PageCache, type PageKind } from './page-cache.js';

// Public pages reused until what they show changes (docs/decisions/0020), with a stand-in
// for the built render bundle that counts its renders: a page served from the cache is
// one the render did not run for.

declare global {
  var pageRenders: number | undefined;
  /** While set, the stand-in's renders wait for it: a render still under way. */
  var pageRenderGate: Promise<void> | undefined;
}

const root = mkdtempSync(join(tmpdir(), 'frameline-page-cache-'));
const webRoot = join(root, 'web');
mkdirSync(webRoot);
mkdirSync(join(root, 'ssr'));
writeFileSync(
  join(webRoot, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width" /><title>Frameline</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
);
writeFileSync(
  join(root, 'ssr', 'entry-server.js'),
  `export async function render(url, data) {
    globalThis.pageRenders = (globalThis.pageRenders ?? 0) + 1;
    await globalThis.pageRenderGate;
    const { pathname, searchParams } = new URL(url, 'http://x');
    const session = await data.session();
    const who = session.user ? 'member' : 'visitor';
    if (pathname === '/' || pathname === '/discover') {
      // As the real render does, a failing query leaves its part loading.
      let names = 'loading';
      try {
        const search = { pageSize: 10 };
        for (const name of ['cursor', 'location', 'availableOn'])
          if (searchParams.get(name)) search[name] = searchParams.get(name);
        const page = await data.discover(search);
        names = page.items.map((c) => c.displayName).join(',');
      } catch {}
      return { html: '<main>' + who + ':' + names + '</main>', state: {}, head: '' };
    }
    if (pathname === '/about') return { html: '<main>About</main>', state: {}, head: '' };
    if (pathname === '/contact') return { html: '<main>Contact:' + (searchParams.get('topic') ?? 'general') + '</main>', state: {}, head: '' };
    const id = pathname.split('/')[2];
    const [{ profile }, { items }, reviews] = await Promise.all([data.profile(id), data.portfolio(id), data.reviews(id)]);
    return {
      html: '<h1>' + who + ':' + profile.displayName + '</h1><p>' + (profile.isAvailable ? 'available' : 'away') + ', ' + items.length + ' works, ' + reviews.items.length + ' reviews, ' + (profile.requestAnswers ? profile.requestAnswers.answered : 'no') + ' requests answered</p>',
      state: {},
      head: '',
    };
  }`,
);

// Renders on the test's own thread (RENDER_WORKERS=0), so the stand-in's count is this
// thread's; render threads are render-workers.test.ts's.
const t = setupTestApp({ RENDER_WORKERS: '0' }, { webRoot });
const renders = () => globalThis.pageRenders ?? 0;
let pro: string;
/** A profile no test asks for before the shared render's. */
let newcomer: string;

beforeAll(async () => {
  pro = (await createUser(t.db)).id;
  await createProfile(t.db, pro, { role: 'photographer', display_name: 'Ava Frames', is_available: true });
  newcomer = (await createUser(t.db)).id;
  await createProfile(t.db, newcomer, { role: 'model', display_name: 'Noa Shared' });
});

/** A signed-out visitor from their own address. */
const visit = (url: string, headers: Record<string, string> = {}, address = '203.0.113.7') =>
  t.app.inject({ url, headers, remoteAddress: address });

/**
 * Requests a page until it is kept: the notices of the writes a test just made arrive
 * after their commit, and a render that a notice overtakes is sent but not kept.
 */
async function kept(request: () => ReturnType<typeof visit>) {
  await expect
    .poll(
      async () => {
        await request();
        const before = renders();
        await request();
        return renders() === before;
      },
      { timeout: 5000 },
    )
    .toBe(true);
  return request();
}

/** Another server copy for the enclosing describe, whose page cache reads the test's clock. */
function copyWithClock() {
  const clocked = {} as { app: Awaited<ReturnType<typeof buildApp>>; cache: PageCache; now: number };
  beforeAll(async () => {
    clocked.now = Date.now();
    clocked.cache = createPageCache({ now: () => clocked.now });
    clocked.app = await buildApp(t.config, { logger: false, webRoot, pageCache: clocked.cache });
  });
  afterAll(async () => {
    await clocked.app?.close();
  });
  return clocked;
}

/** Renders wait until the returned function is called. */
function holdRenders() {
  let release = () => {};
  globalThis.pageRenderGate = new Promise<void>((done) => {
    release = done;
  });
  return () => {
    globalThis.pageRenderGate = undefined;
    release();
  };
}

/** Notices arrive on the listening connection just after the commit. */
async function eventually(url: string, text: string) {
  await expect.poll(async () => (await visit(url)).body, { timeout: 5000 }).toContain(text);
}

describe('a profile page for signed-out visitors', () => {
  it('is rendered once and then reused, with a validator; each view still counts', async () => {
    const first = await kept(() => visit(`/profile/${pro}`));
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<h1>visitor:Ava Frames</h1>');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const before = renders();
    const again = await visit(`/profile/${pro}`, {}, '203.0.113.8');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);
    expect(renders()).toBe(before);

    // A shared cache in front revalidates: an unchanged page is a 304 without a body.
    const unchanged = await visit(`/profile/${pro}`, { 'if-none-match': etag }, '203.0.113.9');
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(renders()).toBe(before);

    // Three visitors, three views, though two were served from the cache.
    const views = await t.db
      .selectFrom('profile_views')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('profile_user_id', '=', pro)
      .executeTakeFirstOrThrow();
    expect(Number(views.n)).toBe(3);
  });

  it('changes when the profile, its portfolio, its reviews or its answers to requests change, whoever wrote it', async () => {
    const url = `/profile/${pro}`;
    await visit(url);
    await t.db.updateTable('profiles').set({ display_name: 'Ava Lens' }).where('user_id', '=', pro).execute();
    await eventually(url, '<h1>visitor:Ava Lens</h1>');

    await createPortfolioItem(t.db, pro);
    await eventually(url, '1 works');

    // A review appears; hidden by an administrator, it goes again.
    const client = (await createUser(t.db)).id;
    await createProfile(t.db, client, { role: 'client' });
    const booking = await createBooking(t.db, {
      clientId: client,
      professionalId: pro,
      status: 'completed',
      shoot_date: isoDate(daysFromNow(-1)),
      rate_accepted: 600,
      completed_at: new Date(),
    });
    const review = await createReview(t.db, { bookingId: booking.id, rating: 5 });
    await eventually(url, '1 reviews');
    await t.db
      .updateTable('reviews')
      .set({ hidden_at: new Date(), hidden_reason: 'Spam' })
      .where('id', '=', review.id)
      .execute();
    await eventually(url, '0 reviews');

    // Requests answered: the page says how the professional answers them, once there are
    // three. Kept before the answers (the requests alone change nothing it shows)...
    const requests = [];
    for (let i = 0; i < 3; i++)
      requests.push(await createBooking(t.db, { clientId: client, professionalId: pro }));
    const before = await kept(() => visit(url));
    expect(before.body).toContain('no requests answered');
    // ...and changed by them: the answers are the booking history's, in one statement.
    await t.db
      .insertInto('booking_events')
      .values(
        requests.map((request) => ({
          booking_id: request.id,
          actor_id: pro,
          actor_role: 'professional' as const,
          from_status: 'pending' as const,
          to_status: 'declined' as const,
        })),
      )
      .execute();
    await eventually(url, '3 requests answered');
  });

  it('is a 404 for everyone once the professional is suspended', async () => {
    const other = (await createUser(t.db)).id;
    await createProfile(t.db, other, { role: 'model', display_name: 'Noa Model' });
    expect((await visit(`/profile/${other}`)).statusCode).toBe(200);
    await t.db
      .updateTable('profiles')
      .set({ suspended_at: new Date(), suspension_reason: 'Test' })
      .where('user_id', '=', other)
      .execute();
    await expect.poll(async () => (await visit(`/profile/${other}`)).statusCode, { timeout: 5000 }).toBe(404);
  });

  it('is never the signed-in view, nor kept from it', async () => {
    const member = await signedInMember(t, { profile: 'client' });
    const page = await member.client.get(`/profile/${pro}`);
    expect(page.body).toContain('<h1>member:');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers.etag).toBeUndefined();
    expect((await visit(`/profile/${pro}`)).body).toContain('<h1>visitor:');
  });
});

describe('listing and information pages', () => {
  it('the landing is reused, through changes too; a shared cache may keep it 30 seconds', async () => {
    const first = await kept(() => visit('/'));
    expect(first.body).toContain('visitor:');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60');
    const before = renders();
    expect((await visit('/')).body).toBe(first.body);
    expect(renders()).toBe(before);

    // Any profile's change is behind it: the landing is rendered again, once, within
    // seconds ("under traffic" below, with a clock of its own, says when).
    const newcomer = (await createUser(t.db)).id;
    await createProfile(t.db, newcomer, { role: 'stylist', display_name: 'Zed Newcomer' });
    await expect
      .poll(
        async () => {
          await visit('/');
          return renders();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(before + 1);
  });

  it('a page rendered while one of its queries failed is sent but not kept', async () => {
    const url = '/discover?sort=rating';
    // The kept figures are away for a moment: the search fails as in a database hiccup.
    await sql`alter table discovery_counts rename to discovery_counts_away`.execute(t.db);
    try {
      const first = await visit(url);
      expect(first.statusCode).toBe(200);
      expect(first.body).toContain('visitor:loading');
      expect(first.headers['cache-control']).toBe('no-cache');
      const before = renders();
      await visit(url);
      expect(renders()).toBe(before + 1);
    } finally {
      await sql`alter table discovery_counts_away rename to discovery_counts`.execute(t.db);
    }
  });

  it('an information page is kept until the next deploy; a shared cache may keep it an hour', async () => {
    const first = await kept(() => visit('/about'));
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
    );
    const before = renders();
    await visit('/about');
    expect(renders()).toBe(before);
  });
});

describe('what a kept page is keyed by', () => {
  it('made-up query keys, and a cookie naming no session, get the kept page, not a render each', async () => {
    const first = await kept(() => visit('/about'));
    const before = renders();
    for (let i = 0; i < 5; i++) {
      const page = await visit(`/about/?z=${i}&utm_source=mail`);
      expect(page.statusCode).toBe(200);
      expect(page.headers.etag).toBe(first.headers.etag);
    }
    // Asked again, and past the length of link the server remembers how to read.
    for (const url of ['/about/?z=0&utm_source=mail', `/about?z=${'x'.repeat(600)}`])
      expect((await visit(url)).headers.etag).toBe(first.headers.etag);
    const madeUp = await visit('/about', { cookie: `${SESSION_COOKIE}=not-a-session` });
    expect(madeUp.headers.etag).toBe(first.headers.etag);
    expect(renders()).toBe(before);

    // A key the page reads makes another page, whatever comes with it, in any order.
    const pageTwo = await kept(() => visit('/discover?z=1&role=model'));
    const again = renders();
    expect((await visit('/discover?role=model&y=2')).headers.etag).toBe(pageTwo.headers.etag);
    expect(renders()).toBe(again);
    // A real session still gets its own render.
    const member = await signedInMember(t, { profile: 'client' });
    expect((await member.client.get('/about?z=9')).headers['cache-control']).toBe('private, no-cache');
  });
  it('a discovery address with search keys left empty is sent to the one without them, unrendered', async () => {
    const before = renders();
    // What the search form sends without scripts: every field, the empty ones too.
    const sent = await visit(
      '/discover-talent?q=&role=model&specialty=&location=&availableOn=&minRate=&maxRate=&rateUnit=day&sort=newest',
    );
    expect(sent.statusCode).toBe(302);
    expect(sent.headers.location).toBe('/discover-talent?role=model&rateUnit=day&sort=newest');
    expect(sent.headers['cache-control']).toBe('public, max-age=3600');
    // A key given twice, one empty; a key without '='; keys the search does not read are kept.
    expect((await visit('/discover?q=&q=lens&ref=&cursor')).headers.location).toBe('/discover?q=lens&ref=');
    expect((await visit('/discover-talent/?maxRate=')).headers.location).toBe('/discover-talent/');
    expect(renders()).toBe(before);
    // Nothing to tidy, or not discovery: the page itself.
    for (const url of ['/discover-talent?q=lens&ref=', '/discover-talent?', '/about?q=', '/?role='])
      expect((await visit(url)).statusCode, url).toBe(200);
  });

  it('values a page reads otherwise, or not at all, and an id in capitals, are the one page', async () => {
    const contact = await kept(() => visit('/contact'));
    const landing = await kept(() => visit('/'));
    const models = await kept(() => visit('/discover?role=model'));
    const profile = await kept(() => visit(`/profile/${pro}`));
    const before = renders();
    for (let i = 0; i < 3; i++) {
      // The contact page shows 'general' for a topic it does not offer.
      expect((await visit(`/contact?topic=junk${i}`)).headers.etag).toBe(contact.headers.etag);
      expect((await visit(`/?role=astronaut${i}`)).headers.etag).toBe(landing.headers.etag);
      // Discovery drops what its schema refuses, as the page itself does.
      expect((await visit(`/discover?role=model&sort=bogus${i}&minRate=abc${i}`)).headers.etag).toBe(
        models.headers.etag,
      );
    }
    expect((await visit('/contact?topic=general')).headers.etag).toBe(contact.headers.etag);
    expect((await visit(`/profile/${pro.toUpperCase()}`)).headers.etag).toBe(profile.headers.etag);
    expect(renders()).toBe(before);
    // A topic it offers is another page.
    expect((await kept(() => visit('/contact?topic=press'))).body).toContain('<main>Contact:press</main>');
  });

  it('a refused rate is kept in the address as written (its page shows it), its canonical is the search without it', async () => {
    await kept(() => visit('/discover?role=model'));
    let before = renders();
    const refused = await visit('/discover?minRate=-5&role=model&utm_source=x');
    expect(renders()).toBe(before + 1);
    expect(refused.body).toContain(
      `<link rel="canonical" href="${t.config.publicUrl}/discover-talent?role=model" />`,
    );
    await kept(() => visit('/discover?minRate=-5&role=model'));
    before = renders();
    expect((await visit('/discover?role=model&sort=bogus&minRate=-5')).statusCode).toBe(200);
    expect(renders()).toBe(before);
    // One written otherwise is another page; one too long to show, or no number (a number
    // field cannot show it), is not kept apart.
    await visit('/discover?role=model&minRate=-5.0');
    expect(renders()).toBe(before + 1);
    await visit(`/discover?role=model&minRate=${'9'.repeat(31)}`);
    await visit('/discover?role=model&minRate=abc');
    expect(renders()).toBe(before + 1);
  });

  it('a page link the API refuses is rendered once, then kept like any page', async () => {
    await kept(() => visit('/?cursor=not-a-page-link'));
    const before = renders();
    for (let i = 0; i < 3; i++) expect((await visit('/?cursor=not-a-page-link')).statusCode).toBe(200);
    expect(renders()).toBe(before);
  });

  it('a target that is no page of this site is a 404, never a 500, and never another page', async () => {
    for (const url of ['//x:99999', '//[', '//evil/', '/%2F%2Fevil']) {
      const page = await visit(url);
      expect(page.statusCode, url).toBe(404);
      expect(page.body, url).toContain('<title>Page not found');
    }
    const landing = await visit('/');
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain('<main>visitor:');
  });

  it('another spelling of a profile page is that profile page: dropped when it changes, and each view counts', async () => {
    const owner = (await createUser(t.db)).id;
    await createProfile(t.db, owner, { role: 'stylist', display_name: 'Rae Spelled' });
    const spelled = `/profile/${owner}//`;
    const first = await kept(() => visit(spelled));
    expect(first.body).toContain('<h1>visitor:Rae Spelled</h1>');
    expect((await visit(`/profile/${owner}`)).headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, no-cache');

    const views = async () =>
      Number(
        (
          await t.db
            .selectFrom('profile_views')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('profile_user_id', '=', owner)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await views();
    await visit(spelled, {}, '198.51.100.77');
    expect(await views()).toBe(before + 1);

    await t.db
      .updateTable('profiles')
      .set({ display_name: 'Rae Renamed' })
      .where('user_id', '=', owner)
      .execute();
    await eventually(spelled, '<h1>visitor:Rae Renamed</h1>');
  });
});

describe('two server copies', () => {
  const copy2 = {} as { app: Awaited<ReturnType<typeof buildApp>> };
  beforeAll(async () => {
    copy2.app = await buildApp(t.config, { logger: false, webRoot });
  });
  afterAll(async () => {
    await copy2.app?.close();
  });

  it("a change made through one copy drops the other copy's page", async () => {
    const owner = await signedInMember(t, {
      profile: { role: 'photographer', display_name: 'Kit Before', is_available: true },
    });
    const url = `/profile/${owner.id}`;
    const fromCopy2 = () => copy2.app.inject({ url, remoteAddress: '198.51.100.1' });
    expect((await kept(fromCopy2)).body).toContain('visitor:Kit Before</h1><p>available');

    // The owner turns unavailable through copy 1's API.
    const changed = await owner.client.request('PUT', '/api/profiles/me/availability', {
      payload: { isAvailable: false },
    });
    expect(changed.statusCode).toBe(200);
    await expect.poll(async () => (await fromCopy2()).body, { timeout: 5000 }).toContain('away');
  });
});

describe('under traffic', () => {
  const viewsOf = async (profileId: string) =>
    Number(
      (
        await t.db
          .selectFrom('profile_views')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('profile_user_id', '=', profileId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('visitors asking at once for a page not kept share one render, and each view counts', async () => {
    // A profile not asked for before, unchanged since the file began.
    const url = `/profile/${newcomer}?from=shared-link`;
    const viewsBefore = await viewsOf(newcomer);
    const before = renders();
    const release = holdRenders();
    const answers = Array.from({ length: 12 }, (_, i) => visit(url, {}, `192.0.2.${i + 1}`));
    await expect.poll(renders).toBe(before + 1);
    release();
    const pages = await Promise.all(answers);
    expect(renders()).toBe(before + 1);
    expect(pages.map((page) => page.statusCode)).toEqual(pages.map(() => 200));
    expect(new Set(pages.map((page) => page.body)).size).toBe(1);
    expect(pages[0]!.body).toContain('<h1>visitor:');
    expect(await viewsOf(newcomer)).toBe(viewsBefore + 12);
  });

  const clocked = copyWithClock();

  it('a page past its bound is served as kept while one render replaces it', async () => {
    const url = '/discover?sort=rate_desc';
    const view = () => clocked.app.inject({ url, remoteAddress: '198.51.100.9' });
    clocked.now += 5_000; // past the counts' lag after earlier tests' changes
    const first = await kept(view);
    clocked.now += 10 * 60_000 + 1_000;

    const before = renders();
    const release = holdRenders();
    // Answered at once from the kept page, though the render that replaces it is held.
    const stale = await Promise.all([view(), view(), view()]);
    for (const page of stale) {
      expect(page.statusCode).toBe(200);
      expect(page.headers.etag).toBe(first.headers.etag);
    }
    await expect.poll(renders).toBe(before + 1);
    release();
    // Once that render is kept, the page is fresh again: no further render.
    await expect.poll(() => clocked.cache.lookup(url)?.stale).toBe(false);
    await view();
    expect(renders()).toBe(before + 1);

    // Past the bound and a minute more, nothing stale is served: the visitor waits for a render.
    clocked.now += 10 * 60_000 + 61_000;
    await view();
    expect(renders()).toBe(before + 2);
  });
});

describe('listing pages while profiles change', () => {
  const clocked = copyWithClock();
  /** A professional listed in a city of their own, so that a search there lists only them. */
  async function listedIn(city: string, name: string) {
    const id = (await createUser(t.db)).id;
    await createProfile(t.db, id, { role: 'model', display_name: name, location: city, is_available: true });
    return id;
  }
  /**
   * Requests a listing page until it is kept and behind no change: the notices of the
   * writes a test just made arrive after their commit, and a page rendered within 5 s of a
   * change is kept behind it (the counts it read may be older).
   */
  async function keptUpToDate(url: string, view: () => ReturnType<typeof visit>) {
    await expect
      .poll(
        async () => {
          await kept(view);
          const behindSince = clocked.cache.lookup(pageAddress(url))?.page.behindSince ?? null;
          if (behindSince !== null) clocked.now += 5_000;
          return behindSince;
        },
        { timeout: 5000 },
      )
      .toBeNull();
    return view();
  }
  /** Notices arrive just after the commit: waits until the kept page knows of a change. */
  const behindAChange = (url: string) =>
    expect
      .poll(() => clocked.cache.lookup(pageAddress(url))?.page.behindSince ?? null, { timeout: 5000 })
      .not.toBeNull();

  it('are served as kept behind changes, and rendered again once, behind the answers, 5 s after they were kept', async () => {
    const url = '/discover?location=Listville';
    await listedIn('Listville', 'Lea First');
    const view = () => clocked.app.inject({ url, remoteAddress: '198.51.100.21' });
    const first = await keptUpToDate(url, view);
    expect(first.body).toContain('visitor:Lea First</main>');

    // Three changes, one of them a newcomer this page lists.
    const newcomer = await listedIn('Listville', 'Lea Second');
    await t.db.updateTable('profiles').set({ bio: 'Changed' }).where('user_id', '=', newcomer).execute();
    await behindAChange(url);
    const before = renders();
    clocked.now += 4_000;
    for (let i = 0; i < 3; i++) expect((await view()).headers.etag).toBe(first.headers.etag);
    expect(renders()).toBe(before);

    clocked.now += 1_000;
    const release = holdRenders();
    // Due its refresh: still answered at once from the kept page while one render runs.
    const answers = await Promise.all([view(), view(), view()]);
    for (const page of answers) expect(page.headers.etag).toBe(first.headers.etag);
    await expect.poll(renders).toBe(before + 1);
    release();
    await expect.poll(async () => (await view()).body).toContain('Lea Second');
    expect(renders()).toBe(before + 1);
  });

  it('a render that a change overtakes is kept, behind that change, and one render at a time serves the page', async () => {
    const url = '/discover?location=Overtown';
    await listedIn('Overtown', 'Otto Early');
    const view = () => clocked.app.inject({ url, remoteAddress: '198.51.100.22' });
    const before = renders();
    const release = holdRenders();
    const waiting = [view(), view()];
    await expect.poll(renders).toBe(before + 1);
    // While it renders, a change: the render may or may not show it.
    const { generation } = clocked.cache.begin();
    await listedIn('Overtown', 'Otto Late');
    await expect.poll(() => clocked.cache.begin().generation).toBeGreaterThan(generation);
    const later = view();
    release();
    const pages = await Promise.all([...waiting, later]);
    expect(new Set(pages.map((page) => page.body)).size).toBe(1);
    expect(pages[0]!.body).toContain('Otto Early');
    // One render for all three, kept, though a change came after it began.
    expect(renders()).toBe(before + 1);
    await behindAChange(url);
    expect((await view()).headers.etag).toBe(pages[0]!.headers.etag);
    expect(renders()).toBe(before + 1);

    clocked.now += 5_000;
    await view();
    await expect.poll(async () => (await view()).body).toContain('Otto Late');
    expect(renders()).toBe(before + 2);
  });

  it('one behind a change for 10 s that nobody asked for meanwhile is rendered for the visitor who asks', async () => {
    const url = '/discover?location=Quietbury';
    await listedIn('Quietbury', 'Quinn Kept');
    const view = () => clocked.app.inject({ url, remoteAddress: '198.51.100.23' });
    await keptUpToDate(url, view);
    await listedIn('Quietbury', 'Quinn Added');
    await behindAChange(url);
    clocked.now += 10_000;
    const before = renders();
    const page = await view();
    expect(renders()).toBe(before + 1);
    expect(page.body).toContain('Quinn Added');
  });

  it('a professional suspended, made unavailable or deleted is gone from them at once', async () => {
    const url = '/discover?location=Leaveton';
    const suspended = await listedIn('Leaveton', 'Lou Suspended');
    const away = await listedIn('Leaveton', 'Lia Away');
    const deleted = await listedIn('Leaveton', 'Lars Deleted');
    await listedIn('Leaveton', 'Lena Stays');
    const view = () => clocked.app.inject({ url, remoteAddress: '198.51.100.25' });
    const first = await keptUpToDate(url, view);
    for (const name of ['Lou Suspended', 'Lia Away', 'Lars Deleted', 'Lena Stays'])
      expect(first.body).toContain(name);

    // The test's clock stands still: no refresh is due, only the withdrawal drops the page.
    const withdrawals = [
      {
        name: 'Lou Suspended',
        withdraw: () =>
          t.db
            .updateTable('profiles')
            .set({ suspended_at: new Date(), suspension_reason: 'Spam' })
            .where('user_id', '=', suspended)
            .execute(),
      },
      {
        name: 'Lia Away',
        withdraw: () =>
          t.db.updateTable('profiles').set({ is_available: false }).where('user_id', '=', away).execute(),
      },
      { name: 'Lars Deleted', withdraw: () => t.db.deleteFrom('users').where('id', '=', deleted).execute() },
    ];
    for (const { name, withdraw } of withdrawals) {
      expect((await view()).body).toContain(name);
      await withdraw();
      await expect.poll(async () => (await view()).body, { timeout: 5000 }).not.toContain(name);
      expect((await view()).body).toContain('Lena Stays');
    }
    // Rendered once since, and kept again.
    const before = renders();
    await view();
    expect(renders()).toBe(before);
  });

  it('a visitor asking after a withdrawal does not share a render begun before it', async () => {
    const url = '/discover?location=Latebury';
    const leaving = await listedIn('Latebury', 'Lex Leaving');
    const view = () => clocked.app.inject({ url, remoteAddress: '198.51.100.26' });
    const before = renders();
    const release = holdRenders();
    const early = view();
    await expect.poll(renders).toBe(before + 1);
    const { withdrawals } = clocked.cache.begin();
    await t.db.updateTable('profiles').set({ is_available: false }).where('user_id', '=', leaving).execute();
    await expect.poll(() => clocked.cache.begin().withdrawals).toBeGreaterThan(withdrawals);
    const late = view();
    await expect.poll(renders).toBe(before + 2);
    release();
    // (The stand-in reads after the gate, so the early render cannot show what it was.)
    await early;
    expect((await late).body).not.toContain('Lex Leaving');
    // The render begun before is not kept; the one after is.
    expect((await view()).body).not.toContain('Lex Leaving');
    expect(renders()).toBe(before + 2);
  });

  it('a booking accepted or ended changes who a search by date lists', async () => {
    const date = isoDate(daysFromNow(30));
    const url = `/discover?availableOn=${date}&location=Bookham`;
    const professional = await listedIn('Bookham', 'Bea Bookable');
    const client = (await createUser(t.db)).id;
    await createProfile(t.db, client, { role: 'client', display_name: 'Cal Client' });
    const view = () => clocked.app.inject({ url, remoteAddress: '198.51.100.24' });
    expect((await keptUpToDate(url, view)).body).toContain('Bea Bookable');

    const booking = await createBooking(t.db, {
      clientId: client,
      professionalId: professional,
      shoot_date: date,
      status: 'accepted',
    });
    await behindAChange(url);
    clocked.now += 10_000;
    expect((await view()).body).not.toContain('Bea Bookable');

    // Ended: listed on that date again.
    await t.db.updateTable('bookings').set({ status: 'cancelled' }).where('id', '=', booking.id).execute();
    await behindAChange(url);
    clocked.now += 10_000;
    expect((await view()).body).toContain('Bea Bookable');
  });
});

describe('the cache itself', () => {
  it('keeps no page whose render began before a change, and drops the least recently used past its size', () => {
    let now = 0;
    const cache = createPageCache({ maxEntries: 2, now: () => now });
    const page = (profileId: string | null) => ({
      status: 200,
      html: `<p>${profileId}</p>`,
      kind: profileId ? ('profile' as const) : ('listing' as const),
      profileId,
    });
    const since = cache.begin();
    cache.noticed(randomUUID());
    expect(cache.set('/profile/a', page('a'), since)).toBeNull();
    now = 5_000;

    cache.set('/profile/a', page('a'), cache.begin());
    cache.set('/profile/b', page('b'), cache.begin());
    cache.lookup('/profile/a');
    cache.set('/', page(null), cache.begin());
    expect(cache.lookup('/profile/b')).toBeUndefined();
    expect(cache.lookup('/profile/a')).toMatchObject({ page: { html: '<p>a</p>' }, stale: false });

    // Bounded in time too: past its bound a page is served stale (while replaced) for
    // another minute, then gone.
    now += 10 * 60_000 + 1_000;
    expect(cache.lookup('/')).toMatchObject({ page: { html: '<p>null</p>' }, stale: true });
    now += 60_000;
    expect(cache.lookup('/')).toBeUndefined();
  });

  it("on '*' (too many changed at once) drops every profile's page, keeps listings behind, and information pages", () => {
    let now = 0;
    const cache = createPageCache({ now: () => now });
    const page = (kind: PageKind, profileId: string | null = null) => ({
      status: 200,
      html: kind,
      kind,
      profileId,
    });
    cache.set('/profile/a', page('profile', 'a'), cache.begin());
    cache.set('/profile/b', page('profile', 'b'), cache.begin());
    cache.set('/', page('listing'), cache.begin());
    cache.set('/about', page('information'), cache.begin());
    now = 1_000;
    cache.noticed('*');
    expect(cache.lookup('/profile/a')).toBeUndefined();
    expect(cache.lookup('/profile/b')).toBeUndefined();
    expect(cache.lookup('/')).toMatchObject({ page: { behindSince: 1_000 }, stale: false });
    expect(cache.lookup('/about')).toMatchObject({ stale: false });
    // Reconnected after a while without notices: nothing kept can be trusted.
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('keeps a listing page through changes: behind them, refreshed after 5 s, never served 10 s behind', () => {
    let now = 0;
    const cache = createPageCache({ now: () => now });
    const listing = { status: 200, html: '<p>list</p>', kind: 'listing' as const, profileId: null };
    const profile = { status: 200, html: '<p>a</p>', kind: 'profile' as const, profileId: 'a' };
    cache.set('/', listing, cache.begin());
    cache.set('/profile/a', profile, cache.begin());

    now = 1_000;
    cache.noticed('a');
    expect(cache.lookup('/profile/a')).toBeUndefined();
    expect(cache.lookup('/')).toMatchObject({ page: { behindSince: 1_000 }, stale: false });
    // A notice naming no profile ('listings': who is booked on a date) is behind it too.
    cache.noticed('listings');
    now = 4_999;
    expect(cache.lookup('/')?.stale).toBe(false);
    now = 5_000;
    expect(cache.lookup('/')).toMatchObject({ page: { behindSince: 1_000 }, stale: true });
    now = 10_999;
    expect(cache.lookup('/')?.stale).toBe(true);
    now = 11_000;
    expect(cache.lookup('/')).toBeUndefined();

    // A render a change overtakes: a profile's is not kept, a listing's is, behind it from
    // when the render began.
    const since = cache.begin();
    now = 11_500;
    cache.noticed('b');
    expect(cache.set('/profile/a', profile, since)).toBeNull();
    expect(cache.set('/', listing, since)).toMatchObject({ keptAt: 11_500, behindSince: 11_000 });
    // Rendered less than 5 s after a change, a listing may show a count kept from before
    // it (docs/product.md, Counts): kept behind that change too; from 5 s on, not.
    now = 16_499;
    expect(cache.set('/discover', listing, cache.begin())).toMatchObject({ behindSince: 11_500 });
    now = 16_500;
    expect(cache.set('/discover', listing, cache.begin())).toMatchObject({ behindSince: null });
    expect(cache.set('/profile/a', profile, cache.begin())).toMatchObject({ behindSince: null });
  });

  it('drops every listing page when a professional is withdrawn, and keeps no listing render begun before', () => {
    let now = 0;
    const cache = createPageCache({ now: () => now });
    const listing = { status: 200, html: '<p>list</p>', kind: 'listing' as const, profileId: null };
    const profile = { status: 200, html: '<p>b</p>', kind: 'profile' as const, profileId: 'b' };
    cache.set('/', listing, cache.begin());
    cache.set('/discover?role=model', listing, cache.begin());
    cache.set('/profile/b', profile, cache.begin());
    const since = cache.begin();
    now = 1_000;
    // The withdrawn professional's own notice, then the withdrawal.
    cache.noticed('a');
    expect(cache.lookup('/')?.stale).toBe(false);
    cache.noticed('withdrawn');
    expect(cache.lookup('/')).toBeUndefined();
    expect(cache.lookup('/discover?role=model')).toBeUndefined();
    expect(cache.lookup('/profile/b')?.stale).toBe(false);
    expect(cache.set('/', listing, since)).toBeNull();
    // Begun after it: kept (behind it for the counts, as after any change).
    expect(cache.set('/', listing, cache.begin())).toMatchObject({ behindSince: 1_000 });
    // Reconnected, a withdrawal may have been missed: a render begun before is not kept.
    const beforeReconnect = cache.begin();
    cache.clear();
    expect(cache.set('/', listing, beforeReconnect)).toBeNull();
  });

  it('keeps pages with a query apart: searches without end push out only other searches', () => {
    const cache = createPageCache({ maxEntries: 2, maxVariants: 2 });
    const page = (html: string) => ({ status: 200, html, kind: 'information' as const, profileId: null });
    cache.set('/about', page('about'), cache.begin());
    cache.set('/careers', page('careers'), cache.begin());
    for (let i = 0; i < 50; i++) cache.set(`/discover?q=made-up-${i}`, page(`search ${i}`), cache.begin());
    expect(cache.lookup('/about')?.page.html).toBe('about');
    expect(cache.lookup('/careers')?.page.html).toBe('careers');
    expect(cache.lookup('/discover?q=made-up-49')?.page.html).toBe('search 49');
    expect(cache.lookup('/discover?q=made-up-47')).toBeUndefined();
    expect(cache.size).toBe(4);
  });
});
