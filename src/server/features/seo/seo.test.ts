import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../tests/support/test-app.js';
import { PAGE_META } from '../../../shared/page-meta.js';
import { createProfile, createUser } from '../../db/seed/factories.js';
import { createSitemaps } from './sitemaps.js';

// A stand-in for the built index.html (the real one comes from `vite build`).
const webRoot = mkdtempSync(join(tmpdir(), 'frameline-web-'));
mkdirSync(join(webRoot, 'media', 'hero'), { recursive: true });
writeFileSync(
  join(webRoot, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="generic" /><title>Frameline</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(webRoot, 'media', 'hero', 'poster-1.webp'), 'poster bytes');

const t = setupTestApp({ PUBLIC_URL: 'https://frameline.example' }, { webRoot });
let pro: string;
let proEmail: string;
let hidden: string[];

beforeAll(async () => {
  const user = await createUser(t.db);
  pro = user.id;
  proEmail = user.email;
  await createProfile(t.db, pro, {
    role: 'photographer',
    full_name: 'Private Fullname',
    display_name: 'Ava Frames',
    phone: '+1 555 0100',
    location: 'Lisbon',
    bio: 'Portraits in soft light. </script><script>alert(1)</script>',
    specialties: ['portrait', 'editorial'],
  });
  // Enough listed for several files of two.
  for (let i = 0; i < 4; i++) await createProfile(t.db, (await createUser(t.db)).id, { role: 'stylist' });
  hidden = [];
  for (const overrides of [
    { role: 'client' as const },
    { is_available: false },
    { suspended_at: new Date() },
  ]) {
    const other = await createUser(t.db);
    await createProfile(t.db, other.id, overrides);
    hidden.push(other.id);
  }
});

const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];

describe('pages as crawlers see them', () => {
  it('gives every public page its own title and description in the HTML', async () => {
    for (const [path, page] of Object.entries(PAGE_META)) {
      const response = await t.app.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body).toContain(`<title>${page.title.replace(/&/g, '&amp;')} · Frameline</title>`);
      expect(meta(response.body, 'description')).toBeTruthy();
      expect(response.body.match(/<title>/g)).toHaveLength(1);
      expect(response.body.match(/name="description"/g)).toHaveLength(1);
    }
  });

  it("names each page's one address: the site's own name for it, its query read one way, a profile's id in small letters", async () => {
    const canonical = (body: string) => body.match(/<link rel="canonical" href="([^"]*)" \/>/)?.[1];
    const cases = [
      ['/about/', 'https://frameline.example/about'],
      ['/blog', 'https://frameline.example/creative-blog'],
      ['/discover?role=model&utm_source=x', 'https://frameline.example/discover-talent?role=model'],
      [`/profile/${pro.toUpperCase()}`, `https://frameline.example/profile/${pro}`],
      // Defaults and page links are the page without them.
      ['/discover-talent?sort=newest', 'https://frameline.example/discover-talent'],
      ['/discover-talent?rateUnit=day&role=model', 'https://frameline.example/discover-talent?role=model'],
      ['/?cursor=abc', 'https://frameline.example/'],
      ['/contact?topic=press', 'https://frameline.example/contact?topic=press'],
      [
        '/discover-talent?role=model&sort=rating',
        'https://frameline.example/discover-talent?role=model&amp;sort=rating',
      ],
    ] as const;
    const ogUrl = (body: string) => body.match(/<meta property="og:url" content="([^"]*)" \/>/)?.[1];
    for (const [path, expected] of cases) {
      const response = await t.app.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(canonical(response.body), path).toBe(expected);
      // The link preview names the same address.
      expect(ogUrl(response.body), path).toBe(expected);
    }
    expect((await t.app.inject('/blog')).body).toContain(
      '<meta property="og:url" content="https://frameline.example/creative-blog" />',
    );
    // A page nobody should find (404, noindex) names none.
    expect(canonical((await t.app.inject('/no-such-page')).body)).toBeUndefined();
  });

  it('sends a profile with Open Graph, Twitter and schema.org Person data, and nothing private', async () => {
    const response = await t.app.inject(`/profile/${pro}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Ava Frames, Photographer · Frameline</title>');
    expect(meta(html, 'og:title')).toBe('Ava Frames, Photographer');
    expect(meta(html, 'og:type')).toBe('profile');
    expect(meta(html, 'og:url')).toBe(`https://frameline.example/profile/${pro}`);
    expect(meta(html, 'twitter:card')).toBe('summary');
    expect(meta(html, 'og:description')).toMatch(
      /^Photographer in Lisbon on Frameline\. Portraits in soft light\./,
    );

    const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    const person = JSON.parse(jsonLd!);
    expect(person).toMatchObject({
      '@type': 'Person',
      name: 'Ava Frames',
      jobTitle: 'Photographer',
      address: { addressLocality: 'Lisbon' },
      knowsAbout: ['Portrait', 'Editorial'],
    });
    // The bio's '</script>' cannot end the script early.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    for (const secret of ['Private Fullname', '555 0100', proEmail]) {
      expect(jsonLd).not.toContain(secret);
    }
    expect(html).not.toContain('Private Fullname');
    expect(html).not.toContain(proEmail);
  });

  it('answers unknown, suspended and missing pages with 404 and noindex, still serving the app', async () => {
    for (const path of [`/profile/${crypto.randomUUID()}`, `/profile/${hidden[2]}`, '/no/such/page']) {
      const response = await t.app.inject(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body).toContain('<div id="root">');
      expect(meta(response.body, 'robots')).toBe('noindex');
    }
    const dashboard = await t.app.inject('/dashboard');
    expect(dashboard.statusCode).toBe(200);
    expect(meta(dashboard.body, 'robots')).toBe('noindex');
  });

  it("serves the app's own media under /media beside stored images", async () => {
    const response = await t.app.inject('/media/hero/poster-1.webp');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('poster bytes');
  });
});

describe('sitemap and robots', () => {
  it('lists public pages and listed profiles only', async () => {
    const index = (await t.app.inject('/sitemap.xml')).body;
    expect(index).toContain('<loc>https://frameline.example/sitemap-pages.xml</loc>');
    expect(index).toContain('<loc>https://frameline.example/sitemap-profiles-1.xml</loc>');

    const pages = (await t.app.inject('/sitemap-pages.xml')).body;
    expect(pages).toContain('<loc>https://frameline.example/about</loc>');
    expect(pages).not.toContain('/auth<');
    // A page with two addresses is listed once, at the one the site links to.
    expect(pages).toContain('<loc>https://frameline.example/discover-talent</loc>');
    expect(pages).toContain('<loc>https://frameline.example/creative-blog</loc>');
    expect(pages).not.toContain('/discover<');
    expect(pages).not.toContain('/blog<');

    const profiles = (await t.app.inject('/sitemap-profiles-1.xml')).body;
    expect(profiles).toContain(`/profile/${pro}</loc>`);
    for (const id of hidden) expect(profiles).not.toContain(id);
    // A part past the last: 404 in the one error shape, as every refusal.
    const pastTheLast = await t.app.inject('/sitemap-profiles-2.xml');
    expect(pastTheLast.statusCode).toBe(404);
    expect(pastTheLast.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such sitemap' } });
    // Another spelling of a file's name is no file: one address each.
    for (const name of ['01', '1.0', '+1', '0x1', '1e0']) {
      const other = await t.app.inject(`/sitemap-profiles-${name}.xml`);
      expect(other.statusCode, name).toBe(404);
    }
  });

  it('splits listed profiles into files, each once; reads where files start once an hour, what they list every time', async () => {
    let now = Date.now();
    const sitemaps = createSitemaps(
      { db: t.db, config: t.config, storage: t.app.storage },
      { perFile: 2, now: () => now },
    );
    const listedNow = async () =>
      (
        await t.db
          .selectFrom('profiles')
          .select('user_id')
          .where('role', '<>', 'client')
          .where('is_available', '=', true)
          .where('suspended_at', 'is', null)
          .orderBy('id')
          .execute()
      ).map((row) => row.user_id);
    const fileNames = async () => (await sitemaps.index()).match(/sitemap-profiles-\d+\.xml/g) ?? [];
    const everyFile = async () => {
      const ids: string[] = [];
      for (let part = 1; ; part++) {
        const body = await sitemaps.profiles(part);
        if (body === null) return { ids, files: part - 1 };
        ids.push(
          ...[...body.matchAll(/\/profile\/([0-9a-f-]{36})<\/loc><lastmod>\d{4}-\d\d-\d\d</g)].map(
            (m) => m[1]!,
          ),
        );
      }
    };
    const files = Math.ceil((await listedNow()).length / 2);
    expect(files).toBeGreaterThan(1);
    expect(await fileNames()).toHaveLength(files);
    expect(await everyFile()).toEqual({ ids: await listedNow(), files });
    expect(await sitemaps.profiles(10_000)).toBeNull();

    // Listed since the files' starts were read: in a file at once, each profile once.
    for (let i = 0; i < 3; i++) await createProfile(t.db, (await createUser(t.db)).id, { role: 'model' });
    expect(await everyFile()).toEqual({ ids: await listedNow(), files });
    // An hour on, the starts are read again, and there are more files.
    now += 3_600_000;
    const more = Math.ceil((await listedNow()).length / 2);
    expect(more).toBeGreaterThan(files);
    expect(await fileNames()).toHaveLength(more);
    expect(await everyFile()).toEqual({ ids: await listedNow(), files: more });
  });

  it('serves the same files from every copy in an hour: the first copy to ask stores where they start', async () => {
    // Two server copies of one database, asked in the same hour, one before and one after
    // profiles were listed (a copy reading the starts for itself then would lay them out anew).
    let time = Date.UTC(2030, 0, 1, 12, 0, 5);
    const copy = () =>
      createSitemaps({ db: t.db, config: t.config, storage: t.app.storage }, { perFile: 2, now: () => time });
    const filesOf = async (sitemaps: ReturnType<typeof createSitemaps>) => {
      const files: string[] = [];
      for (let part = 1; ; part++) {
        const body = await sitemaps.profiles(part);
        if (body === null) return { index: await sitemaps.index(), files };
        files.push(body);
      }
    };
    const first = copy();
    const before = await filesOf(first);
    for (let i = 0; i < 5; i++) await createProfile(t.db, (await createUser(t.db)).id, { role: 'stylist' });
    time += 30 * 60_000;
    const second = copy();
    const [fromFirst, fromSecond] = [await filesOf(first), await filesOf(second)];
    expect(fromSecond).toEqual(fromFirst);
    expect(fromSecond.index).toBe(before.index);
    // The new profiles are in those files all the same, each once.
    const listed = fromSecond.files.join('').match(/<url>/g)?.length ?? 0;
    expect(listed).toBe((before.files.join('').match(/<url>/g)?.length ?? 0) + 5);
    // The next hour, the starts are read again: more files.
    time += 60 * 60_000;
    expect((await filesOf(second)).files.length).toBeGreaterThan(before.files.length);
  });

  it('never lists more in a file than a sitemap file may hold', async () => {
    const one = createSitemaps(
      { db: t.db, config: t.config, storage: t.app.storage },
      { perFile: 1000, limit: 3 },
    );
    const body = (await one.profiles(1)) ?? '';
    expect(body.match(/<url>/g)).toHaveLength(3);
  });

  it('points crawlers at the sitemap and away from private areas', async () => {
    const robots = (await t.app.inject('/robots.txt')).body;
    expect(robots).toContain('Sitemap: https://frameline.example/sitemap.xml');
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toContain('Disallow: /api/');
  });
});
