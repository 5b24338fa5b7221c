import { connect } from 'node:net';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../src/shared/http.js';
import { UPLOAD_TEXTS } from '../../src/shared/texts.js';
import { multipart, signedInMember } from '../support/members.js';
import { errorOf, setupTestApp, type TestClient } from '../support/test-app.js';

// Upload forms that are whole HTTP requests but not whole forms, or forms past the
// limits of one image and a few fields: each is a 4xx in the error shape with a text that
// says what is wrong, never a 500.

const t = setupTestApp();
let port: number;
let photo: Buffer;
let pro: Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#6b5cf6' } })
    .png()
    .toBuffer();
  pro = await signedInMember(t, { profile: 'photographer' });
  await pro.client.get('/api/auth/session');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  port = address.port;
});

function cookieHeader(client: TestClient) {
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Sends one whole HTTP request over a socket of its own and reads the answer until the server is done. */
function rawRequest(method: string, path: string, client: TestClient, contentType: string, body: Buffer) {
  return new Promise<{ status: number; json: { error: { code: string; message: string } } }>((done, fail) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      fail(new Error(`no answer; got ${JSON.stringify(text)}`));
    }, 10_000);
    socket.on('error', fail);
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
      const [head = '', rest] = text.split('\r\n\r\n');
      const length = Number(head.match(/content-length: (\d+)/i)?.[1]);
      if (rest !== undefined && Buffer.byteLength(rest) >= length) {
        clearTimeout(timer);
        socket.destroy();
        done({ status: Number(head.match(/^HTTP\/1\.1 (\d{3})/)?.[1]), json: JSON.parse(rest) });
      }
    });
    socket.on('connect', () => {
      socket.write(
        `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
          `Cookie: ${cookieHeader(client)}\r\n${CSRF_HEADER}: ${client.cookies.get(client.cookieNames.csrf)}\r\n` +
          `Content-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      socket.write(body);
    });
  });
}

const targets = [
  ['POST', '/api/portfolio'],
  ['PUT', '/api/profiles/me/avatar'],
  ['PUT', '/api/profiles/me/banner'],
] as const;

describe('an upload whose form ends early', () => {
  it.each(targets)(
    '%s %s: a file part cut off before its closing boundary is a 400',
    async (method, path) => {
      const whole = multipart({ title: 'Cut short' }, { name: 'a.png', type: 'image/png', data: photo });
      const cut = whole.payload.subarray(0, whole.payload.indexOf(photo) + Math.floor(photo.length / 2));
      const answer = await rawRequest(method, path, pro.client, whole.headers['content-type'], cut);
      expect(answer.status).toBe(400);
      expect(answer.json.error).toEqual({ code: 'BAD_REQUEST', message: UPLOAD_TEXTS.unreadable });
    },
  );

  it.each(targets)('%s %s: a form of a lone boundary line is a 400', async (method, path) => {
    const answer = await rawRequest(
      method,
      path,
      pro.client,
      'multipart/form-data; boundary=x',
      Buffer.from('--x\r\n'),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.error).toEqual({ code: 'BAD_REQUEST', message: UPLOAD_TEXTS.unreadable });
  });

  it('leaves nothing stored, and the next whole upload goes through', async () => {
    const items = await pro.client.get(`/api/profiles/${pro.id}/portfolio`);
    expect(items.json().items).toEqual([]);
    const body = multipart({ title: 'Whole' }, { name: 'a.png', type: 'image/png', data: photo });
    const answer = await pro.client.post('/api/portfolio', body.payload, { headers: body.headers });
    expect(answer.statusCode).toBe(201);
  });
});

describe('an upload past the form limits', () => {
  it.each(targets)('%s %s: two files are refused with "one image at a time"', async (method, path) => {
    const boundary = 'twofiles';
    const filePart = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        photo,
        Buffer.from('\r\n'),
      ]);
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nTwo\r\n`),
      filePart('a.png'),
      filePart('b.png'),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const answer = await pro.client.request(method, path, {
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(answer.statusCode).toBe(400);
    expect(errorOf(answer)).toEqual({ code: 'BAD_REQUEST', message: UPLOAD_TEXTS.oneImageAtATime });
  });

  it.each(targets)('%s %s: 25 fields are refused with "too many fields"', async (method, path) => {
    const fields = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`field${i}`, 'x']));
    const body = multipart({ title: 'Many', ...fields }, { name: 'a.png', type: 'image/png', data: photo });
    const answer = await pro.client.request(method, path, { payload: body.payload, headers: body.headers });
    expect(answer.statusCode).toBe(400);
    expect(errorOf(answer)).toEqual({ code: 'BAD_REQUEST', message: UPLOAD_TEXTS.tooManyFields });
  });
});
