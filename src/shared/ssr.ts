import type { SessionResponse } from './schemas/auth.js';
import type { DiscoverQuery, DiscoverResponse, RoleCounts } from './schemas/discovery.js';
import type { PortfolioItem } from './schemas/portfolio.js';
import type { Profile } from './schemas/profiles.js';
import type { ReviewPage } from './schemas/reviews.js';

// The contract between the server and the web app's server render (src/web/entry-server.tsx,
// built into dist/ssr; docs/decisions/0006). The server hands the render its own service
// functions as a data source (no HTTP), already in the shape the API answers with.

/** What the server render may read: the answers of the public GET endpoints. */
export interface SsrDataSource {
  /** The viewer's session, as /api/auth/session answers it. */
  session(): Promise<SessionResponse>;
  discover(query: DiscoverQuery): Promise<DiscoverResponse>;
  roleCounts(): Promise<RoleCounts>;
  profile(userId: string): Promise<{ profile: Profile }>;
  portfolio(userId: string): Promise<{ items: PortfolioItem[] }>;
  /** The newest page of a profile's reviews. */
  reviews(userId: string): Promise<ReviewPage>;
}

export interface SsrResult {
  /** The app's HTML, for inside <div id="root">. */
  html: string;
  /** The data the render used, for the client's query cache (JSON). */
  state: unknown;
  /** Extra tags for <head> (preloads of the first paint's image). */
  head: string;
}

/** The module dist/ssr/entry-server.js. `render` answers null for pages it leaves to the client. */
export interface SsrModule {
  render(url: string, data: SsrDataSource): Promise<SsrResult | null>;
}

/** The id of the <script type="application/json"> that carries SsrResult.state. */
export const SSR_STATE_ID = 'ssr-state';

/** The URL keys of a discovery search (/discover-talent), in the order they are written. */
export const DISCOVER_PARAM_KEYS = [
  'q',
  'role',
  'location',
  'specialty',
  'minRate',
  'maxRate',
  'rateUnit',
  'availableOn',
  'sort',
  'cursor',
] as const;
export type DiscoverParamKey = (typeof DISCOVER_PARAM_KEYS)[number];

/** The landing page's discover section owns only these: /?role=photographer&cursor=... */
export const LANDING_PARAM_KEYS = ['role', 'cursor'] as const satisfies readonly DiscoverParamKey[];

/** The query keys a server-rendered page reads; any other key changes nothing it shows. */
function pageQueryKeys(path: string): readonly string[] {
  if (path === '/') return LANDING_PARAM_KEYS;
  if (path === '/discover' || path === '/discover-talent') return DISCOVER_PARAM_KEYS;
  if (path === '/contact') return ['topic'];
  return [];
}

/**
 * A page's address as the server renders and keeps it: the path without trailing
 * slashes, then only the keys the page reads, in a fixed order, the first value of each.
 * `/about?utm_source=x` and `/about` are one page, rendered once; a made-up key in every
 * request cannot make every request a render (docs/decisions/0020).
 */
export function pageAddress(url: string): string {
  // The request's target is read as a path on this site: `//x:99999` or `//other/` is a
  // path here (a 404), never another host, so no target makes the parse fail or names a
  // page it is not.
  const address = new URL(`http://localhost${url.startsWith('/') ? '' : '/'}${url}`);
  const path = address.pathname.replace(/\/+$/, '') || '/';
  const kept = new URLSearchParams();
  for (const key of pageQueryKeys(path)) {
    const value = address.searchParams.get(key);
    if (value !== null && value !== '') kept.set(key, value);
  }
  const search = kept.toString();
  return search ? `${path}?${search}` : path;
}

/** The path of a page address (pageAddress), without its query. */
export const pathOfAddress = (address: string): string => address.split('?')[0]!;
