// A member's live events (docs/product.md, Live updates): one server-sent event stream
// per signed-in tab. Every event carries an id; after a drop the client waits 1, 2, 5,
// then every 10 seconds and opens a new stream that names the last id it saw
// (`?after=`), so the server first sends everything missed, once each.

/** Waits before each reconnect attempt; the last one repeats. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

/** The parts of EventSource this client uses (a test passes its own). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export type EventSourceFactory = (url: string) => EventSourceLike;

export interface EventStreamOptions<E extends { type: string }> {
  /** The stream's address, e.g. '/api/events'. */
  url: string;
  /** The event names to listen for (an SSE `event:` line). */
  types: readonly E['type'][];
  /** Each event, parsed, in the order the server sent it. */
  onEvent: (event: E) => void;
  /**
   * The stream is open. `resumed` is false the first time, and after a reconnect that
   * had no event id to resume from (what happened meanwhile must be read again).
   */
  onOpen?: (info: { resumed: boolean }) => void;
  /** The stream dropped, or could not be opened; a reconnect is scheduled. */
  onDrop?: (info: { attempt: number; delayMs: number; everOpened: boolean }) => void;
  open?: EventSourceFactory;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface EventStream {
  /** Closes the stream for good (sign-out, leaving the page). */
  close(): void;
  /** Reconnects now instead of waiting out the delay (the browser came back online). */
  reconnectNow(): void;
  /** The id of the last event received, if any. */
  lastEventId(): string | null;
}

function defaultOpen(url: string): EventSourceLike {
  return new EventSource(url);
}

/** Opens the stream and keeps it open until close(). */
export function openEventStream<E extends { type: string }>(options: EventStreamOptions<E>): EventStream {
  const open = options.open ?? defaultOpen;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));

  let source: EventSourceLike | null = null;
  let timer: unknown = null;
  let lastId: string | null = null;
  let failures = 0;
  let closed = false;
  let everOpened = false;

  function connect() {
    timer = null;
    if (closed) return;
    // The browser would resend Last-Event-ID only on its own reconnects; ours name it.
    const url = lastId ? `${options.url}?after=${encodeURIComponent(lastId)}` : options.url;
    const resumed = lastId !== null;
    const current = open(url);
    source = current;
    current.addEventListener('open', () => {
      if (source !== current) return;
      failures = 0;
      everOpened = true;
      options.onOpen?.({ resumed });
    });
    current.addEventListener('error', () => {
      if (source !== current) return;
      drop();
    });
    for (const type of options.types) {
      current.addEventListener(type, (message) => {
        if (source !== current) return;
        const event = parse<E>(type, message.data);
        if (message.lastEventId) lastId = message.lastEventId;
        if (event) options.onEvent(event);
      });
    }
  }

  function drop() {
    // The browser's own retry would reconnect at its pace without `?after=`: close and
    // reconnect here instead, at ours.
    source?.close();
    source = null;
    if (closed || timer !== null) return;
    const delayMs = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]!;
    failures += 1;
    options.onDrop?.({ attempt: failures, delayMs, everOpened });
    timer = setTimer(connect, delayMs);
  }

  connect();

  return {
    close() {
      closed = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
      source?.close();
      source = null;
    },
    reconnectNow() {
      if (closed || source) return;
      if (timer !== null) clearTimer(timer);
      connect();
    },
    lastEventId: () => lastId,
  };
}

/** The event's JSON, when it is an object of the named type; anything else is skipped. */
function parse<E extends { type: string }>(type: string, data: string): E | null {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value === 'object' && value !== null && (value as { type?: unknown }).type === type) {
      return value as E;
    }
  } catch {}
  return null;
}
