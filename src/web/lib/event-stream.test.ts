import { describe, expect, it } from 'vitest';
import { type EventSourceLike, openEventStream, RECONNECT_DELAYS_MS } from './event-stream';

type Listener = (event: MessageEvent<string>) => void;

/** A stand-in for the browser's EventSource that the test drives by hand. */
class FakeSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  private listeners = new Map<string, Listener[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data = '', lastEventId = '') {
    for (const listener of this.listeners.get(type) ?? []) {
      listener({ data, lastEventId } as MessageEvent<string>);
    }
  }
  open() {
    this.readyState = 1;
    this.emit('open');
  }
  send(id: string, event: { type: string } & Record<string, unknown>) {
    this.emit(event.type, JSON.stringify(event), id);
  }
}

type TestEvent = { type: 'unread.changed'; unreadTotal: number } | { type: 'ping' };

function harness() {
  const sources: FakeSource[] = [];
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const events: TestEvent[] = [];
  const opens: boolean[] = [];
  const stream = openEventStream<TestEvent>({
    url: '/api/events',
    types: ['unread.changed', 'ping'],
    onEvent: (event) => events.push(event),
    onOpen: ({ resumed }) => opens.push(resumed),
    open: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
  });
  const fire = () => {
    const timer = timers.at(-1)!;
    expect(timer.cleared).toBe(false);
    timer.run();
  };
  return { stream, sources, timers, events, opens, fire, latest: () => sources.at(-1)! };
}

describe('the live event stream of a tab', () => {
  it('opens one stream and hands over typed events in order, skipping what is not one', () => {
    const h = harness();
    expect(h.sources.map((source) => source.url)).toEqual(['/api/events']);
    h.latest().open();
    h.latest().send('1', { type: 'unread.changed', unreadTotal: 2 });
    h.latest().emit('ping', 'not json', '2');
    h.latest().emit('unread.changed', JSON.stringify({ type: 'ping' }), '3');
    h.latest().send('4', { type: 'ping' });
    expect(h.events).toEqual([{ type: 'unread.changed', unreadTotal: 2 }, { type: 'ping' }]);
    expect(h.stream.lastEventId()).toBe('4');
    expect(h.opens).toEqual([false]);
  });

  it('reconnects after 1, 2, 5, then every 10 seconds, from the last event id, and starts over once open', () => {
    const h = harness();
    h.latest().open();
    h.latest().send('41', { type: 'ping' });

    for (const expected of [...RECONNECT_DELAYS_MS, 10_000, 10_000]) {
      const before = h.latest();
      before.emit('error');
      expect(before.closed).toBe(true);
      expect(h.timers.at(-1)!.ms).toBe(expected);
      h.fire();
      expect(h.latest()).not.toBe(before);
      expect(h.latest().url).toBe('/api/events?after=41');
    }
    expect(RECONNECT_DELAYS_MS).toEqual([1_000, 2_000, 5_000, 10_000]);

    // Open again: the next drop waits 1 second again, and resumes from the newest id.
    h.latest().open();
    expect(h.opens).toEqual([false, true]);
    h.latest().send('57', { type: 'ping' });
    h.latest().emit('error');
    expect(h.timers.at(-1)!.ms).toBe(1_000);
    h.fire();
    expect(h.latest().url).toBe('/api/events?after=57');
  });

  it('ignores a stream it has replaced, and stops for good on close', () => {
    const h = harness();
    const first = h.latest();
    first.open();
    first.emit('error');
    first.emit('error');
    expect(h.timers).toHaveLength(1);
    h.fire();
    first.send('9', { type: 'ping' });
    expect(h.events).toEqual([]);

    h.latest().emit('error');
    h.stream.reconnectNow();
    expect(h.timers.at(-1)!.cleared).toBe(true);
    expect(h.sources).toHaveLength(3);

    h.stream.close();
    expect(h.latest().closed).toBe(true);
    h.latest().emit('error');
    h.stream.reconnectNow();
    expect(h.sources).toHaveLength(3);
  });
});
