import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export const MAIN_ID = 'main-content';

/** Skip link: the first focusable element, visible when focused. */
function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      className="-translate-y-24 fixed top-3 left-3 z-50 rounded-button bg-ink px-4 py-3 font-semibold text-sm text-white shadow-lg transition-transform focus-visible:translate-y-0"
    >
      Skip to content
    </a>
  );
}

/** Header, main and footer around every page; lazy pages load inside main. */
export function RootLayout({ children }: { children?: ReactNode }) {
  const { pathname, key } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const lastPath = useRef(pathname);
  const lastKey = useRef(key);

  // The app has taken the page over (hydrated or rendered): <html data-ready>. Before
  // that, a server-rendered page shows but does not answer (browser tests wait for it),
  // and the page's first script keeps what the visitor did, to do it again now
  // (src/web/start-after-first-paint.js, docs/decisions/0022).
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
    document.dispatchEvent(new Event('frameline:started'));
  }, []);

  // After a client-side navigation, move focus to the new content (as a page load would).
  // The same page in another view (a dashboard tab from a link) keeps focus where it is,
  // unless what held it went with the old view: then it goes to the content, not to the
  // top of the document. The old view may leave a frame later (tab panels unmount after
  // their exit), so that is checked on the next frame.
  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    const samePage = lastPath.current === pathname;
    lastPath.current = pathname;
    if (!samePage) {
      mainRef.current?.focus({ preventScroll: true });
      return;
    }
    const frame = requestAnimationFrame(() => {
      if (document.activeElement === document.body) mainRef.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, key]);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main ref={mainRef} id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        {/* A full viewport while a page loads keeps the footer below the fold (no layout shift). */}
        <Suspense fallback={<PageLoading className="min-h-svh" />}>{children ?? <Outlet />}</Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
