import { createHash } from 'node:crypto';

// Rendered public pages, kept for signed-out visitors until what they show changes
// (docs/decisions/0020). One cache per server copy; the database tells every copy when a
// profile, its portfolio or its reviews change (the public_pages notices), and each entry
// also has a bound, so a notice lost while the listening connection was down cannot keep
// a page stale for long.

/**
 * The channel of the database's notices (migration 0012's triggers on profiles, portfolio
 * items and reviews): the changed members' ids, comma-separated, or '*' for too many.
 */
export const PUBLIC_PAGES_CHANNEL = 'public_pages';

/** What a page shows decides how long it may be reused. */
export type PageKind = 'profile' | 'listing' | 'information';

/** The longest an entry is reused without a notice: a safety bound, not the usual way out. */
const BOUND_MS: Record<PageKind, number> = {
  // A profile's page changes with notices; the bound covers what no notice names (a
  // reviewer's new display name shown beside their review).
  profile: 10 * 60_000,
  // The landing and discovery show many profiles, counts and the order of a search: any
  // profile's notice drops them too, and they are never older than this.
  listing: 60_000,
  // Information pages change only with a deploy, which starts a new process.
  information: Number.POSITIVE_INFINITY,
};

/**
 * What a shared cache in front (a CDN or a reverse proxy) may do with a signed-out view.
 * Profile pages are revalidated on every view, so each view still reaches a server copy
 * and counts (docs/product.md, Profile views); an unchanged page costs a 304 there.
 */
export const SHARED_CACHE_CONTROL: Record<PageKind, string> = {
  profile: 'public, no-cache',
  listing: 'public, max-age=0, s-maxage=30, stale-while-revalidate=60',
  information: 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
};

/**
 * Past its bound a page is still served, for at most this long, while one render replaces
 * it (stale-while-revalidate): under traffic a page's bound passing costs one render in
 * the background, not every visitor's wait. A notice still drops a page at once.
 */
const STALE_MS = 60_000;

export type CachedPage = {
  status: number;
  html: string;
  /** A strong validator: the same bytes of HTML, the same tag. */
  etag: string;
  kind: PageKind;
  /** The member a profile page shows. */
  profileId: string | null;
  expiresAt: number;
  /** Compressed bodies, made once per encoding on first use. */
  bodies: Map<string, Promise<Buffer>>;
};

export type PageCache = ReturnType<typeof createPageCache>;

export function etagOf(html: string): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
}

/**
 * `maxEntries` pages at their plain address (a profile, an information page, the landing),
 * and apart from them `maxVariants` pages with a query (a search, a page of results, a
 * contact topic): searches, which anyone can make up without end, push out only other
 * searches, never the pages most visitors come to.
 */
export function createPageCache(
  options: { maxEntries?: number; maxVariants?: number; now?: () => number } = {},
) {
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: the first key is the least recently used.
  const plain = { entries: new Map<string, CachedPage>(), max: options.maxEntries ?? 2000 };
  const variants = { entries: new Map<string, CachedPage>(), max: options.maxVariants ?? 500 };
  const shelfOf = (key: string) => (key.includes('?') ? variants : plain);
  // Bumped by every change: a render that began before a change may show what it was,
  // so it is sent but not kept.
  let generation = 0;

  return {
    /** The kept page; `stale` once past its bound, when it is to be replaced (and still served). */
    lookup(key: string): { page: CachedPage; stale: boolean } | undefined {
      const { entries } = shelfOf(key);
      const page = entries.get(key);
      if (!page) return undefined;
      entries.delete(key);
      const pastBound = now() - page.expiresAt;
      if (pastBound >= STALE_MS) return undefined;
      entries.set(key, page);
      return { page, stale: pastBound >= 0 };
    },

    /** Call before reading what a page shows; hand the answer to `set`. */
    begin(): number {
      return generation;
    },

    /** Keeps a rendered page, unless something changed since its render began (then: null). */
    set(
      key: string,
      page: Omit<CachedPage, 'expiresAt' | 'bodies' | 'etag'>,
      since: number,
    ): CachedPage | null {
      if (since !== generation) return null;
      const stored: CachedPage = {
        ...page,
        etag: etagOf(page.html),
        expiresAt: now() + BOUND_MS[page.kind],
        bodies: new Map(),
      };
      const { entries, max } = shelfOf(key);
      entries.delete(key);
      entries.set(key, stored);
      while (entries.size > max) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return stored;
    },

    /** Profiles changed: their pages go, and so do the pages that list profiles. */
    profilesChanged(memberIds: readonly string[]) {
      generation++;
      const changed = new Set(memberIds);
      for (const { entries } of [plain, variants])
        for (const [key, page] of entries) {
          if (page.kind === 'listing' || (page.profileId && changed.has(page.profileId))) entries.delete(key);
        }
    },

    /** A notice of the public_pages channel. */
    noticed(payload: string) {
      if (payload === '*' || payload === '') this.clear();
      else this.profilesChanged(payload.split(','));
    },

    /** Everything goes (a notice may have been missed). */
    clear() {
      generation++;
      plain.entries.clear();
      variants.entries.clear();
    },

    get size() {
      return plain.entries.size + variants.entries.size;
    },
  };
}
