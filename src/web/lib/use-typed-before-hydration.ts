import { type RefCallback, useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Keeps what a visitor typed into a server-rendered field before the app took the page
 * over (docs/decisions/0006: the page reads, and can be typed into, before its scripts
 * run). React hydrates a field without touching what it shows, but its state still holds
 * the rendered value, so the next render would wipe the typing; and react-hook-form
 * writes its default value into the field when it registers it.
 *
 * Put the returned ref on the field (before any other ref of it): when the field is first
 * attached and shows something other than what was rendered (its `defaultValue`), `keep`
 * receives that text once the component has mounted, and should store it where the
 * field's value lives. Fields rendered by the browser itself never differ, so nothing
 * happens there. `keep` runs in a layout effect of the first render: it may set state,
 * but not navigate (the router drops a navigation asked for before its own layout
 * effects have run; see the date of discover-filters.tsx).
 */
export function useTypedBeforeHydration<T extends HTMLInputElement | HTMLTextAreaElement>(
  keep: (typed: string) => void,
): RefCallback<T> {
  const typed = useRef<string | null>(null);
  const checked = useRef(false);
  const keepRef = useRef(keep);
  keepRef.current = keep;

  useLayoutEffect(() => {
    if (typed.current === null) return;
    keepRef.current(typed.current);
    typed.current = null;
  }, []);

  return useCallback((field: T | null) => {
    if (!field || checked.current) return;
    checked.current = true;
    if (field.value !== field.defaultValue) typed.current = field.value;
  }, []);
}
