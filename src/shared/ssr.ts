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
