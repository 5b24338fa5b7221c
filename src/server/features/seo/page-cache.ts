import { createHash } from 'node:crypto';

// Rendered public pages, kept for signed-out visitors until what they show changes
// (docs/decisions/0020). One cache per server copy; the database tells every copy when a
// profile, its portfolio or its reviews change, or who is booked on a date (the
// public_pages notices). A profile's page goes at once; listing pages, which any change
// is behind, are refreshed behind the answers at most every few seconds, but go at once
// when a professional they may show is withdrawn (suspended, say). Each entry also has a
// bound, so a notice that never came cannot keep a page stale for long.

/**
 * The channel of the database's notices (migration 0012's triggers on profiles, portfolio
 * items and reviews): the changed members' ids, comma-separated, or '*' for too many; and
 * LISTINGS_CHANGED and LISTING_WITHDRAWN.
 */
export const PUBLIC_PAGES_CHANNEL = 'public_pages';

/**
 * The notice that changes only what listing pages show (migration 0017: who is booked on
 * a date, which a search for professionals available then reads); no profile's page.
 */
export const LISTINGS_CHANGED = 'listings';

/**
 * The notice that a listed professional is listed no longer (migration 0018: suspended,
 * unavailable, a client, or deleted). Sent beside the profile's own notice: listing pages,
 * which may show their card, go at once rather than follow a few seconds behind.
 */
export const LISTING_WITHDRAWN = 'withdrawn';

/** What a page shows decides how long it may be reused. */
export type PageKind = 'profile' | 'listing' | 'information';

/** The longest an entry is reused without a notice: a safety bound, not the usual way out. */
const BOUND_MS: Record<PageKind, number> = {
  // A profile's page changes with notices; the bound covers what no notice names (a
  // reviewer's new display name shown beside their review).
  profile: 10 * 60_000,
  // The landing and discovery show many profiles, counts, the order of a search and who
  // is booked on a date: every one of those changes is a notice (migrations 0012, 0017),
  // so this bound is only for a notice that never came, like a profile's.
  listing: 10 * 60_000,
  // Information pages change only with a deploy, which starts a new process.
  information: Number.POSITIVE_INFINITY,
};

/**
 * A listing page behind a change is rendered again at most this often. Any profile's
 * change is behind a listing page, and on a live site profiles change all day: dropping
 * the landing at each would cost a render per change per copy (and, changes coming faster
 * than a render, none would ever be kept). Meanwhile visitors get the page as kept.
 */
const LISTING_REFRESH_MS = 5_000;

/**
 * Never served further behind a change than this: a listing page behind one for longer
 * (nobody asked for it since) is rendered for the visitor who asks. Under traffic the
 * refresh above comes first, so what visitors see is at most ~5 s behind.
 */
const LISTING_LAG_MS = 10_000;

/**
 * A listing page's counts may be read from a copy's count cache, up to this old
 * (docs/product.md, Counts): a listing page rendered this soon after a change may show a
 * count from before it, so it is kept behind that change and refreshed once more.
 */
const COUNTS_MAY_LAG_MS = 5_000;

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
 * the background, not every visitor's wait. A notice still drops a profile's page at once.
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
  /** When it was kept; a listing page behind a change is rendered again from here on. */
  keptAt: number;
  expiresAt: number;
  /** A listing page: since when a change it does not show has been known (null: none). */
  behindSince: number | null;
  /** Compressed bodies, made once per encoding on first use. */
  bodies: Map<string, Promise<Buffer>>;
};

export type PageCache = ReturnType<typeof createPageCache>;

/** When a render began, as the cache counts changes: `set` needs it to tell what it missed. */
export type RenderStart = { generation: number; withdrawals: number; at: number };

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
  let lastChangeAt = Number.NEGATIVE_INFINITY;
  // Bumped by every withdrawal (and `clear`, which may follow a missed one): a listing
  // render begun before one may show the withdrawn professional, so it is not kept.
  let withdrawals = 0;

  return {
    /**
     * The kept page; `stale` when it is to be replaced by a render behind this answer (past
     * its bound, or a listing page behind a change and due its refresh), and still served.
     */
    lookup(key: string): { page: CachedPage; stale: boolean } | undefined {
      const { entries } = shelfOf(key);
      const page = entries.get(key);
      if (!page) return undefined;
      entries.delete(key);
      const at = now();
      const pastBound = at - page.expiresAt;
      if (pastBound >= STALE_MS) return undefined;
      if (page.behindSince !== null && at - page.behindSince >= LISTING_LAG_MS) return undefined;
      entries.set(key, page);
      const refreshDue = page.behindSince !== null && at - page.keptAt >= LISTING_REFRESH_MS;
      return { page, stale: pastBound >= 0 || refreshDue };
    },

    /** Call before reading what a page shows; hand the answer to `set`. */
    begin(): RenderStart {
      return { generation, withdrawals, at: now() };
    },

    /**
     * Keeps a rendered page, unless something changed since its render began (then: null).
     * A listing page is kept all the same, as behind that change: it is refreshed as any
     * listing behind a change is, where dropping it would leave none kept while changes
     * come faster than its render; unless the change withdrew a professional.
     */
    set(
      key: string,
      page: Omit<CachedPage, 'keptAt' | 'expiresAt' | 'behindSince' | 'bodies' | 'etag'>,
      since: RenderStart,
    ): CachedPage | null {
      const overtaken = since.generation !== generation;
      if (overtaken && (page.kind !== 'listing' || since.withdrawals !== withdrawals)) return null;
      const at = now();
      // Overtaken: the change came after the render began, counted from then (never later
      // than it was). Else a listing rendered just after a change may show older counts.
      const behindSince = overtaken
        ? since.at
        : page.kind === 'listing' && since.at - lastChangeAt < COUNTS_MAY_LAG_MS
          ? lastChangeAt
          : null;
      const stored: CachedPage = {
        ...page,
        etag: etagOf(page.html),
        keptAt: at,
        expiresAt: at + BOUND_MS[page.kind],
        behindSince,
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

    /**
     * Profiles changed: their pages go; the pages that list profiles are behind the change
     * from now on (refreshed as `lookup` says).
     */
    profilesChanged(memberIds: readonly string[] | 'all') {
      generation++;
      const at = now();
      lastChangeAt = at;
      const changed = memberIds === 'all' ? null : new Set(memberIds);
      for (const { entries } of [plain, variants])
        for (const [key, page] of entries) {
          if (page.kind === 'listing') page.behindSince ??= at;
          else if (page.profileId && (!changed || changed.has(page.profileId))) entries.delete(key);
        }
    },

    /**
     * A listed professional was withdrawn: every listing page goes (the next visitor's is
     * rendered), and no render begun before this is kept. Their own page goes with the
     * profile's notice.
     */
    listingWithdrawn() {
      generation++;
      withdrawals++;
      lastChangeAt = now();
      for (const { entries } of [plain, variants])
        for (const [key, page] of entries) if (page.kind === 'listing') entries.delete(key);
    },

    /**
     * A notice of the public_pages channel. '*' (more members than a notice names): every
     * profile's page goes, listing pages are behind, information pages stay.
     */
    noticed(payload: string) {
      if (payload === '*') this.profilesChanged('all');
      else if (payload === '') this.clear();
      else if (payload === LISTINGS_CHANGED) this.profilesChanged([]);
      else if (payload === LISTING_WITHDRAWN) this.listingWithdrawn();
      else this.profilesChanged(payload.split(','));
    },

    /** Everything goes (a notice may have been missed). */
    clear() {
      generation++;
      withdrawals++;
      lastChangeAt = now();
      plain.entries.clear();
      variants.entries.clear();
    },

    get size() {
      return plain.entries.size + variants.entries.size;
    },
  };
}
