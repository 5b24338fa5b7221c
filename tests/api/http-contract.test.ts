import { describe, expect, it } from 'vitest';
import { errorOf, setupTestApp, TestClient } from '../support/test-app.js';

const t = setupTestApp();

describe('bad input gets a clear 4xx in the one error shape, never a 500', () => {
  const cases: {
    name: string;
    send: (c: TestClient) => ReturnType<TestClient['post']>;
    status: number;
    code: string;
  }[] = [
    {
      name: 'malformed JSON',
      send: (c) =>
        c.post('/api/auth/sign-in', '{"email": "a@b.c", "password":', {
          headers: { 'content-type': 'application/json' },
        }),
      status: 400,
      code: 'BAD_REQUEST',
    },
    {
      name: 'an empty JSON body',
      send: (c) => c.post('/api/auth/sign-in', '', { headers: { 'content-type': 'application/json' } }),
      status: 400,
      code: 'BAD_REQUEST',
    },
    {
      name: 'wrong types',
      send: (c) => c.post('/api/auth/sign-in', { email: 42, password: ['x'] }),
      status: 400,
      code: 'VALIDATION_FAILED',
    },
    {
      name: 'unknown fields',
      send: (c) =>
        c.post('/api/auth/sign-up', { email: 'x@example.test', password: 'long-enough', isAdmin: true }),
      status: 400,
      code: 'VALIDATION_FAILED',
    },
    {
      name: 'an oversized body',
      send: (c) => c.post('/api/auth/sign-in', { email: 'x@example.test', password: 'x'.repeat(200_000) }),
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    },
    {
      name: 'an unsupported content type',
      send: (c) =>
        c.post('/api/auth/sign-in', 'email=x', {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
    {
      name: 'the media folder itself (the file server refuses it)',
      send: (c) => c.get('/media/'),
      status: 403,
      code: 'FORBIDDEN',
    },
    {
      name: 'a bad query value',
      send: (c) => c.get('/api/discover?sort=bogus'),
      status: 400,
      code: 'VALIDATION_FAILED',
    },
  ];

  for (const { name, send, status, code } of cases) {
    it(`${name} -> ${status} ${code}`, async () => {
      const response = await send(new TestClient(t.app));
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      const error = errorOf(response);
      expect(error.code).toBe(code);
      expect(error.message.length).toBeGreaterThan(5);
      expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/); // no stack trace
    });
  }

  it('names the unknown field', async () => {
    const response = await new TestClient(t.app).post('/api/auth/sign-up', {
      email: 'x@example.test',
      password: 'long-enough',
      isAdmin: true,
    });
    expect(errorOf(response).fields).toEqual({ isAdmin: 'This field is not allowed' });
  });

  it('answers an unknown API path with 404 in the error shape', async () => {
    const response = await new TestClient(t.app).get('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('NOT_FOUND');
  });
});

describe('CSRF', () => {
  it('refuses a write without the token header, and one with a wrong token', async () => {
    const client = new TestClient(t.app);
    await client.get('/api/auth/session');
    const missing = await client.post('/api/auth/sign-out', undefined, { headers: { 'x-csrf-token': '' } });
    expect(missing.statusCode).toBe(403);
    expect(errorOf(missing).code).toBe('CSRF_FAILED');
    const wrong = await client.post('/api/auth/sign-out', undefined, {
      headers: { 'x-csrf-token': 'forged-value' },
    });
    expect(wrong.statusCode).toBe(403);
    expect((await client.post('/api/auth/sign-out')).statusCode).toBe(204);
  });

  it('gives a cookie-less API request its token, and a health check none', async () => {
    const csrfCookieOf = (response: { headers: Record<string, unknown> }) =>
      [response.headers['set-cookie'] ?? []].flat().find((cookie) => String(cookie).startsWith('fl_csrf='));
    for (const path of ['/api/health/live', '/api/health']) {
      const check = await t.app.inject(path);
      expect(check.statusCode, path).toBe(200);
      expect(check.headers['set-cookie'], path).toBeUndefined();
    }
    expect(csrfCookieOf(await t.app.inject('/api/auth/session'))).toMatch(/^fl_csrf=[^;]+;/);
  });
});

describe('health, OpenAPI and headers', () => {
  it('reports the database as ok', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('publishes an OpenAPI document of the routes', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/health',
      '/api/auth/sign-in',
      '/api/auth/sign-up',
      '/api/auth/sign-out',
      '/api/admin/stats',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(
      doc.paths['/api/auth/sign-in'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
  });

  it('lets no browser or proxy keep an API answer unless the route says so', async () => {
    const visitor = new TestClient(t.app);
    for (const path of ['/api/auth/session', '/api/discover'])
      expect((await visitor.get(path)).headers['cache-control'], path).toBe('no-store');
    expect((await visitor.get('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends security headers: CSP without inline scripts, no framing, nosniff, referrer policy', async () => {
    const response = await t.app.inject('/api/health');
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src'))!;
    expect(scriptSrc).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
