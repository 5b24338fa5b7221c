import { describe, expect, it } from 'vitest';
import { createWorkSlots } from './work-slots.js';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('work slots', () => {
  it('runs at most `slots` tasks at once and hands a freed slot to the next in line', async () => {
    const work = createWorkSlots({ slots: 2 });
    let running = 0;
    let most = 0;
    const task = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return running;
    };
    await Promise.all(Array.from({ length: 7 }, () => work.run(task)));
    expect(most).toBe(2);
    expect([work.active, work.waiting]).toEqual([0, 0]);
  });

  it('refuses a task that waited too long, and one arriving when the line is full', async () => {
    const busy = new Error('busy');
    const work = createWorkSlots({ slots: 1, maxWaitMs: 20, maxWaiting: 1, refuse: () => busy });
    const first = gate();
    const running = work.run(() => first.opened);
    const waiting = work.run(async () => 'never');
    await expect(work.run(async () => 'no room')).rejects.toBe(busy);
    await expect(waiting).rejects.toBe(busy);
    expect([work.active, work.waiting]).toEqual([1, 0]);
    first.open();
    await running;
    expect(await work.run(async () => 'free again')).toBe('free again');
    expect(work.active).toBe(0);
  });

  it('frees the slot when a task fails', async () => {
    const work = createWorkSlots({ slots: 1 });
    await expect(work.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await work.run(async () => 'next')).toBe('next');
  });
});
