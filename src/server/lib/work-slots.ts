/**
 * At most `slots` tasks run at once; the others wait in line, and a finishing task hands
 * its slot straight to the next. With `maxWaitMs` a task that has waited that long
 * without a slot is refused with `refuse()`, as is one arriving when `maxWaiting` tasks
 * are already in line: under overload a caller hears "busy" soon instead of waiting
 * behind a queue that only grows.
 */
export type WorkSlots = {
  run: <T>(task: () => Promise<T>) => Promise<T>;
  readonly active: number;
  readonly waiting: number;
};

export function createWorkSlots(options: {
  slots: number;
  maxWaitMs?: number;
  maxWaiting?: number;
  refuse?: () => Error;
}): WorkSlots {
  const slots = Math.max(1, Math.floor(options.slots));
  const refuse = options.refuse ?? (() => new Error('busy'));
  let active = 0;
  const line: { start: () => void; timer?: NodeJS.Timeout }[] = [];

  function waitForSlot(): Promise<void> {
    if (options.maxWaiting !== undefined && line.length >= options.maxWaiting) {
      return Promise.reject(refuse());
    }
    return new Promise<void>((resolve, reject) => {
      const entry: (typeof line)[number] = { start: resolve };
      if (options.maxWaitMs !== undefined) {
        entry.timer = setTimeout(() => {
          line.splice(line.indexOf(entry), 1);
          reject(refuse());
        }, options.maxWaitMs);
      }
      line.push(entry);
    });
  }

  function release() {
    const next = line.shift();
    if (!next) {
      active--;
      return;
    }
    clearTimeout(next.timer);
    next.start(); // the slot passes on: `active` stays as it is
  }

  return {
    async run(task) {
      if (active < slots) active++;
      else await waitForSlot();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return line.length;
    },
  };
}
