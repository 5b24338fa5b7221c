import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * Whether the page's scripts run: false in the server's render and the hydration that
 * follows it, true from then on. For controls that only scripts can work, so a page read
 * without them never shows one that does nothing (docs/product.md, Without JavaScript).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
