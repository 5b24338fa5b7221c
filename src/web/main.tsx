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

const router = createBrowserRouter(routes);
const queryClient = createQueryClient();
const app = (): ReactNode => (
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

// A server-rendered page (docs/decisions/0006) carries the data it was rendered with.
// The client takes it into its cache and loads the page's code first, so its first
// render is the server's; other pages are rendered by the client alone. Hydrating in a
// transition lets React yield to the browser between components instead of holding the
// main thread for the whole page.
// The data counts as fetched when the page arrives, not when it was rendered: the server
// may have kept the page (a profile until it changes, a listing for a bounded time;
// docs/decisions/0020), and fetching it all again at once would cost every view a second
// round of requests and a second render of what is already on screen.
const stateElement = document.getElementById(SSR_STATE_ID);
if (stateElement && container.hasChildNodes()) {
  const state = JSON.parse(stateElement.textContent ?? '{}') as DehydratedState;
  const arrived = Date.now();
  for (const query of state.queries) query.state.dataUpdatedAt = arrived;
  hydrate(queryClient, state);
  void preloadRoute(window.location.pathname).then(() =>
    startTransition(() => {
      hydrateRoot(container, app());
    }),
  );
} else {
  createRoot(container).render(app());
}
