import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession } from './support/http.js';
import { startMailCatcher } from './support/mail-catcher.js';
import { launchServer, type RunningServer, removeDataDir, startServer } from './support/server.js';

// What a newcomer's `npm start` does: embedded PostgreSQL in DATA_DIR, the SPA, and data
// that survives a restart.

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startServer({ SMTP_URL: mail.url });
  dataDir = server.dataDir;
});

afterAll(async () => {
  await server?.stop();
  await mail?.close();
  removeDataDir(dataDir);
});

function embeddedPort(output: string): number {
  const match = output.match(/Embedded PostgreSQL listening on 127\.0\.0\.1:(\d+)/g)?.pop();
  return Number(match?.split(':').pop());
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

describe('the started product', () => {
  it('serves the web app on / and client routes, with the right caching', async () => {
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('<div id="root">');
    // A signed-out view of the landing is kept and may be shared briefly by a cache in
    // front (docs/decisions/0020); its validator answers 304 when nothing changed.
    const listing = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';
    await expect.poll(async () => (await fetch(`${server.url}/`)).headers.get('cache-control')).toBe(listing);
    const etag = (await fetch(`${server.url}/`)).headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await fetch(`${server.url}/`, { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);

    // A page the server does not render (the member's own dashboard) is never kept.
    const clientRoute = await fetch(`${server.url}/dashboard?tab=settings`);
    expect(clientRoute.status).toBe(200);
    expect(await clientRoute.text()).toContain('<div id="root">');
    expect(clientRoute.headers.get('cache-control')).toBe('no-cache');
    expect(clientRoute.headers.get('etag')).toBeNull();

    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeTruthy();
    const script = await fetch(server.url + asset);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    // An asset that does not exist (say, from before a deploy) is a 404, not the page.
    expect((await fetch(`${server.url}/assets/index-gone1234.js`)).status).toBe(404);

    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('keeps accounts across a restart and stops its PostgreSQL on SIGTERM', async () => {
    const email = 'keeper@example.test';
    const session = new HttpSession(server.url);
    expect(
      (await session.request('POST', '/api/auth/sign-up', { email, password: 'keep-me-please' })).status,
    ).toBe(201);
    const confirmation = await mail.waitFor(email, /confirm/i);
    expect(
      (await session.request('GET', new URL(confirmation.link).pathname + new URL(confirmation.link).search))
        .status,
    ).toBe(303);

    const pgPort = embeddedPort(server.output());
    expect(await portAnswers(pgPort)).toBe(true);
    expect(await server.stop()).toBe(0);
    expect(await portAnswers(pgPort)).toBe(false);

    server = await startServer({ SMTP_URL: mail.url }, dataDir);
    expect(server.output()).not.toMatch(/Creating the embedded PostgreSQL cluster/);
    const again = new HttpSession(server.url);
    const signIn = await again.request('POST', '/api/auth/sign-in', { email, password: 'keep-me-please' });
    expect(signIn.status).toBe(200);
    expect((await again.request('GET', '/api/auth/me')).status).toBe(200);
  });

  it('a SIGTERM during start-up (the demo seed) stops it cleanly, its PostgreSQL too', async () => {
    const starting = await launchServer({ SEED_DEMO: 'true' });
    try {
      const deadline = Date.now() + 120_000;
      while (!/adding the demo members/.test(starting.output())) {
        if (starting.exitCode() !== null || Date.now() > deadline)
          throw new Error(`The seed did not start:\n${starting.output()}`);
        await new Promise((done) => setTimeout(done, 50));
      }
      const pgPort = embeddedPort(starting.output());
      expect(await portAnswers(pgPort)).toBe(true);
      // A process manager stopping a deploy that is still starting.
      expect(await starting.stop()).toBe(0);
      expect(await portAnswers(pgPort)).toBe(false);
      expect(starting.output()).not.toMatch(/Frameline is running/);
    } finally {
      await starting.stop();
      removeDataDir(starting.dataDir);
    }
  });

  it('on SIGTERM finishes the email it is sending before it exits', async () => {
    expect(await server.stop()).toBe(0);
    let sending!: () => void;
    const dataStarted = new Promise<void>((done) => (sending = done));
    // An SMTP server that takes a second to accept each message.
    const slowMail = await startMailCatcher({
      beforeAccept: async () => {
        sending();
        await new Promise((done) => setTimeout(done, 1_000));
      },
    });
    try {
      server = await startServer({ SMTP_URL: slowMail.url }, dataDir);
      const email = 'last-mail@example.test';
      const session = new HttpSession(server.url);
      expect(
        (await session.request('POST', '/api/auth/sign-up', { email, password: 'last-mail-please' })).status,
      ).toBe(201);
      await dataStarted;
      expect(await server.stop()).toBe(0);
      expect(slowMail.mails.filter((mail) => mail.to === email)).toHaveLength(1);
      // It finished within the grace period: nothing was handed back for another worker.
      expect(server.output()).not.toMatch(/handed back/);
    } finally {
      await slowMail.close();
    }
  });
});
