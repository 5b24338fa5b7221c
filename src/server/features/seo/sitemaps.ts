import { sql } from 'kysely';
import { canonicalPath, PAGE_META } from '../../../shared/page-meta.js';
import { listedProfile } from '../../db/listed-profiles.js';
import { createSingleFlight } from '../../lib/single-flight.js';
import { escapeHtml, type SeoDeps } from './seo.service.js';

// The sitemaps (docs/product.md, Search engines and link previews): the public pages, and
// every listed profile in files of at most 50,000. At a million profiles a file is
// megabytes, and anyone may ask for any file as often as they like. So where each file
// starts is read once an hour (one pass over the listed ids) by the first copy to ask, and
// stored (sitemap_layouts) for every copy to serve the same files that hour; a file is
// then one index range read, its XML written by PostgreSQL rather than on the event loop,
// and a file past the last is a 404 without a read. What a file lists is read at each
// request: a suspended professional leaves it at once.

/** A file starts every this many profiles: the sitemap limit is 50,000, and a file may grow until the next reading. */
const PROFILES_PER_FILE = 45_000;
/** What one sitemap file may hold (the sitemaps protocol). */
const SITEMAP_LIMIT = 50_000;
/** Files' starts are read once per hour of the clock, the same hour for every copy. */
const LAYOUT_HOUR_MS = 3_600_000;
/** How long a stored hour's starts are kept after it. */
const LAYOUTS_KEPT = sql`interval '1 day'`;

const listed = listedProfile();

type Layout = { firsts: string[]; hour: number };

export type Sitemaps = ReturnType<typeof createSitemaps>;

export function createSitemaps(
  deps: SeoDeps,
  options: { perFile?: number; limit?: number; now?: () => number } = {},
) {
  const perFile = options.perFile ?? PROFILES_PER_FILE;
  const limit = options.limit ?? SITEMAP_LIMIT;
  const now = options.now ?? Date.now;
  const readings = createSingleFlight<Layout>();
  let layout: Layout | undefined;

  /**
   * The id each file starts at this hour; the first file takes everything before the
   * second's. The first copy to ask in an hour reads them and stores them; the others, and
   * it after a restart, read the stored ones. (Copies whose clocks differ by a few seconds
   * may disagree for those seconds at the turn of the hour.)
   */
  async function currentLayout(): Promise<Layout> {
    const hour = Math.floor(now() / LAYOUT_HOUR_MS) * LAYOUT_HOUR_MS;
    if (layout?.hour === hour) return layout;
    return readings.run(`layout ${hour}`, async () => {
      const at = new Date(hour);
      const stored = () =>
        deps.db
          .selectFrom('sitemap_layouts')
          .select('firsts')
          .where('hour', '=', at)
          .where('per_file', '=', perFile)
          .executeTakeFirst();
      let row = await stored();
      if (!row) {
        // Two copies asking first at once both read; the first insert is the hour's.
        await sql`
          insert into sitemap_layouts (hour, per_file, firsts)
          select ${at}, ${perFile}, coalesce(array_agg(id::text order by id), '{}') from (
            select id, row_number() over (order by id) as n from profiles where ${listed}
          ) numbered
          where (n - 1) % ${perFile} = 0
          on conflict do nothing
        `.execute(deps.db);
        await sql`delete from sitemap_layouts where hour < ${at}::timestamptz - ${LAYOUTS_KEPT}`.execute(
          deps.db,
        );
        row = await stored();
      }
      layout = { firsts: row?.firsts ?? [], hour };
      return layout;
    });
  }
  const fileCount = ({ firsts }: Layout) => Math.max(1, firsts.length);

  return {
    async index(): Promise<string> {
      const files = fileCount(await currentLayout());
      const entries = [
        '/sitemap-pages.xml',
        ...Array.from({ length: files }, (_, i) => `/sitemap-profiles-${i + 1}.xml`),
      ];
      return xml(
        `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries
          .map((entry) => `<sitemap><loc>${escapeHtml(deps.config.publicUrl + entry)}</loc></sitemap>`)
          .join('')}</sitemapindex>`,
      );
    },

    pages(): string {
      // Each page once, at its own address (not '/discover' beside '/discover-talent').
      const paths = Object.keys(PAGE_META).filter((path) => path !== '/auth' && canonicalPath(path) === path);
      return urlset(
        paths.map((path) => `<url><loc>${escapeHtml(deps.config.publicUrl + path)}</loc></url>`).join(''),
      );
    },

    /** File `part` (from 1) of the listed profiles as they are now, or null past the last. */
    async profiles(part: number): Promise<string | null> {
      const current = await currentLayout();
      if (part > fileCount(current)) return null;
      // The first file has no lower end and the last no upper one: a profile listed since
      // the layout was read is in exactly one file all the same.
      const from = part > 1 ? current.firsts[part - 1] : undefined;
      const to = current.firsts[part];
      const base = `${escapeHtml(deps.config.publicUrl)}/profile/`;
      const { rows } = await sql<{ urls: string | null }>`
        select string_agg(url, '' order by id) as urls from (
          select id, '<url><loc>' || ${base}::text || user_id || '</loc><lastmod>'
            || to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') || '</lastmod></url>' as url
          from profiles
          where ${listed}
            ${from ? sql`and id >= ${from}` : sql``}
            ${to ? sql`and id < ${to}` : sql``}
          order by id
          -- A sitemap file holds at most 50,000: a range that grew past it since the files'
          -- starts were read lists its first 50,000 until the next reading.
          limit ${limit}
        ) urls
      `.execute(deps.db);
      return urlset(rows[0]?.urls ?? '');
    },
  };
}

const urlset = (urls: string) =>
  xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`);

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
