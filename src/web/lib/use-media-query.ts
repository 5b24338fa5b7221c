import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches now, following its changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** A phone's width (below Tailwind's `sm`). */
export const PHONE_WIDTH = '(max-width: 639px)';
/** A mouse or trackpad: parallax follows it; touch screens have nothing to follow. */
export const FINE_POINTER = '(hover: hover) and (pointer: fine)';
