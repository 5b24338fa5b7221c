import type { FastifyRequest } from 'fastify';
import { canonicalPath } from '../../../shared/page-meta.js';
import { type SessionUser, sessionResponseSchema } from '../../../shared/schemas/auth.js';
import { discoverQuerySchema } from '../../../shared/schemas/discovery.js';
import { discoverResponseSchema, roleCountsSchema } from '../../../shared/schemas/discovery-answers.js';
import { portfolioListSchema } from '../../../shared/schemas/portfolio.js';
import { profileResponseSchema } from '../../../shared/schemas/profiles.js';
import { reviewPageSchema } from '../../../shared/schemas/reviews.js';
import { SSR_STATE_ID, type SsrDataSource, type SsrModule } from '../../../shared/ssr.js';
import { isConnectionError } from '../../db/database.js';
import { AppError, HTTP_STATUS } from '../../lib/app-error.js';
import type { RequestContext } from '../../lib/request-context.js';
import { createSingleFlight } from '../../lib/single-flight.js';
import { urlForLogs } from '../../lib/url-for-logs.js';
import { sessionTokenOf } from '../../plugins/session-cookie.js';
import type { PageRenderer } from '../../plugins/static-files.js';
import { userForSession } from '../auth/index.js';
import * as discovery from '../discovery/index.js';
import * as portfolio from '../portfolio/index.js';
import * as profiles from '../profiles/index.js';
import * as reviews from '../reviews/index.js';
import { canonicalQuery, pageAddress, pathOfAddress, tidyDiscoveryAddress } from './page-address.js';
import {
  type CachedPage,
  type PageCache,
  type PageKind,
  type RenderStart,
  SHARED_CACHE_CONTROL,
} from './page-cache.js';
import { escapeHtml, jsonForScript, pageHead, renderIndexHtml, type SeoDeps } from './seo.service.js';

// Every page's HTML: the head for crawlers and link previews (seo.service.ts), and for
// public pages the server-rendered body with the data it was rendered from
// (docs/decisions/0006). Without the render bundle (dist/ssr, e.g. tests run from src)
// or when a render fails, the page is the plain single-page app, as before.

/** JSON in, JSON out: exactly what the API would have sent (dates as strings, schema-shaped). */
const asSent = <T>(schema: { parse: (value: unknown) => T }, value: unknown): T =>
  JSON.parse(JSON.stringify(schema.parse(value))) as T;

/** The public GET endpoints, answered by their services for this request's viewer. */
export function ssrDataSource(deps: SeoDeps, ctx: RequestContext): SsrDataSource {
  return {
    session: async () => asSent(sessionResponseSchema, { user: ctx.actor }),
    discover: async (query) => {
      // A search the API refuses (a page link not valid any more) is refused here the same way.
      const search = discoverQuerySchema.safeParse(query);
      if (!search.success)
        throw new AppError('VALIDATION_FAILED', search.error.issues[0]?.message ?? 'The search is not valid');
      return asSent(discoverResponseSchema, await discovery.discoverProfessionals(deps, search.data));
    },
    roleCounts: async () => asSent(roleCountsSchema, await discovery.roleCounts(deps.db)),
    profile: async (userId) =>
      asSent(profileResponseSchema, { profile: await profiles.getProfileForViewer(deps, ctx, userId) }),
    portfolio: async (userId) =>
      asSent(portfolioListSchema, { items: await portfolio.listPortfolio(deps, ctx, userId) }),
    reviews: async (userId) => asSent(reviewPageSchema, await reviews.listProfileReviews(deps, ctx, userId)),
  };
}

/** Which kind of cached page the page at `path` (of a pageAddress) is (docs/decisions/0020). */
function pageKindOf(path: string): { kind: PageKind; profileId: string | null } {
  const profileId = path.match(/^\/profile\/([^/]+)$/)?.[1];
  if (profileId) return { kind: 'profile', profileId: profileId.toLowerCase() };
  if (path === '/' || path === '/discover' || path === '/discover-talent')
    return { kind: 'listing', profileId: null };
  return { kind: 'information', profileId: null };
}

type PageAnswer = Awaited<ReturnType<PageRenderer>>;

/**
 * Writes the head, and for public pages the rendered body and its data, into index.html.
 * A signed-out view of a server-rendered page is kept in `cache` and reused until what it
 * shows changes; a page served from there still counts as a profile view.
 */
export function createPageRenderer(deps: SeoDeps, cache?: PageCache): PageRenderer {
  // A signed-out page is the same for every visitor, so visitors asking for one that is
  // not kept share one render: a page dropped by a notice, or first asked for, under
  // traffic costs a copy one render, not one per request waiting (the key holds the
  // cache's generation, so a request after a change never joins a render from before it).
  const renders = createSingleFlight<PageAnswer>();

  return async ({ template, request, ssr }) => {
    const tidy = tidyDiscoveryAddress(request.url);
    if (tidy) return { status: 302, html: '', location: tidy };
    // Everything about the page (its head, its kind, its key, its render) is read from
    // one address, so no spelling of a URL can be kept as, or share the render of, another.
    const key = pageAddress(request.url);
    const viewer = pageViewer(deps, request);
    if (!(ssr && cache && (await isVisitor(viewer))))
      return renderPage(deps, { template, request, ssr, viewer }, key, cache);
    let renderedHere = false;
    const renderOnce = () => {
      const since = cache.begin();
      // A listing page's render is kept even when a change overtakes it (page-cache.ts), so
      // one render at a time serves it whatever changed meanwhile, unless a professional
      // was withdrawn meanwhile; any other page's render is shared only by requests that
      // came before the same change.
      const flight =
        pageKindOf(pathOfAddress(key)).kind === 'listing'
          ? `listing ${since.withdrawals} ${key}`
          : `${since.generation} ${key}`;
      return renders.run(flight, () => {
        renderedHere = true;
        return renderPage(deps, { template, request, ssr, viewer }, key, cache, since);
      });
    };

    const kept = cache.lookup(key);
    if (kept) {
      // Past its bound: served as kept while one render replaces it behind this answer.
      if (kept.stale)
        renderOnce().catch((error: unknown) =>
          request.log.warn({ err: error, url: key }, 'could not render a page past its bound again'),
        );
      if (kept.page.profileId) await countViewOfCachedPage(deps, request, kept.page.profileId);
      return { status: kept.page.status, html: kept.page.html, shared: sharedOf(kept.page) };
    }

    const answer = await renderOnce();
    // A visitor who waited for another's render is a view of that page all the same.
    const { profileId } = pageKindOf(pathOfAddress(key));
    if (!renderedHere && profileId && answer.status === 200)
      await countViewOfCachedPage(deps, request, profileId);
    return answer;
  };
}

/** Who is viewing the page: the session's member, or null for a visitor. */
type PageViewer = () => Promise<SessionUser | null>;

/**
 * The request's viewer, read from its session at most once: whether the view is a
 * visitor's and whom the page is rendered for are the same answer (a signed-in view reads
 * its session and member once, not twice).
 */
function pageViewer(deps: SeoDeps, request: FastifyRequest): PageViewer {
  const token = sessionTokenOf(request, deps.config);
  let read: Promise<SessionUser | null> | undefined;
  return () => {
    read ??= token ? userForSession(deps, token) : Promise.resolve(null);
    return read;
  };
}

/**
 * Whether the request is a visitor's: no session cookie, or one that names no live
 * session (expired, signed out, made up), which the render treats as a visitor anyway.
 * Unknown while the database cannot say: then the page is rendered for this request.
 */
async function isVisitor(viewer: PageViewer): Promise<boolean> {
  try {
    return (await viewer()) === null;
  } catch {
    return false;
  }
}

/**
 * One render of a page for this request; kept in `cache` when it may be (see above). The
 * page is rendered and kept at its address (pageAddress): the keys it does not read are
 * left out of both.
 */
async function renderPage(
  deps: SeoDeps,
  {
    template,
    request,
    ssr,
    viewer,
  }: Pick<Parameters<PageRenderer>[0], 'template' | 'request' | 'ssr'> & { viewer: PageViewer },
  address: string,
  cache: PageCache | undefined,
  since: RenderStart | undefined = cache?.begin(),
): Promise<PageAnswer> {
  const path = pathOfAddress(address);
  // The page's one address, as the page address writes it (its query read one way, a
  // profile's id in small letters) without page links and defaults, under the name the
  // site links to: the canonical link and the preview's URL alike.
  const query = canonicalQuery(address);
  const head = await pageHead(deps, path, query);
  if (head.index) {
    const canonical = `${deps.config.publicUrl}${canonicalPath(path)}${query}`;
    head.extra += `\n    <link rel="canonical" href="${escapeHtml(canonical)}" />`;
  }
  let html = renderIndexHtml(template, head);
  // A page that is not there is rendered too (the app's 404 page), unless it is a profile's:
  // its render would wait on the profile it cannot have.
  const renderable = head.status === 200 || (head.status === 404 && pageKindOf(path).kind !== 'profile');
  const rendered = renderable && ssr ? await renderBody(deps, request, ssr, address, viewer) : null;
  if (rendered && html.includes('<div id="root"></div>')) {
    // Replacements are functions: a replacement string would read '$&', '$`' and "$'"
    // in the member's text as patterns and copy parts of the template into the page.
    html = html
      // The page reads without scripts now: no 'needs JavaScript' notice over all of it;
      // its controls that need them say so where they are (the page's own <noscript>
      // notes, which come before the template's, so this goes first).
      .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${rendered.html}</div>\n    <script type="application/json" id="${SSR_STATE_ID}">${jsonForScript(rendered.state)}</script>`,
      )
      // First in <head>, so the first paint's image and fonts are asked for before the scripts.
      .replace(/<meta name="viewport"[^>]*>/, (viewport) =>
        rendered.head ? `${viewport}\n    ${rendered.head}` : viewport,
      );
  }
  // Kept: a visitor's view whose every query answered (a page rendered in its loading
  // state while the database hiccuped is sent, never kept).
  // A 404 page is not kept: any made-up address would take room in the cache.
  if (cache && since && rendered && !rendered.signedIn && rendered.complete && head.status === 200) {
    const stored = cache.set(address, { status: head.status, html, ...pageKindOf(path) }, since);
    if (stored) return { status: stored.status, html, shared: sharedOf(stored) };
  }
  return { status: head.status, html, personal: Boolean(rendered?.signedIn) };
}

function sharedOf(page: CachedPage) {
  return { etag: page.etag, cacheControl: SHARED_CACHE_CONTROL[page.kind], bodies: page.bodies };
}

/** The view still counts; if the database cannot take it right now, the page is still served. */
async function countViewOfCachedPage(deps: SeoDeps, request: FastifyRequest, profileId: string) {
  try {
    await profiles.countProfileView(deps, request.ctx, profileId);
  } catch (error) {
    request.log.warn({ err: error, profileId }, 'could not count a view of a cached profile page');
  }
}

async function renderBody(
  deps: SeoDeps,
  request: FastifyRequest,
  ssr: SsrModule,
  address: string,
  viewer: PageViewer,
) {
  try {
    // The page's data, the session included, is what this visitor's browser would get
    // from the API (an owner sees their own contact details; each view counts once,
    // docs/product.md, Profile views).
    const ctx = { ...request.ctx, actor: await viewer() };
    let failed = 0;
    const source = ssrDataSource(deps, ctx);
    // A query that fails leaves its part of the page in its loading state: noted, so
    // such a page is not kept, unless the failure is the API's own refusal of what the
    // address asks (a page link that is not valid, a profile not found), which every
    // visitor of the address gets alike until a change drops the page.
    const watched = Object.fromEntries(
      Object.entries(source).map(([name, read]) => [
        name,
        (...args: unknown[]) =>
          (read as (...a: unknown[]) => Promise<unknown>)(...args).catch((error: unknown) => {
            if (!isRefusalOfTheAddress(error)) failed++;
            throw error;
          }),
      ]),
    ) as unknown as SsrDataSource;
    const result = await ssr.render(address, watched);
    return result && { ...result, signedIn: Boolean(ctx.actor), complete: failed === 0 };
  } catch (error) {
    // The database gone for a moment is an outage the app answers by itself (the plain
    // app asks again); anything else is a bug in the render.
    if (isConnectionError(error))
      request.log.warn(
        { err: (error as Error).message, url: urlForLogs(request.url) },
        'database unavailable; sending the plain app',
      );
    else
      request.log.error(
        { err: error, url: urlForLogs(request.url) },
        'server render failed; sending the plain app',
      );
    return null;
  }
}

/**
 * The API's refusal of what an address asks for (400, 404): the same for every visitor.
 * Anything else (a database hiccup, an answer that does not fit its schema) is not kept.
 */
function isRefusalOfTheAddress(error: unknown): boolean {
  return error instanceof AppError && [400, 404].includes(HTTP_STATUS[error.code]);
}
