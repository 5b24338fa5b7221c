import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { newMember } from '../../../../tests/support/members.js';
import { setupTestApp } from '../../../../tests/support/test-app.js';
import { createProfile, createUser } from '../../db/seed/factories.js';

// The server's half of the server render (docs/decisions/0006), with a stand-in for the
// built render bundle (dist/ssr/entry-server.js, beside dist/web): what the server hands
// it (its own services, as the API answers) and what it does with the result or a failure.
// The real bundle is exercised by tests/e2e/server-render.test.ts.

const root = mkdtempSync(join(tmpdir(), 'frameline-ssr-'));
const webRoot = join(root, 'web');
mkdirSync(webRoot);
mkdirSync(join(root, 'ssr'));
writeFileSync(
  join(webRoot, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width" /><title>Frameline</title></head><body><div id="root"></div><noscript>needs JavaScript</noscript><script type="module" src="/assets/index.js"></script></body></html>',
);
writeFileSync(
  join(root, 'ssr', 'entry-server.js'),
  `export async function render(url, data) {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/about') throw new Error('render bug');
    if (path === '/dashboard') return null;
    if (path === '/nope') return { html: '<main><noscript><p>Own note</p></noscript><h1>404</h1><p>Oops! Page not found</p></main>', state: {}, head: '' };
    if (path === '/') {
      const page = await data.discover({ pageSize: 3 });
      const counts = await data.roleCounts();
      const session = await data.session();
      return {
        html: '<main><h1>Meet the talent</h1>' + page.items.map((c) => '<h3>' + c.displayName + '</h3>').join('') + '<p>' + counts.total + ' listed</p></main>',
        state: { page, session },
        head: '<link rel="preload" as="image" href="/poster.webp" />',
      };
    }
    const id = path.split('/')[2];
    const [{ profile }, { items }] = await Promise.all([data.profile(id), data.portfolio(id)]);
    return { html: '<h1>' + profile.displayName + '</h1><p>' + items.length + ' works</p>', state: { profile }, head: '' };
  }`,
);

const logLines: string[] = [];
const t = setupTestApp({}, { webRoot, logStream: { write: (line) => logLines.push(line) } });
let pro: string;

beforeAll(async () => {
  pro = (await createUser(t.db)).id;
  await createProfile(t.db, pro, {
    role: 'photographer',
    full_name: 'Private Fullname',
    display_name: 'Ava Frames',
    phone: '+1 555 0100',
    bio: 'Soft light. </script><script>alert(1)</script>',
  });
});

describe('server render', () => {
  it("writes the rendered body, its data and head tags into the page, from the server's services", async () => {
    const response = await t.app.inject('/');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(
      '<div id="root"><main><h1>Meet the talent</h1><h3>Ava Frames</h3><p>1 listed</p></main></div>',
    );
    const state = html.match(/<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/)?.[1];
    const data = JSON.parse(state!) as { page: { items: { displayName: string; bio: string }[] } };
    expect(data.page.items.map((card) => card.displayName)).toEqual(['Ava Frames']);
    // The bio's '</script>' cannot end the data early; no script runs from it.
    expect(data.page.items[0]!.bio).toContain('</script><script>');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toMatch(
      /<meta name="viewport"[^>]*>\s*<link rel="preload" as="image" href="\/poster.webp" \/>/,
    );
    expect(html).not.toContain('needs JavaScript');
    // A signed-out view is nobody's own. Whether this one is kept depends on notices still
    // arriving from the test's own writes; what caches may do: page-cache.test.ts.
    expect(response.headers['cache-control']).not.toContain('private');
  });

  it("hands the render the session as /api/auth/session answers it, and keeps a member's page private", async () => {
    const stateOf = (html: string) =>
      JSON.parse(html.match(/<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/)![1]!) as {
        session: { user: { id: string } | null };
      };
    expect(stateOf((await t.app.inject('/')).body).session).toEqual({ user: null });

    const member = await newMember(t);
    const page = await member.client.get('/');
    expect(page.statusCode).toBe(200);
    expect(stateOf(page.body).session).toEqual((await member.client.get('/api/auth/session')).json());
    expect(stateOf(page.body).session.user?.id).toBe(member.id);
    expect(page.headers['cache-control']).toBe('private, no-cache');
  });

  it('gives a visitor the public profile only, and compresses the page', async () => {
    const response = await t.app.inject({ url: `/profile/${pro}`, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(html).toContain('<div id="root"><h1>Ava Frames</h1><p>0 works</p></div>');
    expect(html).not.toContain('555 0100');
    expect(html).not.toContain('Private Fullname');
  });

  it('sends the plain app when the render fails or leaves the page to the client', async () => {
    for (const path of ['/about', '/dashboard']) {
      const response = await t.app.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toContain('<div id="root"></div>');
      expect(response.body, path).not.toContain('ssr-state');
      expect(response.body, path).toContain('needs JavaScript');
    }
    // A profile that does not exist is a 404 page, not a render.
    const missing = await t.app.inject(`/profile/${crypto.randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
  });

  it('renders the 404 page of an address no page has, without keeping it', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject('/nope');
      expect(response.statusCode).toBe(404);
      // The page's own notes for visitors without scripts stay; the template's goes.
      expect(response.body).toContain(
        '<div id="root"><main><noscript><p>Own note</p></noscript><h1>404</h1><p>Oops! Page not found</p></main></div>',
      );
      expect(response.body).not.toContain('needs JavaScript');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends a form the browser sent itself (no scripts) back to its page unread', async () => {
    const body = 'name=Visitor+Name&email=v%40example.test&message=Hello+this+is+my+private+message';
    const sent = await t.app.inject({
      method: 'POST',
      url: '/contact?topic=press',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/contact?topic=press');
    expect(sent.body).toBe('');
    const stored = await t.db
      .selectFrom('contact_messages')
      .select('id')
      .where('email', '=', 'v@example.test')
      .execute();
    expect(stored).toHaveLength(0);
    expect(logLines.join('\n')).not.toContain('private message');
    // Never to another site.
    for (const url of ['//evil.example/x', '/\\evil.example/x']) {
      const away = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(away.statusCode, url).toBe(303);
      expect(away.headers.location, url).toMatch(/^\/(?![/\\])/);
    }
    // The API keeps its own answers.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/nothing-here', payload: {} })).statusCode,
    ).not.toBe(303);
  });

  it("logs a failed render without the token of an emailed link in the page's address", async () => {
    // The stand-in fails on the reset page (it reads it as a profile).
    const response = await t.app.inject('/auth/reset-password?token=secret-reset-token-123');
    expect(response.statusCode).toBe(200);
    const failure = logLines.filter((line) => line.includes('server render failed'));
    expect(failure.length).toBeGreaterThan(0);
    expect(failure.join('\n')).toContain('token=[hidden]');
    expect(logLines.join('\n')).not.toContain('secret-reset-token-123');
  });
});
