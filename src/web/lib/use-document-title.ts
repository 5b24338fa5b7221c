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
