/**
 * Identical reads that arrive while the first of them is still being answered share its
 * answer instead of repeating the work ("single flight", or request collapsing). Nothing
 * is kept afterwards: the next request after an answer starts a fresh one, so a reader
 * never sees data older than the moment a request just before theirs began.
 *
 * Only for reads whose answer depends on the key alone (not on who asks).
 */
export function createSingleFlight<T>() {
  const inFlight = new Map<string, Promise<T>>();
  return {
    run(key: string, work: () => Promise<T>): Promise<T> {
      const running = inFlight.get(key);
      if (running) return running;
      const started = Promise.resolve()
        .then(work)
        .finally(() => inFlight.delete(key));
      inFlight.set(key, started);
      return started;
    },
    get size() {
      return inFlight.size;
    },
  };
}
