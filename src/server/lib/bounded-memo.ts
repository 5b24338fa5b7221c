/**
 * Keeps `key` in `memo`, which holds at most `max` entries: when full it starts over.
 * For answers worked out again and again from the same few inputs (a visitor's address,
 * a page's link), where remembering every input anyone sends would grow without end.
 */
export function remember<V>(memo: Map<string, V>, key: string, value: V, max: number): void {
  if (memo.size >= max) memo.clear();
  memo.set(key, value);
}
