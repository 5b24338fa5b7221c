import { type RefObject, useEffect, useState } from 'react';

/**
 * Keyboard focus for a list whose rows each have a button that removes the row (unblock a
 * member, sign out a session): once the removed row has left the list, the focus goes on
 * to the button now in its place (else the one before), or to `fallback` (the list's
 * heading) when no button is left. Returns what to call once the removal has succeeded.
 */
export function useFocusAfterRemoval<Item>({
  items,
  idOf,
  listRef,
  fallbackRef,
}: {
  items: readonly Item[] | undefined;
  idOf: (item: Item) => string;
  listRef: RefObject<HTMLElement | null>;
  fallbackRef: RefObject<HTMLElement | null>;
}): (removedId: string, index: number) => void {
  const [removed, setRemoved] = useState<{ id: string; index: number } | null>(null);
  useEffect(() => {
    if (removed === null || !items || items.some((item) => idOf(item) === removed.id)) return;
    const buttons = listRef.current?.querySelectorAll('button') ?? [];
    const target =
      buttons.length > 0 ? buttons[Math.min(removed.index, buttons.length - 1)] : fallbackRef.current;
    target?.focus();
    setRemoved(null);
  }, [removed, items, idOf, listRef, fallbackRef]);
  return (id, index) => setRemoved({ id, index });
}
