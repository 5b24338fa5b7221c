import { describe, expect, it } from 'vitest';
import { API_PATHS, API_PREFIX, adminScopePath, apiPath } from '../../src/shared/api-paths.js';
import { setupTestApp } from '../support/test-app.js';

// The paths the web's fetchers build are the paths the server answers: both read
// src/shared/api-paths.ts, and the API's own description lists exactly those.

const t = setupTestApp();

/** Every path of API_PATHS, in the module's order. */
function allPaths(tree: object): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : allPaths(value)));
}

describe('API paths', () => {
  it('are the routes the server registers, no more and no fewer', async () => {
    const description = (await t.app.inject(API_PATHS.openApi)).json() as { paths: Record<string, unknown> };
    // The description writes parameters as {name}; the router as :name.
    const served = Object.keys(description.paths)
      .filter((path) => path.startsWith(API_PREFIX))
      .map((path) => path.replace(/\{(\w+)\}/g, ':$1'));
    const named = allPaths(API_PATHS).filter((path) => path !== API_PATHS.openApi); // hidden from itself
    expect(served.sort()).toEqual([...new Set(named)].sort());
  });

  it('fill in their parameters as single encoded segments', () => {
    expect(apiPath(API_PATHS.profiles.ofMember, { userId: 'a/b c' })).toBe('/api/profiles/a%2Fb%20c');
    expect(apiPath(API_PATHS.admin.professionalSuspension, { userId: 'u1' })).toBe(
      '/api/admin/professionals/u1/suspension',
    );
    expect(adminScopePath(API_PATHS.admin.stats)).toBe('/stats');
  });

  it('answer at the path the web builds', async () => {
    const response = await t.app.inject(
      apiPath(API_PATHS.profiles.ofMember, { userId: crypto.randomUUID() }),
    );
    expect(response.statusCode).toBe(404);
    expect((await t.app.inject(API_PATHS.health.live)).json()).toEqual({ status: 'ok' });
  });
});
