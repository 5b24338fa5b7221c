import { request } from 'node:http';
import type { MemberEvent } from '../../src/shared/schemas/messaging.js';

export type ReceivedEvent = { id: string; event: MemberEvent };

/**
 * A member's event stream as a browser tab holds it: a real HTTP connection to a
 * listening server, with the member's cookies, parsed into events as they arrive.
 */
export class EventStream {
  readonly events: ReceivedEvent[] = [];
  status = 0;
  ended = false;
  private waiters: (() => void)[] = [];
  private close: () => void = () => undefined;

  static open(
    baseUrl: string,
    cookies: Map<string, string>,
    options: { after?: string; lastEventId?: string } = {},
  ) {
    const stream = new EventStream();
    const url = new URL('/api/events', baseUrl);
    if (options.after) url.searchParams.set('after', options.after);
    const headers: Record<string, string> = {
      accept: 'text/event-stream',
      cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    };
    if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
    return new Promise<EventStream>((resolve, reject) => {
      const req = request(url, { headers }, (response) => {
        stream.status = response.statusCode ?? 0;
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            stream.take(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
          }
        });
        response.on('end', () => {
          stream.ended = true;
          stream.wake();
        });
        response.on('error', () => undefined);
        resolve(stream);
      });
      req.on('error', reject);
      req.end();
      stream.close = () => req.destroy();
    });
  }

  private take(block: string) {
    let id = '';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('data: ')) data += line.slice(6);
    }
    if (!data) return;
    this.events.push({ id, event: JSON.parse(data) as MemberEvent });
    this.wake();
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /** Waits until `predicate` holds over the events received so far (or the timeout). */
  async until(predicate: (events: ReceivedEvent[]) => boolean, timeoutMs = 10_000): Promise<ReceivedEvent[]> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.events)) {
      if (this.ended) throw new Error(`the stream ended; received ${JSON.stringify(this.events)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; received ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.events;
  }

  /** Waits for the server to end the stream. */
  async untilEnded(timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      if (Date.now() > deadline) throw new Error('the stream is still open');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  messages(): string[] {
    return this.events.flatMap(({ event }) =>
      event.type === 'message.created' ? [event.message.content] : [],
    );
  }

  lastId(): string | undefined {
    return this.events.at(-1)?.id;
  }

  end() {
    this.close();
  }
}
