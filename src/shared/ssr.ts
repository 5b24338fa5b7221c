import { PROFESSIONAL_ROLES, type ProfessionalRole } from './enums.js';
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

/** A cursor longer than this is refused by discoverQuerySchema (and so by the API). */
const CURSOR_MAX = 600;

/**
 * The landing section's part of the URL (role and page) without zod, which the landing
 * page does not load: a role outside PROFESSIONAL_ROLES is ignored, and a cursor the
 * server refuses is dropped when its 400 arrives (TalentResults' onInvalidLink). The
 * server keys the kept landing by the same reading.
 */
export function parseRoleAndCursor(params: URLSearchParams): DiscoverQuery {
  const query: DiscoverQuery = {};
  const role = params.get('role');
  if (role && (PROFESSIONAL_ROLES as readonly string[]).includes(role)) query.role = role as ProfessionalRole;
  const cursor = params.get('cursor');
  if (cursor && cursor.length <= CURSOR_MAX) query.cursor = cursor;
  return query;
}

/** The query string of a search, in a stable order and without empty values. */
export function toSearchParams(query: DiscoverQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of DISCOVER_PARAM_KEYS) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}
