import { useEffect } from 'react';

export const APP_NAME = 'Frameline';

// The tab's title is the page's name and, for a signed-in member, what waits for them:
// '(3) Messages · Dashboard · Frameline' (docs/product.md, Look and voice). The page sets
// the name and the header the count, each keeping the other's part as it is.
// Only the prefix written here is ever taken off again: a page's own name may begin with
// anything (a display name like '(1) Studio').
let prefix = '';

function titled(bare: string): string {
  return prefix + bare;
}

function bareTitle(): string {
  return prefix && document.title.startsWith(prefix) ? document.title.slice(prefix.length) : document.title;
}

/**
 * Sets the tab title to "Page name · Frameline", or "Frameline" alone (docs/product.md,
 * Look and voice).
 */
export function useDocumentTitle(pageName: string | null | undefined) {
  useEffect(() => {
    document.title = titled(pageName ? `${pageName} · ${APP_NAME}` : APP_NAME);
  }, [pageName]);
}

/**
 * How many things wait for the signed-in member (unread messages, requests to answer),
 * shown before the title so a tab in the background says so; 0 shows nothing.
 */
export function useWaitingInTitle(count: number) {
  useEffect(() => {
    const bare = bareTitle();
    prefix = count > 0 ? `(${count > 99 ? '99+' : count}) ` : '';
    document.title = titled(bare);
    return () => {
      const left = bareTitle();
      prefix = '';
      document.title = left;
    };
  }, [count]);
}

/**
 * The page name of a page with tabs in its address: the page's on its first tab,
 * 'Messages · Dashboard' on another, so history and open browser tabs tell them apart.
 */
export function tabPageName(tabLabel: string | undefined, pageName: string, isFirstTab: boolean): string {
  return isFirstTab || !tabLabel ? pageName : `${tabLabel} · ${pageName}`;
}
