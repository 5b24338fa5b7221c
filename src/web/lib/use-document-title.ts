import { useEffect } from 'react';

export const APP_NAME = 'Frameline';

/**
 * Sets the tab title to "Page name · Frameline", or "Frameline" alone (docs/product.md,
 * Look and voice).
 */
export function useDocumentTitle(pageName: string | null | undefined) {
  useEffect(() => {
    document.title = pageName ? `${pageName} · ${APP_NAME}` : APP_NAME;
  }, [pageName]);
}

/**
 * The page name of a page with tabs in its address: the page's on its first tab,
 * 'Messages · Dashboard' on another, so history and open browser tabs tell them apart.
 */
export function tabPageName(tabLabel: string | undefined, pageName: string, isFirstTab: boolean): string {
  return isFirstTab || !tabLabel ? pageName : `${tabLabel} · ${pageName}`;
}
