import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import type { SsrDataSource, SsrResult } from '../shared/ssr';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { preloadRoute, routes } from './app/routes';
import { notFoundPageQueries, pageHeadTags, pageQueries, prefetchPage } from './app/ssr/route-data';

// The server render of public pages (docs/decisions/0006), built by `vite build --ssr`
// into dist/ssr and called by the server (src/server/features/seo/page-render.ts). It
// renders the visitor's first paint, signed in or not: the session travels with the
// page's data, so the browser neither asks for it again nor redraws the page when it
// arrives.

const handler = createStaticHandler(routes);

export async function render(url: string, data: SsrDataSource): Promise<SsrResult | null> {
  const address = new URL(url, 'http://localhost');
  // A path no route takes is the 404 page, rendered too: without scripts it still says
  // 'Page not found' and links home (the server answers it with status 404).
  const loads =
    (await pageQueries(address.pathname, address.searchParams)) ??
    (matchRoutes(routes, address.pathname)?.at(-1)?.route.path === '*' ? notFoundPageQueries() : null);
  if (!loads) return null;

  const context = await handler.query(new Request(address));
  if (context instanceof Response) return null;

  const queryClient = createQueryClient();
  try {
    await Promise.all([prefetchPage(queryClient, loads, data), preloadRoute(address.pathname)]);
    const router = createStaticRouter(handler.dataRoutes, context);
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <Providers queryClient={queryClient}>
          {/* hydrate={false}: no inline script (CSP script-src 'self'); no loaders to hydrate. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
      // One complete document: no boundary is split out into an inline reveal script.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
    const rendered = Buffer.concat(chunks).toString('utf8');
    // React opens a fragment render with preload links of the images it meets. They
    // belong in <head>; only the ones marked high priority (the first paint) are kept.
    const links = rendered.match(/^(?:<link\b[^>]*>)+/)?.[0] ?? '';
    const preloads = links.match(/<link\b[^>]*>/g)?.filter((tag) => /fetchpriority="high"/i.test(tag)) ?? [];
    return {
      html: rendered.slice(links.length),
      state: dehydrate(queryClient),
      head: [pageHeadTags(address.pathname), ...preloads].filter(Boolean).join('\n    '),
    };
  } finally {
    queryClient.clear();
  }
}
