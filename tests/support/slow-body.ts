import { Readable } from 'node:stream';
import { CSRF_HEADER } from '../../src/shared/http.js';
import type { TestClient, TestContext } from './test-app.js';

/**
 * Sends `body` as a JSON write of `client` whose body arrives only once `send` is called,
 * as from a slow connection: `arriving` resolves when the server has begun to read it, past
 * the hooks that run before a body (the session read, the admin guard).
 */
export async function withSlowBody(
  t: TestContext,
  client: TestClient,
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  body: unknown,
) {
  if (!client.cookies.has(client.cookieNames.csrf)) await client.get('/api/auth/session');
  let send!: () => void;
  const sent = new Promise<void>((done) => {
    send = done;
  });
  let reading!: () => void;
  const arriving = new Promise<void>((done) => {
    reading = done;
  });
  let started = false;
  const payload = new Readable({
    read() {
      reading();
      if (started) return;
      started = true;
      void sent.then(() => {
        this.push(JSON.stringify(body));
        this.push(null);
      });
    },
  });
  const answer = t.app.inject({
    method,
    url,
    payload,
    remoteAddress: client.remoteAddress,
    headers: {
      'content-type': 'application/json',
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      [CSRF_HEADER]: client.cookies.get(client.cookieNames.csrf) ?? '',
    },
  });
  return { arriving, send, answer };
}
