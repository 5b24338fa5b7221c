import fc from 'fast-check';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DiscoverResponse } from '../../src/shared/schemas/discovery.js';
import { NO_SCRIPT_TEXTS } from '../../src/shared/texts.js';
import { getJson } from './support/http.js';
import { apiAs, demoMember, signIn } from './support/members.js';
import { collectErrors } from './support/pages.js';
import { setupSite } from './support/site.js';

// The server-rendered first paint (docs/decisions/0006) against the built server and the
// demo data: the HTML already holds the page before any script runs, and the browser
// hydrates it without a mismatch, signed out and signed in.

const site = setupSite({ env: { SEED_DEMO: 'true' } });
const MEMBER = 'ava.photographer@demo.frameline.test';

let newest: DiscoverResponse;
let topRated: DiscoverResponse;
let profileId: string;
let profileName: string;

beforeAll(async () => {
  newest = await getJson<DiscoverResponse>(site.server.url, '/api/discover?pageSize=3');
  topRated = await getJson<DiscoverResponse>(site.server.url, '/api/discover?pageSize=3&sort=rating');
  profileId = topRated.items[0]!.userId;
  profileName = topRated.items[0]!.displayName;
});

async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await site.newContext({ viewport: { width: 412, height: 823 }, ...options });
  return context.newPage();
}

/**
 * Presses the landing's Models filter once and waits for it to answer, which shows the
 * app has started. It starts after the first paint (docs/decisions/0022); a press before
 * then is pressed again once it has.
 */
async function chooseModelsOnceStarted(page: Page): Promise<void> {
  const models = page.getByRole('button', { name: 'Models', exact: true });
  await models.click();
  await expect.poll(() => models.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
}

/**
 * How a page whose app is held is opened: until its HTML is read, not until 'load'. The
 * page asks for the app after its first paint (or 3 s); on a busy host that can come
 * before 'load', whose wait then includes the held script and never ends.
 */
const HELD = { waitUntil: 'domcontentloaded' } as const;

/**
 * Holds the app's entry script until the returned function is called: the page stays
 * the server's HTML, painted and readable, with buttons that do nothing yet. Releasing
 * waits for the page to have asked for it (a press asks at once: docs/decisions/0022),
 * then for the app to have taken the page over.
 */
async function holdTheApp(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return async () => {
    await expect.poll(() => asked, { timeout: 15_000 }).toBe(true);
    release();
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  };
}

/**
 * Chooses 'Top rated' in discovery's Sort by on `address` before the app has started,
 * and expects the choice followed once it has: in the address, and kept by the list.
 */
async function sortByRatingBeforeTheAppStarts(page: Page, address: string): Promise<void> {
  const release = await holdTheApp(page);
  await page.goto(address, HELD);
  const sort = page.getByLabel('Sort by');
  // The browser's own list, before any script: the pointer on it starts the app.
  await sort.click();
  await sort.selectOption('rating');
  await release();
  await expect.poll(() => new URL(page.url()).searchParams.get('sort'), { timeout: 10_000 }).toBe('rating');
  // The address changes a moment before React shows it (a transition): the list then
  // holds the choice, and keeps it.
  await expect.poll(() => sort.inputValue(), { timeout: 10_000 }).toBe('rating');
  await page.waitForTimeout(300);
  expect(await sort.inputValue()).toBe('rating');
}

/**
 * The texts of the page's <noscript> notes that show. Playwright's text and role queries
 * skip <noscript> (they take its content for unrendered), which a browser without
 * scripts renders as any other element.
 */
const shownNoScriptTexts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('noscript')]
      .filter((note) => note.getBoundingClientRect().height > 0)
      .map((note) => note.textContent ?? ''),
  );

const heading = (page: Page, name: string, level = 1) =>
  page.getByRole('heading', { level, name, exact: true });

describe('without JavaScript, the HTML already holds the page', () => {
  it('/ has its heading, hero and the newest professionals', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto('/');
    await expect(
      heading(
        page,
        'Frameline, the professional network and booking marketplace for creative talent',
      ).count(),
    ).resolves.toBe(1);
    await expect(heading(page, 'Meet the talent', 2).isVisible()).resolves.toBe(true);
    for (const card of newest.items) {
      await expect(heading(page, card.displayName, 3).isVisible()).resolves.toBe(true);
    }
    await expect(page.getByText('Frameline needs JavaScript').count()).resolves.toBe(0);
  });

  it('/discover-talent has its heading, live counts, featured and searched professionals', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto('/discover-talent');
    await expect(heading(page, 'Find the creative behind your next great shot.').isVisible()).resolves.toBe(
      true,
    );
    await expect(heading(page, 'Top-rated professionals', 2).isVisible()).resolves.toBe(true);
    for (const card of topRated.items) {
      await expect(page.getByText(card.displayName, { exact: true }).first().isVisible()).resolves.toBe(true);
    }
    await expect(page.getByText(/^Showing 1 - 12 of \d+ professionals$/).isVisible()).resolves.toBe(true);
  });

  it('a public profile has the member name, details and portfolio', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`/profile/${profileId}`);
    await expect(heading(page, profileName).isVisible()).resolves.toBe(true);
    await expect(heading(page, 'About', 2).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('status', { name: 'Loading profile' }).count()).resolves.toBe(0);
  });

  it('no form puts what was typed into the address, and what needs scripts says so', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto('/contact');
    expect(await shownNoScriptTexts(page)).toContain(NO_SCRIPT_TEXTS.form);
    await page.getByLabel('Name').fill('Second Run');
    await page.getByLabel('Email').fill('second@example.test');
    await page.getByRole('textbox', { name: 'Message' }).fill('Second run private text');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe('/contact');
    expect(page.url()).not.toMatch(/Second|example\.test|private/);
    const stored = await site.db
      .selectFrom('contact_messages')
      .select('id')
      .where('email', '=', 'second@example.test')
      .execute();
    expect(stored).toHaveLength(0);

    await page.goto('/creative-blog');
    await page.getByLabel('Email address').fill('v@example.test');
    await page.getByLabel('Email address').press('Enter');
    await page.waitForLoadState('load');
    expect(page.url()).not.toContain('example.test');
    expect(await shownNoScriptTexts(page)).toEqual(
      expect.arrayContaining([NO_SCRIPT_TEXTS.controls, NO_SCRIPT_TEXTS.form]),
    );
  });

  it("the landing's role buttons choose a role without scripts, and All Professionals goes back", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto('/');
    const section = page.locator('#discover');
    const models = await getJson<DiscoverResponse>(site.server.url, '/api/discover?pageSize=3&role=model');
    await section.getByRole('button', { name: 'Models', exact: true }).click();
    await page.waitForLoadState('load');
    const address = new URL(page.url());
    expect(`${address.pathname}${address.search}${address.hash}`).toBe('/?role=model#discover');
    expect(
      await section.getByRole('button', { name: 'Models', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    await expect(
      section.getByText(`Showing 1 - ${models.to} of ${models.total} professionals`).isVisible(),
    ).resolves.toBe(true);
    for (const card of models.items)
      await expect(section.getByText(card.displayName, { exact: true }).first().isVisible()).resolves.toBe(
        true,
      );

    await section.getByRole('button', { name: 'All Professionals', exact: true }).click();
    await page.waitForLoadState('load');
    expect(new URL(page.url()).searchParams.get('role')).toBeNull();
    await expect(
      section.getByText(`Showing 1 - ${newest.to} of ${newest.total} professionals`).isVisible(),
    ).resolves.toBe(true);
  });

  it('the search form, page links, phone menu and 404 page work without scripts', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    // The phone header lists its links (the menu button needs scripts).
    await page.goto('/about');
    const phoneLinks = page.locator('header noscript nav a');
    expect(await phoneLinks.allTextContents()).toEqual([
      'Discover',
      'Booking',
      'Community',
      'Sign In',
      'Join',
    ]);
    await page.locator('header noscript nav a[href="/discover-talent"]').click();
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe('/discover-talent');

    // The search form is sent as the page's address, which the server renders.
    const results = page.locator('#results');
    await results.getByLabel('Role').selectOption({ label: 'Photographers' });
    await results.locator('noscript button[type="submit"]').click();
    await page.waitForLoadState('load');
    expect(new URL(page.url()).searchParams.get('role')).toBe('photographer');
    // The form sends every field; the address kept is the search, without the empty ones.
    expect([...new URL(page.url()).searchParams].filter(([, value]) => value === '')).toEqual([]);
    const photographers = await getJson<DiscoverResponse>(
      site.server.url,
      '/api/discover?pageSize=12&role=photographer',
    );
    await expect(
      results
        .getByText(`Showing 1 - ${photographers.to} of ${photographers.total} professionals`)
        .isVisible(),
    ).resolves.toBe(true);

    // Page links are links.
    await page.goto('/discover-talent');
    const all = await getJson<DiscoverResponse>(site.server.url, '/api/discover?pageSize=12');
    expect(all.links.next).not.toBeNull();
    await results.getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.waitForLoadState('load');
    expect(new URL(page.url()).searchParams.get('cursor')).toBe(all.links.next!.cursor);
    await expect(results.getByText(/^Showing 13 - \d+ of \d+ professionals$/).isVisible()).resolves.toBe(
      true,
    );

    // An unknown address shows the 404 page's own text.
    const missing = await page.goto('/nope');
    expect(missing?.status()).toBe(404);
    await expect(page.getByText('Oops! Page not found').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Return to Home' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Frameline needs JavaScript').count()).resolves.toBe(0);
  });

  it('an information page is rendered too; app pages are left to the client', async () => {
    const about = await (await fetch(`${site.server.url}/about`)).text();
    expect(about).toMatch(/<div id="root"><div class="flex min-h-dvh flex-col">/);
    const dashboard = await (await fetch(`${site.server.url}/dashboard`)).text();
    expect(dashboard).toContain('<div id="root"></div>');
    expect(dashboard).not.toContain('id="ssr-state"');
  });

  it('text set before the web fonts arrive takes their room: nothing on the first screen of a phone moves when they do', async () => {
    // Where each heading, paragraph and link of the first screen sits, set in the fallback
    // faces (the font files refused) and then in the web fonts.
    const firstScreen = async (path: string, fonts: boolean) => {
      const page = await newPage({ javaScriptEnabled: false });
      if (!fonts) await page.route('**/*.woff2', (route) => route.abort());
      await page.goto(`${site.server.url}${path}`, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      const tops = await page.evaluate(() =>
        [...document.querySelectorAll('main :is(h1, h2, h3, p, a, button)')].map((element) => ({
          text: element.textContent?.trim().slice(0, 40),
          top: Math.round(element.getBoundingClientRect().top),
        })),
      );
      await page.context().close();
      return tops;
    };
    for (const path of ['/', '/discover-talent', '/about']) {
      const [fallback, web] = await Promise.all([firstScreen(path, false), firstScreen(path, true)]);
      expect(fallback.map((element) => element.text)).toEqual(web.map((element) => element.text));
      const moved = web
        .map((element, i) => ({ ...element, by: Math.abs(element.top - fallback[i]!.top) }))
        .filter((element) => element.top < 823 && element.by > 4);
      expect(moved, path).toEqual([]);
    }
  });

  it('sends no inline script (CSP script-src self): the data rides in application/json', async () => {
    for (const path of ['/', '/discover-talent', `/profile/${profileId}`]) {
      const response = await fetch(`${site.server.url}${path}`, { headers: { 'accept-encoding': 'br' } });
      expect(response.headers.get('content-encoding')).toBe('br');
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
      const inline = scripts.filter(
        (attrs) => !/\bsrc=/.test(attrs) && !/type="application\/(ld\+)?json"/.test(attrs),
      );
      expect(inline, path).toEqual([]);
      expect(html).toContain('<script type="application/json" id="ssr-state">');
    }
  });
});

describe('what a visitor did before the app has started', () => {
  it('a page scrolled before then stays where it was', async () => {
    const page = await newPage();
    const release = await holdTheApp(page);
    await page.goto('/', HELD);
    // Laid out (its style sheet read) before it is scrolled.
    await page.waitForFunction(() => document.documentElement.scrollHeight > window.innerHeight + 1500);
    // A key press starts the app (docs/decisions/0022); scrolling alone does not.
    await page.keyboard.press('Shift');
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
    await release();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
  });

  it('a button pressed before then is pressed again once it has: a filter of the landing', async () => {
    const page = await newPage();
    const release = await holdTheApp(page);
    await page.goto('/', HELD);
    const models = page.getByRole('button', { name: 'Models', exact: true });
    await models.click();
    await page.waitForTimeout(300);
    expect(await models.getAttribute('aria-pressed')).toBe('false');
    await release();
    // Once, not again by the test: the filter is on and the address says so.
    await expect.poll(() => models.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
    await expect.poll(() => page.url(), { timeout: 10_000 }).toContain('role=model');
  });

  it('a button pressed before then is pressed again once it has: Enter on Book Now of a profile', async () => {
    const client = await demoMember(site, 'client.one@demo.frameline.test');
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page.context(), site, client);
    const release = await holdTheApp(page);
    await page.goto(`/profile/${profileId}`, HELD);
    const bookNow = page.getByRole('button', { name: 'Book Now' });
    await bookNow.focus();
    await page.keyboard.press('Enter');
    await release();
    await page.getByRole('dialog', { name: 'Create New Booking' }).waitFor();
  });

  it('a form sent before then is sent by the app once it has, not by the browser into the address', async () => {
    const page = await newPage();
    const release = await holdTheApp(page);
    await page.goto('/contact', HELD);
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.test');
    await page.getByRole('textbox', { name: 'Message' }).fill('A question about booking a studio day.');
    await page.getByLabel('Email').press('Enter');
    await release();
    await page.getByRole('status').filter({ hasText: 'Your message is on its way' }).first().waitFor();
    expect(new URL(page.url()).search).toBe('');
  });

  it('a choice made in a list before then is followed once it has: Sort by on discovery', async () => {
    await sortByRatingBeforeTheAppStarts(await newPage(), '/discover-talent');
  });
});

describe('the browser takes the page over without a mismatch', () => {
  // A profile's id in capitals is the same page (kept once, at its address in lower case).
  const pages = () => [
    '/',
    '/discover-talent',
    `/profile/${profileId}`,
    `/profile/${profileId.toUpperCase()}`,
  ];
  // Wide enough for the header's account actions (phones have them in the menu).
  const desktop = { viewport: { width: 1280, height: 900 } };

  it('signed out: no console error, and the page works', async () => {
    const page = await newPage(desktop);
    const errors = collectErrors(page, { warnings: true });
    // Nor a Content-Security-Policy violation, which Chrome reports as an issue, not in
    // the console (zod probing for eval did, on every page that built a schema).
    const devtools = await page.context().newCDPSession(page);
    const cspIssues: unknown[] = [];
    devtools.on('Audits.issueAdded', ({ issue }) => {
      if (issue.code === 'ContentSecurityPolicyIssue') cspIssues.push(issue.details);
    });
    await devtools.send('Audits.enable');
    for (const path of pages()) {
      await page.goto(path);
      await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    // Hydrated, not just painted: the landing's role filter answers.
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    await chooseModelsOnceStarted(page);
    await expect.poll(() => page.url()).toContain('role=model');
    expect(errors).toEqual([]);
    expect(cspIssues).toEqual([]);
  });

  it('an address written otherwise than its page (refused values, unread keys, a trailing slash) is taken over without a mismatch', async () => {
    // The server keeps a page at the address as the page reads it (docs/decisions/0020);
    // the browser reads the address as typed. What the page shows of the address must be
    // the same in both, or React renders the page again on the client (error #418) and a
    // press made meanwhile is lost.
    const page = await newPage(desktop);
    const errors = collectErrors(page, { warnings: true });
    const addresses = [
      '/discover-talent?minRate=2000000',
      '/discover-talent?q=a&minRate=abc&maxRate=-5&role=astronaut&utm_source=mail',
      '/discover-talent?minRate=%2010.0&sort=sideways&cursor=made-up',
      '/discover-talent?minRate=500&maxRate=100.0',
      '/discover-talent/?role=model&ref=x',
      '/?role=astronaut&utm_source=mail',
      '/about/',
      '/contact?topic=nonsense',
    ];
    for (const address of addresses) {
      await page.goto(address);
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      expect({ address, errors }).toEqual({ address, errors: [] });
    }
    // The refused rate is shown in its field with the schema's message, as typed.
    await page.goto('/discover-talent?minRate=2000000');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect.poll(() => page.getByLabel(/^Minimum rate/).inputValue()).toBe('2000000');
    expect(errors).toEqual([]);
  });

  it('a choice made before the app has started on an address with a refused value is followed', async () => {
    const page = await newPage();
    const errors = collectErrors(page);
    await sortByRatingBeforeTheAppStarts(page, '/discover-talent?minRate=abc&role=astronaut');
    // No number: a number field cannot show it, so it is dropped as the role is.
    expect(await page.getByLabel(/^Minimum rate/).inputValue()).toBe('');
    expect(errors).toEqual([]);
  });

  it('a page kept by the server for minutes is taken over without fetching its data again', async () => {
    // The page cache (docs/decisions/0020) keeps a profile until it changes and a listing
    // for a bounded time, so the data a page carries can be minutes old when it arrives.
    // The browser's clock runs five minutes ahead here to stand for that.
    const page = await newPage(desktop);
    await page.addInitScript(() => {
      const now = Date.now.bind(Date);
      Date.now = () => now() + 5 * 60_000;
    });
    const apiReads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiReads.push(`${url.pathname}${url.search}`);
    });
    for (const path of pages()) {
      await page.goto(path);
      await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    // Started, not just painted: the landing's role filter answers.
    await page.goto('/');
    await chooseModelsOnceStarted(page);
    expect(apiReads.filter((read) => !read.includes('role=model'))).toEqual([]);
  });

  it('signed in: no console error; the member view follows the session', async () => {
    const member = await demoMember(site, MEMBER);
    // The session rides with the page: even without scripts the header is the member's.
    const still = await newPage({ ...desktop, javaScriptEnabled: false });
    await signIn(still.context(), site, member);
    await still.goto('/discover-talent');
    expect(await still.getByRole('button', { name: 'Sign Out' }).count()).toBeGreaterThan(0);
    expect(await still.getByRole('link', { name: 'Sign In' }).count()).toBe(0);

    const page = await newPage(desktop);
    await signIn(page.context(), site, member);
    const errors = collectErrors(page, { warnings: true });
    const sessionReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/session') sessionReads.push(request.url());
    });
    for (const path of pages()) {
      await page.goto(path);
      await page.getByRole('button', { name: 'Sign Out' }).first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    // ...so the browser does not ask for it again.
    expect(sessionReads).toEqual([]);
    // The member's own profile: the server read it as its owner, the client shows the note.
    await page.goto(`/profile/${member.id}`);
    await page.getByText('This is your public profile').waitFor();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
});

describe('an address is data: what it holds never becomes markup in the HTML', () => {
  // Generated addresses of every kind of page, with text in the path and the query that
  // tries to end the element, attribute, script or comment it lands in and open a tag of
  // its own. Whatever the page does with it (a search box's value, a canonical link, the
  // data the app starts from), the tag never appears as markup and nothing answers 5xx.
  // Seeded, so a failure reproduces (the seed and the address are printed).
  const TAG = '<x-hostile>';
  const breakouts = [
    `</script>${TAG}`,
    `"></a>${TAG}`,
    `'>${TAG}`,
    `</title>${TAG}`,
    `--!>${TAG}`,
    `</textarea>${TAG}`,
    `</style>${TAG}`,
    `$'$\`${TAG}$&`,
    TAG,
  ];
  const hostile = fc.oneof(
    fc.constantFrom(...breakouts),
    fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...breakouts)).map(([text, tag]) => text + tag),
  );
  const keys = ['q', 'role', 'sort', 'page', 'cursor', 'location', 'specialty', 'minRate', 'maxRate'];
  const address = () =>
    fc
      .record({
        page: fc.constantFrom(
          '/',
          '/discover-talent',
          '/about',
          '/auth',
          '/profile',
          '/profile/*',
          '/no-such/*',
        ),
        segment: hostile,
        // A search first (what discovery shows back), then anything.
        search: fc.tuple(fc.constantFrom('q', 'location'), hostile),
        query: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 4 })), hostile), {
          maxLength: 3,
        }),
      })
      .map(({ page, segment, search, query }) => {
        const path =
          page === '/profile'
            ? `/profile/${profileId}`
            : page.endsWith('/*')
              ? page.replace('*', encodeURIComponent(segment))
              : page;
        return `${path}?${new URLSearchParams([search, ...query]).toString()}`;
      });

  it.each(['a visitor', 'a signed-in member'])('as %s', async (who) => {
    const member =
      who === 'a visitor'
        ? null
        : await apiAs(site, await demoMember(site, 'client.one@demo.frameline.test'));
    const get = (path: string) =>
      member ? member.request('GET', path) : fetch(site.server.url + path, { redirect: 'manual' });
    const statuses = new Set<number>();
    let landed = 0;
    await fc.assert(
      fc.asyncProperty(address(), async (path) => {
        const response = await get(path);
        statuses.add(response.status);
        const html = await response.text();
        if (html.includes('x-hostile')) landed++;
        expect(response.status, path).toBeLessThan(500);
        expect(
          html.includes(TAG),
          `${path}: ${html.slice(html.indexOf(TAG) - 200, html.indexOf(TAG) + 20)}`,
        ).toBe(false);
      }),
      { seed: 20261205, numRuns: 150 },
    );
    // Pages were rendered, found and not, and the text landed in them (escaped: a search
    // box's value as &lt;x-hostile&gt;, the app's data as \u003cx-hostile>).
    expect([...statuses].sort()).toEqual([200, 404]);
    expect(landed, 'responses that hold the text').toBeGreaterThan(10);
  });
});
