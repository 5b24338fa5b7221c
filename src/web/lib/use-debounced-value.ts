import { useEffect, useState } from 'react';

/** How long typing rests before a search follows it. */
export const TYPING_REST_MS = 300;

/**
 * `value` once it has stayed the same for `delay` ms: what a search box asks the server
 * for, so each key pressed does not make a request of its own.
 */
export function useDebouncedValue<T>(value: T, delay = TYPING_REST_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
