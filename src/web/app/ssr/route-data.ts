import frauncesUrl from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { parseDiscoverParams } from '../../../shared/discover-search';
import { DISCOVER_PAGE_SIZE } from '../../../shared/limits';
import type { SsrDataSource } from '../../../shared/ssr';
import { sessionQueryOptions } from '../../features/auth/api/auth-api';
import { discoverQueryOptions, roleCountsQueryOptions } from '../../features/discovery/api/discovery-api';
import { FEATURED_QUERY } from '../../features/discovery/components/featured-talent';
import { parseRoleAndCursor } from '../../features/discovery/lib/discover-params';
import { HERO_SLIDES, heroMedia } from '../../features/landing/content/hero-slides';
import { portfolioQueryOptions } from '../../features/portfolio/api/portfolio-api';
import { publicProfileQueryOptions } from '../../features/profiles/api/profiles-api';
import { firstReviewPage, profileReviewsQueryOptions } from '../../features/reviews/api/reviews-api';

// Which pages the server renders, and the data each needs before it can: the same query
// keys the pages' hooks use, filled from the server's own services (docs/decisions/0006).

const INFORMATION_PAGES = [
  '/book-projects',
  '/portfolio-builder',
  '/verification',
  '/success-stories',
  '/blog',
  '/creative-blog',
  '/industry-reports',
  '/about',
  '/help-center',
  '/contact',
  '/careers',
  '/press-kit',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
];
const PROFILE_PATH = /^\/profile\/([^/]+)$/;

type Load = { key: QueryKey; load: (data: SsrDataSource) => Promise<unknown> };

/** The queries a server-rendered page reads on its first render; null: not server-rendered. */
export async function pageQueries(pathname: string, params: URLSearchParams): Promise<Load[] | null> {
  const loads = await pageDataQueries(pathname, params);
  // Every page's header reads the session.
  return loads && [{ key: sessionQueryOptions().queryKey, load: (data) => data.session() }, ...loads];
}

/** The 404 page's queries: only the header's session (the page is its own text). */
export function notFoundPageQueries(): Load[] {
  return [{ key: sessionQueryOptions().queryKey, load: (data) => data.session() }];
}

async function pageDataQueries(pathname: string, params: URLSearchParams): Promise<Load[] | null> {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === '/') {
    const query = { ...parseRoleAndCursor(params), pageSize: DISCOVER_PAGE_SIZE };
    return [{ key: discoverQueryOptions(query).queryKey, load: (data) => data.discover(query) }];
  }
  if (path === '/discover' || path === '/discover-talent') {
    // The page's own module (loaded for the render anyway) holds its page size.
    const { SEARCH_PAGE_SIZE } = await import('../../features/discovery/pages/discover-page');
    const search = { ...parseDiscoverParams(params), pageSize: SEARCH_PAGE_SIZE };
    return [
      { key: roleCountsQueryOptions().queryKey, load: (data) => data.roleCounts() },
      { key: discoverQueryOptions(FEATURED_QUERY).queryKey, load: (data) => data.discover(FEATURED_QUERY) },
      { key: discoverQueryOptions(search).queryKey, load: (data) => data.discover(search) },
    ];
  }
  const userId = path.match(PROFILE_PATH)?.[1];
  if (userId) {
    return [
      { key: publicProfileQueryOptions(userId).queryKey, load: (data) => data.profile(userId) },
      { key: portfolioQueryOptions(userId).queryKey, load: (data) => data.portfolio(userId) },
      {
        key: profileReviewsQueryOptions(userId).queryKey,
        load: async (data) => firstReviewPage(await data.reviews(userId)),
      },
    ];
  }
  return INFORMATION_PAGES.includes(path) ? [] : null;
}

/**
 * Fills the cache with what the page reads. A query that fails stays empty, so the page
 * renders its loading state there, as the client will before it asks again.
 */
export async function prefetchPage(queryClient: QueryClient, loads: Load[], data: SsrDataSource) {
  await Promise.all(
    loads.map(async ({ key, load }) => {
      try {
        queryClient.setQueryData(key, await load(data));
      } catch {
        // Left to the client (a 404 profile, a refused cursor, a database hiccup).
      }
    }),
  );
}

/**
 * Head tags for the first paint. The landing's is its hero poster (the largest paint).
 * Discovery opens on text in both fonts, which would reflow when they arrive after the
 * first paint: they are fetched with the style sheet. Elsewhere the largest paint is an
 * image, and the fonts' 85 KB would only slow it down (measured, docs/decisions/0006).
 */
export function pageHeadTags(pathname: string): string {
  if (pathname === '/') {
    const first = HERO_SLIDES[0];
    return first
      ? `<link rel="preload" as="image" href="${heroMedia(first.clip).poster}" fetchpriority="high" />`
      : '';
  }
  if (pathname === '/discover' || pathname === '/discover-talent') {
    return [frauncesUrl, interUrl]
      .map((href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin />`)
      .join('\n    ');
  }
  return '';
}
