import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AdminRouteEntry } from '../../src/server/plugins/admin-guard.js';
import { ADMIN_SCOPE, API_PATHS } from '../../src/shared/api-paths.js';
import type { AdminLevel } from '../../src/shared/enums.js';
import { type Actor, mayAdminister } from '../../src/shared/policies.js';
import { signedInMember } from '../support/members.js';
import { errorOf, setupTestApp, TestClient } from '../support/test-app.js';

// The permission table, generated from the routes the app registered under /api/admin
// (docs/product.md, Admin levels and permissions): every route, as each kind of caller,
// answered exactly as the shared policy says. A route added to the scope later is
// covered without touching this file. The guard refuses before the input is read, so an
// empty request is enough to learn whether a caller gets in; a caller let in may then be
// told the request is invalid (400) or names nothing (404), which is not a refusal.

const t = setupTestApp();

type Caller = { name: string; client: TestClient; actor: Actor };

async function callers(): Promise<Caller[]> {
  const asActor = (id: string, adminLevel: AdminLevel | null): Actor => ({
    id,
    adminLevel,
    role: null,
    isSuspended: false,
  });
  const member = await signedInMember(t, { profile: 'client' });
  const suspended = await signedInMember(t, { profile: 'model', suspended: true });
  const inactive = await signedInMember(t, { adminLevel: 'super_admin' });
  await t.db.updateTable('admins').set({ is_active: false }).where('user_id', '=', inactive.id).execute();
  const levels = await Promise.all(
    (['moderator', 'admin', 'super_admin'] as const).map(async (level) => ({
      level,
      member: await signedInMember(t, { adminLevel: level }),
    })),
  );
  return [
    { name: 'visitor', client: new TestClient(t.app), actor: null },
    { name: 'member', client: member.client, actor: asActor(member.id, null) },
    { name: 'suspended member', client: suspended.client, actor: asActor(suspended.id, null) },
    // An inactive record grants nothing: the session knows no level.
    { name: 'inactive super_admin', client: inactive.client, actor: asActor(inactive.id, null) },
    ...levels.map(({ level, member: admin }) => ({
      name: level,
      client: admin.client,
      actor: asActor(admin.id, level),
    })),
  ];
}

/** The route's pattern with each `:param` filled by an id that names nothing. */
const concrete = (url: string) => url.replace(/:\w+/g, () => randomUUID());

describe('every /api/admin route x every caller, as the shared permission table says', () => {
  it('registers every admin path inside the guarded scope, each with its access', () => {
    const table: AdminRouteEntry[] = t.app.adminRouteTable;
    const registered = new Set(table.map((route) => route.url));
    for (const path of Object.values(API_PATHS.admin)) expect(registered, path).toContain(path);
    for (const route of table) expect(route.url.startsWith(`${ADMIN_SCOPE}/`)).toBe(true);
  });

  it('0 unexpected allows and 0 unexpected refusals', async () => {
    const table = t.app.adminRouteTable;
    const everyone = await callers();
    const mismatches: string[] = [];
    let checked = 0;

    for (const route of table) {
      const url = concrete(route.url);
      for (const caller of everyone) {
        const verdict = mayAdminister(caller.actor, route.access === 'any admin' ? undefined : route.access);
        const response = await caller.client.request(route.method as 'GET', url, { csrf: true });
        const refused = response.statusCode === 401 || response.statusCode === 403;
        checked++;
        if (verdict.allowed) {
          if (refused || response.statusCode >= 500)
            mismatches.push(
              `${caller.name} ${route.method} ${route.url}: ${response.statusCode}, expected in`,
            );
          continue;
        }
        const expected = verdict.refusal === 'sign_in' ? 401 : 403;
        if (response.statusCode !== expected) {
          mismatches.push(
            `${caller.name} ${route.method} ${route.url}: ${response.statusCode}, expected ${expected}`,
          );
        } else if (verdict.refusal === 'admin_level') {
          expect(errorOf(response).message).toBe('Your admin level does not allow this.');
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBe(table.length * everyone.length);
    // The walk saw the routes of this part of the area, at least.
    expect(table.length).toBeGreaterThanOrEqual(14);
  });

  it('refuses a caller before reading the input: a visitor sending nonsense is told to sign in', async () => {
    const visitor = new TestClient(t.app);
    const response = await visitor.post(API_PATHS.admin.admins, { email: 42, level: 'emperor' });
    expect(response.statusCode).toBe(401);
    const member = await signedInMember(t, { profile: 'client' });
    const forbidden = await member.client.request('PUT', API_PATHS.admin.settings, {
      payload: { nonsense: true },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
