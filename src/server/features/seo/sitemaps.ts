import { sql } from 'kysely';
import { PAGE_META } from '../../../shared/page-meta.js';
import { listedProfile } from '../../db/listed-profiles.js';
import { createSingleFlight } from '../../lib/single-flight.js';
import { escapeHtml, type SeoDeps } from './seo.service.js';

// The sitemaps (docs/product.md, Search engines): the public pages, and every listed
// profile in files of 50,000. Crawlers and anyone else may ask for them as often as they
// like, and at a million profiles a file is megabytes read from across the table: so a
// server copy reads where each file starts once an hour, each file from its start with an
// index range read, and keeps the last few files it made for the hour. They say the same
// (max-age=3600) to a cache in front. A file number past the last is a 404 without a read.

const PROFILES_PER_FILE = 50_000;
const KEPT_MS = 3_600_000;
/** Files kept at once: a few megabytes each at the full 50,000. */
const FILES_KEPT = 4;

const listed = listedProfile();

type Layout = { firsts: string[]; madeAt: number };

export type Sitemaps = ReturnType<typeof createSitemaps>;

export function createSitemaps(deps: SeoDeps, options: { perFile?: number; now?: () => number } = {}) {
  const perFile = options.perFile ?? PROFILES_PER_FILE;
  const now = options.now ?? Date.now;
  const flights = createSingleFlight<unknown>();
  let layout: Layout | undefined;
  // A Map keeps insertion order: the first file is the one made longest ago.
  const files = new Map<number, { body: string; madeAt: number }>();
  const fresh = (madeAt: number) => now() - madeAt < KEPT_MS;

  /** The id each file starts at: one read of the listed profiles' ids, in id order. */
  async function currentLayout(): Promise<Layout> {
    if (layout && fresh(layout.madeAt)) return layout;
    return (await flights.run('layout', async () => {
      const { rows } = await sql<{ id: string }>`
        select id from (
          select id, row_number() over (order by id) as n from profiles where ${listed}
        ) numbered
        where (n - 1) % ${perFile} = 0
        order by id
      `.execute(deps.db);
      layout = { firsts: rows.map((row) => row.id), madeAt: now() };
      files.clear();
      return layout;
    })) as Layout;
  }

  return {
    async index(): Promise<string> {
      const { firsts } = await currentLayout();
      const entries = [
        '/sitemap-pages.xml',
        ...Array.from({ length: Math.max(1, firsts.length) }, (_, i) => `/sitemap-profiles-${i + 1}.xml`),
      ];
      return xml(
        `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries
          .map((entry) => `<sitemap><loc>${escapeHtml(deps.config.publicUrl + entry)}</loc></sitemap>`)
          .join('')}</sitemapindex>`,
      );
    },

    pages(): string {
      const paths = Object.keys(PAGE_META).filter((path) => path !== '/auth');
      return urlset(paths.map((path) => ({ loc: deps.config.publicUrl + path })));
    },

    /** File `part` (from 1) of the listed profiles, or null past the last. */
    async profiles(part: number): Promise<string | null> {
      const { firsts } = await currentLayout();
      // With nobody listed, the index still names one (empty) file.
      if (part > Math.max(1, firsts.length)) return null;
      const kept = files.get(part);
      if (kept && fresh(kept.madeAt)) return kept.body;
      return (await flights.run(`part ${part}`, async () => {
        const first = firsts[part - 1];
        const next = firsts[part];
        const { rows } = first
          ? await sql<{ user_id: string; updated_at: Date }>`
              select user_id, updated_at from profiles
              where ${listed} and id >= ${first} ${next ? sql`and id < ${next}` : sql``}
              order by id limit ${perFile}
            `.execute(deps.db)
          : { rows: [] };
        const body = urlset(
          rows.map((row) => ({
            loc: `${deps.config.publicUrl}/profile/${row.user_id}`,
            lastmod: row.updated_at.toISOString().slice(0, 10),
          })),
        );
        files.delete(part);
        files.set(part, { body, madeAt: now() });
        while (files.size > FILES_KEPT) files.delete(files.keys().next().value!);
        return body;
      })) as string;
    },
  };
}

function urlset(urls: { loc: string; lastmod?: string }[]) {
  return xml(
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls
      .map(
        (u) =>
          `<url><loc>${escapeHtml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
      )
      .join('')}</urlset>`,
  );
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
