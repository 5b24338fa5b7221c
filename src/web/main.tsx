import './fonts.css';
import './styles.css';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SSR_STATE_ID } from '../shared/ssr';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { preloadRoute, routes } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// A server-rendered page (docs/decisions/0006) carries the data it was rendered with.
const stateElement = document.getElementById(SSR_STATE_ID);
const serverRendered = Boolean(stateElement && container.hasChildNodes());

// On a server-rendered page the visitor may have scrolled before the app took it over,
// or the browser may have put a reloaded page back where it was: the router leaves the
// scroll where it is (as it does for a page it hydrates itself) instead of going to the
// top. It has no loader data to take over.
const router = createBrowserRouter(routes, serverRendered ? { hydrationData: {} } : undefined);
const queryClient = createQueryClient();
const app = (): ReactNode => (
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

// The data a server-rendered page carries goes into the client's cache, and the page's
// code loads first, so the client's first render is the server's; other pages are
// rendered by the client alone. Hydrating in a transition lets React yield to the
// browser between components instead of holding the main thread for the whole page.
// The data counts as fetched when the page arrives, not when it was rendered: the server
// may have kept the page (a profile until it changes, a listing for a bounded time;
// docs/decisions/0020), and fetching it all again at once would cost every view a second
// round of requests and a second render of what is already on screen.
if (serverRendered) {
  const state = JSON.parse(stateElement?.textContent ?? '{}') as DehydratedState;
  const arrived = Date.now();
  for (const query of state.queries) query.state.dataUpdatedAt = arrived;
  hydrate(queryClient, state);
  void preloadRoute(window.location.pathname).then(() => {
    // From here React hears the page's clicks itself.
    document.dispatchEvent(new Event('frameline:taking-over'));
    startTransition(() => {
      hydrateRoot(container, app());
    });
  });
} else {
  createRoot(container).render(app());
}
