import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentTitle } from '../../src/shared/page-meta.js';
import { multipart, newMember, newProfessional } from '../support/members.js';
import { errorOf, setupTestApp, TestClient } from '../support/test-app.js';

// Repairs of the "Repairs" issue found by a security review: each describe block is one
// item (repair N), and each test fails on the code before that repair.

// --- repair 1: a stand-in for the built page template and server render bundle -------
// (dist/web/index.html and dist/ssr/entry-server.js; the real ones are exercised by
// tests/e2e/repairs-page-assembly.test.ts). Like React, it escapes text into HTML and
// hands the server the data it rendered from; the server assembles the page.
const root = mkdtempSync(join(tmpdir(), 'frameline-repairs-'));
const webRoot = join(root, 'web');
mkdirSync(webRoot);
mkdirSync(join(root, 'ssr'));
writeFileSync(
  join(webRoot, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Frameline" />
    <title>Frameline</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript><p>Frameline needs JavaScript to run.</p></noscript>
  </body>
</html>
`,
);
writeFileSync(
  join(root, 'ssr', 'entry-server.js'),
  `const escape = (text) => String(text ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]);
  export async function render(url, data) {
    const { pathname, searchParams } = new URL(url, 'http://x');
    const cards = (page) => page.items.map((c) => '<h3>' + escape(c.displayName) + '</h3><p>' + escape(c.location) + '</p><p>' + escape(c.bio) + '</p>').join('');
    if (pathname === '/') {
      const page = await data.discover({ pageSize: 12 });
      return { html: '<main><h2>Meet the talent</h2>' + cards(page) + '</main>', state: { page }, head: '<link rel="preload" as="image" href="/poster.webp" />' };
    }
    if (pathname === '/discover') {
      const query = searchParams.get('q') ? { q: searchParams.get('q') } : {};
      const page = await data.discover(query);
      return { html: '<main><input name="q" value="' + escape(query.q) + '" /><p>Results for ' + escape(query.q) + '</p>' + cards(page) + '</main>', state: { query, page }, head: '' };
    }
    const id = pathname.split('/')[2];
    const [{ profile }, { items }] = await Promise.all([data.profile(id), data.portfolio(id)]);
    const works = items.map((w) => '<h3>' + escape(w.title) + '</h3><p>' + escape(w.description) + '</p>').join('');
    return {
      html: '<h1>' + escape(profile.displayName) + '</h1><p>' + escape(profile.location) + '</p><p>' + escape(profile.bio) + '</p><a href="' + escape(profile.websiteUrl) + '">' + escape(profile.websiteUrl) + '</a>' + works,
      state: { profile, items },
      head: '',
    };
  }`,
);

const t = setupTestApp({}, { webRoot });

/** Every replacement pattern of String.replace: the match, the text before it, the text after it. */
const PATTERNS = "$' $& $`";
const typed = {
  firstName: `Dollar$'Test`,
  lastName: `$&$\`Frames`,
  displayName: `Dollar$'Test ${PATTERNS}`,
  location: `Lisbon ${PATTERNS}`,
  bio: `Soft light ${PATTERNS}\nand a second line $$ $1`,
  websiteUrl: `https://ava.example/$'$&$\``,
  title: `Harbour ${PATTERNS}`,
  description: `Shot at dawn ${PATTERNS}`,
};

const decodeHtml = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** The page's parts a browser relies on: one root, both data scripts parse, one head. */
function assembled(html: string) {
  expect(html.match(/id="root"/g), 'root elements').toHaveLength(1);
  expect(html.match(/<\/head>/g), 'heads').toHaveLength(1);
  expect(html.match(/<title>/g), 'titles').toHaveLength(1);
  const state = html.match(/<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/)?.[1];
  expect(state, 'ssr-state script').toBeDefined();
  const ld = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
  const head = html.slice(0, html.indexOf('</head>'));
  const body = html.slice(html.indexOf('<div id="root">'));
  return {
    state: JSON.parse(state!) as Record<string, unknown>,
    ld: ld === undefined ? undefined : (JSON.parse(ld) as Record<string, unknown>),
    title: decodeHtml(html.match(/<title>([\s\S]*?)<\/title>/)![1]!),
    head,
    body,
    bodyText: decodeHtml(body),
  };
}

describe("repair 1: user text is never a replacement pattern in a page's assembly", () => {
  let memberId: string;
  beforeAll(async () => {
    const member = await newProfessional(t, {
      firstName: typed.firstName,
      lastName: typed.lastName,
      location: typed.location,
      bio: typed.bio,
      websiteUrl: typed.websiteUrl,
    });
    memberId = member.id;
    const named = await member.client.patch('/api/profiles/me', { displayName: typed.displayName });
    expect(named.statusCode).toBe(200);
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#6b5cf6' } })
      .jpeg()
      .toBuffer();
    const body = multipart(
      { title: typed.title, description: typed.description },
      { name: 'harbour.jpg', type: 'image/jpeg', data: photo },
    );
    const uploaded = await member.client.request('POST', '/api/portfolio', {
      payload: body.payload,
      headers: body.headers,
    });
    expect(uploaded.statusCode).toBe(201);
  });

  it('renders the profile page whole: one root, valid JSON-LD and data, the text as typed', async () => {
    const response = await t.app.inject(`/profile/${memberId}`);
    expect(response.statusCode).toBe(200);
    const page = assembled(response.body);
    expect(page.title).toBe(documentTitle(`${typed.displayName}, Photographer`));
    expect(page.ld).toMatchObject({
      '@type': 'Person',
      name: typed.displayName,
      description: typed.bio,
      address: { addressLocality: typed.location },
    });
    expect(page.state).toMatchObject({
      profile: {
        displayName: typed.displayName,
        bio: typed.bio,
        location: typed.location,
        websiteUrl: typed.websiteUrl,
      },
      items: [{ title: typed.title, description: typed.description }],
    });
    for (const text of Object.values(typed).filter(
      (text) => text !== typed.firstName && text !== typed.lastName,
    )) {
      expect(page.bodyText, text).toContain(text);
    }
    const ogTitle = page.head.match(/<meta property="og:title" content="([^"]*)" \/>/)?.[1];
    expect(decodeHtml(ogTitle!)).toBe(`${typed.displayName}, Photographer`);
    // The head holds the head only: no page body, no second copy of the template.
    expect(page.head).not.toContain('<div id="root"');
    expect(page.head).not.toContain('<body>');
  });

  it('renders / and /discover whole, with the member card as typed', async () => {
    for (const path of ['/', '/discover']) {
      const response = await t.app.inject(path);
      expect(response.statusCode, path).toBe(200);
      const page = assembled(response.body);
      expect(page.title, path).toMatch(/ · Frameline$/);
      const items = (page.state.page as { items: { displayName: string; bio: string; location: string }[] })
        .items;
      expect(items, path).toEqual([
        expect.objectContaining({ displayName: typed.displayName, bio: typed.bio, location: typed.location }),
      ]);
      expect(page.bodyText, path).toContain(`<h3>${typed.displayName}</h3>`);
      expect(page.bodyText, path).toContain(typed.bio);
      expect(page.head, path).not.toContain('<div id="root"');
    }
  });

  it("renders a discovery search for $' and $` whole, with the search text as typed", async () => {
    const q = "$'x$`y";
    const response = await t.app.inject(`/discover?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    const page = assembled(response.body);
    expect(page.state.query).toEqual({ q });
    expect(page.bodyText).toContain(`value="${q}"`);
    expect(page.bodyText).toContain(`Results for ${q}`);
  });
});

// --- repair 5 ---------------------------------------------------------------------------
describe('repair 5: no encoding of the path skips CSRF or the session', () => {
  const contact = {
    name: 'Encoded Path',
    email: 'encoded@example.test',
    topic: 'general',
    message: 'Checking that CSRF holds.',
  };
  const storedMessages = async () =>
    Number(
      (
        await t.db
          .selectFrom('contact_messages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('name', '=', contact.name)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses a write without the token on every spelling of an API path that routes', async () => {
    const spellings = [
      '/%61pi/contact',
      '/%61%70%69/contact',
      '/%2561pi/contact',
      '/api/%63ontact',
      '/%61pi/%63%6f%6e%74%61%63%74',
      '/API/contact',
      '/Api/contact',
      '//api/contact',
      '/api//contact',
      '/./api/contact',
      '/api/contact/',
      '/api/contact?x=1',
      '/api/contact;x=1',
    ];
    for (const url of spellings) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: contact,
        remoteAddress: new TestClient(t.app).remoteAddress,
      });
      // Either it is the contact route, and CSRF refuses it, or it is no route at all.
      expect([403, 404], `${url} -> ${response.statusCode}`).toContain(response.statusCode);
      if (response.statusCode === 403) expect(errorOf(response).code, url).toBe('CSRF_FAILED');
    }
    const decoded = await t.app.inject({ method: 'POST', url: '/%61pi/contact', payload: contact });
    expect(decoded.statusCode).toBe(403);
    expect(errorOf(decoded).code).toBe('CSRF_FAILED');
    expect(await storedMessages()).toBe(0);
  });

  it('resolves the session on an encoded path as on the plain one', async () => {
    const member = await newMember(t, 'encoded');
    const session = await member.client.get('/%61pi/auth/session');
    expect(session.statusCode).toBe(200);
    expect(session.json().user?.id).toBe(member.id);

    // A write through the encoded path with the token is the member's own.
    const sent = await member.client.post('/%61pi/contact', { ...contact, message: 'Signed in, encoded.' });
    expect(sent.statusCode).toBe(201);
    const row = await t.db
      .selectFrom('contact_messages')
      .select('user_id')
      .where('message', '=', 'Signed in, encoded.')
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(member.id);
  });
});

// --- repair 7 ---------------------------------------------------------------------------
/**
 * A page link as a client could forge one: base64url JSON naming the order it claims
 * (discoverOrderKey), here with a bad sort key.
 */
const cursor = (key: string[], order = 'newest') =>
  Buffer.from(
    JSON.stringify({
      position: 'after',
      order,
      anchorKey: key,
      anchorId: crypto.randomUUID(),
      page: 2,
      skipPages: 0,
    }),
  ).toString('base64url');

/** A raw HTTP exchange: what came back, and whether the server closed the connection. */
function exchange(
  port: number,
  send: (write: (data: string) => boolean) => Promise<void> | void,
  waitMs: number,
): Promise<{ text: string; closed: boolean; afterMs: number }> {
  return new Promise((done) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let closed = false;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      done({ text, closed, afterMs: Date.now() - started });
    };
    const timer = setTimeout(finish, waitMs);
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('error', () => {});
    socket.on('close', () => {
      closed = true;
      finish();
    });
    socket.on('connect', () => {
      void send((data) => !socket.destroyed && socket.write(data));
    });
  });
}

/** Status and JSON body of a raw HTTP response. */
function parseResponse(text: string) {
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const status = Number(head.match(/^HTTP\/1\.1 (\d{3})/)?.[1]);
  return {
    status,
    head,
    json: JSON.parse(rest.join('\r\n\r\n')) as { error: { code: string; message: string } },
  };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return address.port;
}

describe('repair 7: bad input is a 400 in the error shape, never a 500 from PostgreSQL', () => {
  it.each([
    ['a cursor whose date is not a date', `cursor=${cursor(['not-a-date'])}`, 'cursor'],
    ['a cursor whose date has no such day', `cursor=${cursor(['2026-02-30 10:00:00+00'])}`, 'cursor'],
    ['a cursor whose rate is NaN', `sort=rate_asc&cursor=${cursor(['NaN'], 'rate_asc:day')}`, 'cursor'],
    [
      'a cursor whose rating count is not a number',
      `sort=rating&cursor=${cursor(['4.5', 'x'], 'rating')}`,
      'cursor',
    ],
    [
      'a cursor of another sort',
      `sort=rating&cursor=${cursor(['2026-01-01 10:00:00+00'], 'rating')}`,
      'cursor',
    ],
    ['a date in year 0', 'availableOn=0000-01-01', 'availableOn'],
    ['a date long ago', 'availableOn=0001-01-01', 'availableOn'],
    ['a NUL in the location', 'location=%00', 'location'],
    ['a control character in the location', 'location=Paris%01', 'location'],
    ['a NUL in the search', 'q=soft%00light', 'q'],
  ])('/api/discover: %s', async (_name, query, field) => {
    const response = await t.app.inject(`/api/discover?${query}`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    expect(errorOf(response).fields).toHaveProperty(field);
  });

  it('/api/discover/locations: a NUL in what was typed', async () => {
    const response = await t.app.inject('/api/discover/locations?q=%00');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toHaveProperty('q');
  });

  it('profiles: a NUL or control character in any text field; line breaks stay allowed in the bio', async () => {
    const member = await newProfessional(t);
    for (const [field, value] of [
      ['bio', 'Soft\u0000light'],
      ['displayName', 'Ava\u0000'],
      ['fullName', 'Ava\u0007Lind'],
      ['location', 'Lisbon\u0000'],
      ['phone', '+351\u0000'],
      ['companyName', 'Frames\u001b[0m'],
      ['websiteUrl', 'https://ava.example/\u0000'],
      ['displayName', 'Ava\nLind'],
    ] as const) {
      const response = await member.client.patch('/api/profiles/me', { [field]: value });
      expect(response.statusCode, field).toBe(400);
      expect(errorOf(response).fields, field).toHaveProperty(field);
    }
    const wizard = await member.client.request('PUT', '/api/profiles/me', {
      payload: { role: 'model', firstName: 'Ava', lastName: 'Lind\u0000', bio: 'x' },
    });
    expect(wizard.statusCode).toBe(400);
    expect(errorOf(wizard).fields).toHaveProperty('lastName');

    const multiline = await member.client.patch('/api/profiles/me', {
      bio: 'Line one\nLine two\twith a tab',
    });
    expect(multiline.statusCode).toBe(200);
    expect(multiline.json().profile.bio).toBe('Line one\nLine two\twith a tab');
  });

  it('the contact form: a NUL in the name or the message', async () => {
    for (const [field, value] of [
      ['name', 'Ava\u0000'],
      ['message', 'Hello there\u0000, a message.'],
    ] as const) {
      const response = await new TestClient(t.app).post('/api/contact', {
        name: 'Ava',
        email: 'ava@example.test',
        topic: 'general',
        message: 'A message long enough.',
        [field]: value,
      });
      expect(response.statusCode, field).toBe(400);
      expect(errorOf(response).fields, field).toHaveProperty(field);
    }
  });

  it('portfolio: a NUL in the title or description of an upload', async () => {
    const member = await newProfessional(t);
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const uploads: Record<string, string>[] = [
      { title: 'Dawn\u0000' },
      { title: 'Dawn', description: 'Harbour\u0000' },
    ];
    for (const fields of uploads) {
      const body = multipart(fields, { name: 'dawn.jpg', type: 'image/jpeg', data: photo });
      const response = await member.client.request('POST', '/api/portfolio', {
        payload: body.payload,
        headers: body.headers,
      });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe("repair 7: every 4xx Fastify or Node's HTTP parser produces has the error shape", () => {
  let port: number;
  beforeAll(async () => {
    port = await listen(t.app);
  });

  const expectShape = (status: number, json: { error: { code: string; message: string } }, code: string) => {
    expect(json.error.code, String(status)).toBe(code);
    expect(json.error.message.length, String(status)).toBeGreaterThan(5);
    expect(Object.keys(json), String(status)).toEqual(['error']);
  };

  it('404: an unknown API path', async () => {
    const response = await t.app.inject('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expectShape(404, response.json(), 'NOT_FOUND');
  });

  it('404: the page template at /index.html, which is no page of its own', async () => {
    for (const path of ['/index.html', '/INDEX.HTML']) {
      const response = await t.app.inject(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body, path).not.toContain('<div id="root">');
    }
    // The pages themselves are served at their addresses.
    expect((await t.app.inject('/')).statusCode).toBe(200);
  });

  it('405 with Allow: an address the API answers, asked with a method it does not take', async () => {
    // Each wrong method names the methods the address takes (RFC 9110), plain and with a
    // path parameter; an address nobody answers is still a 404.
    const cases = [
      ['DELETE', '/api/health', 'GET, HEAD'],
      ['PUT', '/api/health', 'GET, HEAD'],
      ['PATCH', '/api/health/live', 'GET, HEAD'],
      ['POST', '/api/health/live', 'GET, HEAD'],
      ['GET', '/api/auth/sign-in', 'POST'],
      ['DELETE', `/api/profiles/${randomUUID()}/reviews`, 'GET, HEAD'],
      ['POST', '/robots.txt', 'GET, HEAD'],
    ] as const;
    for (const [method, path, allow] of cases) {
      const response = await new TestClient(t.app).request(method, path);
      expect(response.statusCode, `${method} ${path}`).toBe(405);
      expect(response.headers.allow, `${method} ${path}`).toBe(allow);
      expectShape(405, response.json(), 'METHOD_NOT_ALLOWED');
    }
    // A route of the method asked that finds nothing (a stored file that is gone) is a 404.
    const gone = await t.app.inject('/media/u/no-such-member/no-such-file.webp');
    expect(gone.statusCode).toBe(404);
    expect(gone.headers.allow).toBeUndefined();
    const unknown = await new TestClient(t.app).request('DELETE', '/api/no-such-thing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.allow).toBeUndefined();
    expectShape(404, unknown.json(), 'NOT_FOUND');
  });

  it('405 for every method an operation of /api/openapi.json does not take, naming the ones it does', async () => {
    const spec = (await t.app.inject('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
    const operations = Object.entries(spec.paths).map(([template, item]) => ({
      template,
      // A path parameter matches any one segment (and the rest of its own segment).
      pattern: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`),
      declared: Object.keys(item)
        .map((method) => method.toUpperCase())
        .filter((method) => methods.includes(method)),
    }));
    // Each operation's address with its parameters filled in, and the methods every
    // operation whose template matches that address takes (HEAD beside a GET): a value
    // can match another operation's parameter ("availability" is also a slot).
    const taken = new Map<string, Set<string>>();
    for (const { template } of operations) {
      const address = template.replace(/\{\w+\}/g, randomUUID());
      const set = new Set(operations.filter((o) => o.pattern.test(address)).flatMap((o) => o.declared));
      if (set.has('GET')) set.add('HEAD');
      taken.set(address, set);
    }
    expect(taken.size).toBeGreaterThan(40);
    let asked = 0;
    for (const [address, set] of taken) {
      for (const method of methods.filter((m) => !set.has(m))) {
        const response = await t.app.inject({ method: method as 'GET', url: address });
        expect(response.statusCode, `${method} ${address}`).toBe(405);
        const allow = String(response.headers.allow).split(', ');
        expect(new Set(allow), `${method} ${address}`).toEqual(set);
        expectShape(405, response.json(), 'METHOD_NOT_ALLOWED');
        asked++;
      }
    }
    expect(asked).toBeGreaterThan(100);
  });

  it('413: a body over the limit', async () => {
    const response = await new TestClient(t.app).post('/api/contact', { message: 'x'.repeat(200_000) });
    expect(response.statusCode).toBe(413);
    expectShape(413, response.json(), 'PAYLOAD_TOO_LARGE');
  });

  it('414: a path parameter over the router limit', async () => {
    const response = await t.app.inject(`/api/profiles/${'a'.repeat(200)}`);
    expect(response.statusCode).toBe(414);
    expectShape(414, response.json(), 'URI_TOO_LONG');
    expect(response.body).not.toContain('aaaa');
  });

  it('400: a path with a broken percent-encoding', async () => {
    const response = await t.app.inject('/api/profiles/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expectShape(400, response.json(), 'BAD_REQUEST');
  });

  it('400: a page address with a broken percent-encoding, asked by a browser, is a page that says so, not JSON', async () => {
    for (const url of ['/about%ZZ', '/profile/%E0%A4%A']) {
      const page = await t.app.inject({
        url,
        headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      });
      expect(page.statusCode, url).toBe(400);
      expect(page.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(page.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(page.body, url).toContain('<h1>This address is not valid</h1>');
      expect(page.body, url).toContain('<a href="/">home page</a>');
      expect(page.body, url).not.toContain('%ZZ');
    }
    // An API client, or a client that asks for no page, still gets the error shape.
    for (const [url, accept] of [
      ['/api/profiles/%ZZ', 'text/html'],
      ['/about%ZZ', 'application/json'],
    ]) {
      const response = await t.app.inject({ url, headers: { accept } });
      expect(response.statusCode, url).toBe(400);
      expectShape(400, response.json(), 'BAD_REQUEST');
    }
  });

  it('415: a body of a type no route reads', async () => {
    const response = await new TestClient(t.app).post('/api/contact', 'name=x', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expectShape(415, response.json(), 'UNSUPPORTED_MEDIA_TYPE');
  });

  it("431: headers over Node's limit (answered by the HTTP parser)", async () => {
    const { text, closed } = await exchange(
      port,
      (write) => {
        write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      },
      5_000,
    );
    const response = parseResponse(text);
    expect(response.status).toBe(431);
    expect(response.head).toMatch(/content-type: application\/json/i);
    expectShape(431, response.json, 'HEADERS_TOO_LARGE');
    expect(closed).toBe(true);
  });

  it('400: bytes that are not HTTP (answered by the HTTP parser)', async () => {
    const { text } = await exchange(
      port,
      (write) => {
        write('HELLO THERE\r\n\r\n');
      },
      5_000,
    );
    const response = parseResponse(text);
    expect(response.status).toBe(400);
    expectShape(400, response.json, 'BAD_REQUEST');
  });
});

// --- repair 11 --------------------------------------------------------------------------
describe('repair 11: sign-in follows only a clean same-origin next', () => {
  it('answers the default destination for a next with a tab, line break, backslash or scheme', async () => {
    const member = await newMember(t, 'next');
    const signIn = (next: string) =>
      new TestClient(t.app).post('/api/auth/sign-in', {
        email: member.email,
        password: 'member-password-1',
        next,
      });
    for (const next of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/\\evil.example',
      '/x//evil.example',
      '//evil.example',
      'https://evil.example',
      'javascript:alert(1)',
    ]) {
      const response = await signIn(next);
      expect(response.statusCode, JSON.stringify(next)).toBe(200);
      expect(response.json().redirectTo, JSON.stringify(next)).toBe('/onboarding');
    }
    expect((await signIn('/discover?role=model')).json().redirectTo).toBe('/discover?role=model');
  });
});

// --- repair 8 ---------------------------------------------------------------------------
describe('repair 8: a request that arrives too slowly is answered 408 and closed', () => {
  // A server whose requests must arrive within 1 s (REQUEST_TIMEOUT_SECONDS).
  const slow = setupTestApp({ REQUEST_TIMEOUT_SECONDS: '1' });
  let port: number;
  beforeAll(async () => {
    port = await listen(slow.app);
  });

  /** A contact form POST (with its CSRF token) whose body comes one byte every 200 ms. */
  const trickleBody = (write: (data: string) => boolean) => {
    const body = JSON.stringify({
      name: 'Trickle',
      email: 'trickle@example.test',
      topic: 'general',
      message: 'One byte at a time.',
    });
    write(
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\nCookie: fl_csrf=token-1234\r\nX-Csrf-Token: token-1234\r\n\r\n`,
    );
    return (async () => {
      for (const byte of body) {
        await sleep(200);
        if (!write(byte)) return;
      }
    })();
  };

  it('answers bodies trickled a byte at a time with 408 in the error shape, within the bound', async () => {
    // The body would take about 13 s; the bound is the timeout (1 s) plus one check (1 s).
    const results = await Promise.all([1, 2, 3].map(() => exchange(port, trickleBody, 8_000)));
    for (const { text, closed, afterMs } of results) {
      expect(text).toMatch(/^HTTP\/1\.1 408 /);
      const response = parseResponse(text);
      expect(response.json.error.code).toBe('REQUEST_TIMEOUT');
      expect(closed).toBe(true);
      expect(afterMs).toBeLessThan(5_000);
    }
    // Nothing was stored from the cut-off requests, and the server still answers.
    const stored = await slow.db
      .selectFrom('contact_messages')
      .select('id')
      .where('name', '=', 'Trickle')
      .execute();
    expect(stored).toEqual([]);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });

  it('answers headers trickled a byte at a time with 408 too', async () => {
    const { text, closed } = await exchange(
      port,
      async (write) => {
        for (const byte of `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ${'a'.repeat(60)}`) {
          if (!write(byte)) return;
          await sleep(100);
        }
      },
      8_000,
    );
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(parseResponse(text).json.error.code).toBe('REQUEST_TIMEOUT');
    expect(closed).toBe(true);
  });

  it('leaves alone a kept-alive connection that waits between whole requests (a guard, not the repair)', async () => {
    const get = 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n';
    const { text, closed } = await exchange(
      port,
      async (write) => {
        write(get);
        await sleep(2_500); // longer than the request timeout, shorter than keep-alive
        write(get);
      },
      4_000,
    );
    expect(text.match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
    expect(text).not.toContain(' 408 ');
    expect(closed).toBe(false);
  });

  it('by default gives a request minutes, enough for a 5 MB upload on a slow phone link', () => {
    expect(t.config.requestTimeoutMs).toBe(300_000);
    expect(t.app.server.requestTimeout).toBe(300_000);
    expect(t.app.server.headersTimeout).toBeGreaterThan(0);
    expect(t.app.server.headersTimeout).toBeLessThanOrEqual(t.app.server.requestTimeout);
  });
});
