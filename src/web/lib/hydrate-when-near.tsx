import { type ReactNode, Suspense, use, useId } from 'react';
import { useLocation } from 'react-router';

/**
 * Server-rendered parts far down a page (discovery's featured and search results) are
 * taken over by React when they near the viewport, not with the rest of the page: on a
 * slow phone hydrating them held the main thread for content the visitor may never
 * scroll to (docs/decisions/0023). Until then they are the server's HTML: they read,
 * their links work. A part rendered by the client (a page reached inside the app) renders
 * at once.
 */

// The address of the server-rendered page being hydrated, until the app first moves to
// another (then every part renders at once, and it stays so).
let pageKey: string | undefined;

/** Called by the entry just before it hydrates a server-rendered page at `key`. */
export function beginPageHydration(key: string) {
  pageKey = key;
}

const ATTRIBUTE = 'data-hydrate-when-near';
// One promise per part: React suspends on it and retries the part when it settles.
const near = new Map<string, Promise<void>>();

function whenNear(id: string): Promise<void> {
  let promise = near.get(id);
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      const element = document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`);
      if (!element || typeof IntersectionObserver === 'undefined') return resolve();
      // Half a screen ahead, so that scrolling meets hydrated content.
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: '50% 0px' },
      );
      observer.observe(element);
    });
    near.set(id, promise);
  }
  return promise;
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  const { key } = useLocation();
  // A render at another address (a filter changed, say) is the client's: the part renders.
  if (pageKey !== undefined && key !== pageKey) pageKey = undefined;
  if (pageKey !== undefined) use(whenNear(id));
  return children;
}

export function HydrateWhenNear({ children, className }: { children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <div {...{ [ATTRIBUTE]: id }} className={className}>
      <Suspense fallback={null}>
        <Gate id={id}>{children}</Gate>
      </Suspense>
    </div>
  );
}
