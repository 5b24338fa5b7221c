import Fastify from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { adminGuard } from '../../src/server/plugins/admin-guard.js';
import { lastMailTo } from '../support/mail.js';
import { signedInMember } from '../support/members.js';
import { errorOf, setupTestApp, TestClient } from '../support/test-app.js';

// The admin scope's one guard, the suspension of a professional as an admin action, and
// the audit log that records it (docs/product.md, Admin levels and permissions; Audit log).

const t = setupTestApp();

const auditRowsFor = (recordId: string) =>
  t.db.selectFrom('audit_logs').selectAll().where('record_id', '=', recordId).orderBy('id').execute();

async function professional() {
  return signedInMember(t, { label: 'pro', profile: { role: 'photographer', is_available: true } });
}

describe('the /api/admin scope is guarded once, per admin level', () => {
  it('refuses visitors, members, suspended members and inactive admins; grants each level its permissions', async () => {
    const pro = await professional();
    const visitor = new TestClient(t.app);
    const member = await signedInMember(t, { profile: 'client' });
    const suspended = await signedInMember(t, { profile: 'model', suspended: true });
    const moderator = await signedInMember(t, { adminLevel: 'moderator' });
    const admin = await signedInMember(t, { adminLevel: 'admin' });
    const superAdmin = await signedInMember(t, { adminLevel: 'super_admin' });
    const retired = await signedInMember(t, { adminLevel: 'admin' });
    await t.db.updateTable('admins').set({ is_active: false }).where('user_id', '=', retired.id).execute();

    const suspension = `/api/admin/professionals/${pro.id}/suspension`;
    const statusOf = async (client: TestClient, method: 'GET' | 'PUT' | 'DELETE', url: string) => {
      const response = await client.request(
        method,
        url,
        method === 'PUT' ? { payload: { reason: 'Spam' } } : {},
      );
      if (response.statusCode >= 400) expect(errorOf(response).message).toBeTruthy();
      return response.statusCode;
    };

    for (const url of ['/api/admin/stats', '/api/admin/contact-messages']) {
      expect(await statusOf(visitor, 'GET', url)).toBe(401);
      expect(await statusOf(member.client, 'GET', url)).toBe(403);
      expect(await statusOf(suspended.client, 'GET', url)).toBe(403);
      expect(await statusOf(retired.client, 'GET', url)).toBe(403);
    }
    expect(await statusOf(moderator.client, 'GET', '/api/admin/stats')).toBe(200);
    expect(await statusOf(moderator.client, 'GET', '/api/admin/contact-messages')).toBe(200);

    // Suspending needs manage_users: admin and super_admin, not moderator.
    expect(await statusOf(visitor, 'PUT', suspension)).toBe(401);
    expect(await statusOf(member.client, 'PUT', suspension)).toBe(403);
    expect(await statusOf(retired.client, 'PUT', suspension)).toBe(403);
    const refused = await moderator.client.request('PUT', suspension, { payload: { reason: 'Spam' } });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe('Your admin level does not allow this.');
    expect(await statusOf(admin.client, 'PUT', suspension)).toBe(200);
    expect(await statusOf(superAdmin.client, 'DELETE', suspension)).toBe(200);
    expect(await statusOf(moderator.client, 'DELETE', suspension)).toBe(403);

    // Refused before the body is read: a body that does not parse, of another type or too
    // large tells a visitor or a member nothing of what the route takes.
    const bodies = [
      { payload: '{', headers: { 'content-type': 'application/json' } },
      { payload: 'reason=Spam', headers: { 'content-type': 'text/plain' } },
      {
        payload: JSON.stringify({ reason: 'x'.repeat(200_000) }),
        headers: { 'content-type': 'application/json' },
      },
    ];
    for (const body of bodies) {
      expect((await visitor.request('PUT', suspension, body)).statusCode).toBe(401);
      for (const refusedMember of [member, suspended, retired, moderator]) {
        const answer = await refusedMember.client.request('PUT', suspension, body);
        expect(answer.statusCode).toBe(403);
        expect(errorOf(answer).code).toBe('FORBIDDEN');
      }
    }
    // An admin who may use the route gets the parsing answers.
    expect((await admin.client.request('PUT', suspension, bodies[0]!)).statusCode).toBe(400);
    expect((await admin.client.request('PUT', suspension, bodies[2]!)).statusCode).toBe(413);

    // Only the two permitted changes left a trail.
    expect((await auditRowsFor(pro.id)).map((row) => row.action)).toEqual([
      'professional.suspend',
      'professional.activate',
    ]);
  });

  it('a route of the scope that does not say who may use it stops the server from starting', async () => {
    const app = Fastify();
    const starting = app.register(
      async (scope) => {
        await adminGuard(scope);
        scope.get('/forgotten', async () => ({ ok: true }));
      },
      { prefix: '/api/admin' },
    );
    await expect(starting).rejects.toThrow(
      'Admin route GET /api/admin/forgotten must declare config.adminAccess',
    );
    await app.close().catch(() => undefined);
  });
});

describe('suspending and activating a professional', () => {
  it('hides the profile from others, records who did it from where, and activation restores it', async () => {
    const pro = await professional();
    const admin = await signedInMember(t, { adminLevel: 'admin' });
    const visitor = new TestClient(t.app);
    const url = `/api/admin/professionals/${pro.id}/suspension`;

    const suspended = await admin.client.request('PUT', url, {
      payload: { reason: '  Fake portfolio images  ' },
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toEqual({
      userId: pro.id,
      isSuspended: true,
      suspensionReason: 'Fake portfolio images',
    });
    expect((await visitor.get(`/api/profiles/${pro.id}`)).statusCode).toBe(404);
    expect((await pro.client.get(`/api/profiles/${pro.id}`)).json().profile.isSuspended).toBe(true);
    expect((await pro.client.get('/api/auth/session')).json().user.isSuspended).toBe(true);

    const [row] = await auditRowsFor(pro.id);
    expect(row).toMatchObject({
      actor_id: admin.id,
      actor_email: admin.email,
      action: 'professional.suspend',
      table_name: 'profiles',
      record_id: pro.id,
      old_values: { suspended: false, reason: null },
      new_values: { suspended: true, reason: 'Fake portfolio images' },
      ip: admin.client.remoteAddress,
    });
    expect(row?.request_id).toMatch(/^[0-9a-f-]{36}$/);
    const told = await lastMailTo(t.app, pro.email);
    expect(told.subject).toBe('Your Frameline profile is suspended');
    expect(told.text).toContain('The reason given: Fake portfolio images.');

    // The same suspension again changes nothing and records nothing.
    expect(
      (await admin.client.request('PUT', url, { payload: { reason: 'Fake portfolio images' } })).statusCode,
    ).toBe(200);
    expect(await auditRowsFor(pro.id)).toHaveLength(1);

    const activated = await admin.client.delete(url);
    expect(activated.json()).toEqual({ userId: pro.id, isSuspended: false, suspensionReason: null });
    expect((await visitor.get(`/api/profiles/${pro.id}`)).statusCode).toBe(200);
    expect((await lastMailTo(t.app, pro.email)).subject).toBe('Your Frameline profile is active again');
    expect((await auditRowsFor(pro.id)).map((entry) => entry.new_values)).toEqual([
      { suspended: true, reason: 'Fake portfolio images' },
      { suspended: false, reason: null },
    ]);
  });

  it('takes the professional out of discovery, its counts, the location suggestions and the sitemap at once, and activation brings them back', async () => {
    const city = `Suspendville ${Math.random().toString(36).slice(2, 7)}`;
    const pro = await signedInMember(t, {
      label: 'listed',
      profile: { role: 'videographer', is_available: true, display_name: 'Listed Lens', location: city },
    });
    const admin = await signedInMember(t, { adminLevel: 'admin' });
    const visitor = new TestClient(t.app);
    const url = `/api/admin/professionals/${pro.id}/suspension`;

    const seen = async () => {
      const search = (
        await visitor.get(`/api/discover?role=videographer&location=${encodeURIComponent(city)}`)
      ).json() as {
        items: { userId: string }[];
      };
      const roles = (await visitor.get('/api/discover/roles')).json() as {
        roles: { role: string; count: number }[];
      };
      const places = (await visitor.get(`/api/discover/locations?q=${encodeURIComponent(city)}`)).json() as {
        locations: { city: string }[];
      };
      const sitemap = (await visitor.get('/sitemap-profiles-1.xml')).body;
      return {
        inSearch: search.items.some((card) => card.userId === pro.id),
        videographers: roles.roles.find((entry) => entry.role === 'videographer')?.count ?? 0,
        inSuggestions: places.locations.some((place) => place.city === city),
        inSitemap: sitemap.includes(pro.id),
      };
    };
    const before = await seen();
    expect(before).toMatchObject({ inSearch: true, inSuggestions: true, inSitemap: true });

    expect(
      (await admin.client.request('PUT', url, { payload: { reason: 'Copied images' } })).statusCode,
    ).toBe(200);
    expect(await seen()).toEqual({
      inSearch: false,
      videographers: before.videographers - 1,
      inSuggestions: false,
      inSitemap: false,
    });
    // Still there for themselves and for admins.
    expect((await pro.client.get(`/api/profiles/${pro.id}`)).statusCode).toBe(200);
    expect((await admin.client.get(`/api/profiles/${pro.id}`)).statusCode).toBe(200);

    expect((await admin.client.delete(url)).statusCode).toBe(200);
    expect(await seen()).toEqual(before);
  });

  it('refuses a missing reason, a bad id, a client and an unknown member with the error shape', async () => {
    const admin = await signedInMember(t, { adminLevel: 'super_admin' });
    const pro = await professional();
    const client = await signedInMember(t, { profile: 'client' });
    const url = (id: string) => `/api/admin/professionals/${id}/suspension`;

    const noReason = await admin.client.request('PUT', url(pro.id), { payload: { reason: '   ' } });
    expect(noReason.statusCode).toBe(400);
    expect(errorOf(noReason).fields?.reason).toBe('Please give a reason for the suspension');
    expect(
      (await admin.client.request('PUT', url(pro.id), { payload: { reason: 'x\u0000y' } })).statusCode,
    ).toBe(400);
    expect(
      (await admin.client.request('PUT', url('not-a-uuid'), { payload: { reason: 'Spam' } })).statusCode,
    ).toBe(400);
    for (const id of [client.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await admin.client.request('PUT', url(id), { payload: { reason: 'Spam' } });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe('Professional not found');
    }
    expect(await auditRowsFor(pro.id)).toHaveLength(0);
  });

  it('two admins suspending at once: applied one after the other, one trail row, one suspension', async () => {
    const pro = await professional();
    const [first, second] = await Promise.all([
      signedInMember(t, { adminLevel: 'admin' }),
      signedInMember(t, { adminLevel: 'super_admin' }),
    ]);
    const url = `/api/admin/professionals/${pro.id}/suspension`;
    const answers = await Promise.all(
      [first, second].map((admin) => admin.client.request('PUT', url, { payload: { reason: 'Spam' } })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await auditRowsFor(pro.id)).toHaveLength(1);
  });

  it('two admins suspending at once with different reasons: one wins, the other is told (409); one email', async () => {
    const pro = await professional();
    const [first, second] = await Promise.all([
      signedInMember(t, { adminLevel: 'admin' }),
      signedInMember(t, { adminLevel: 'super_admin' }),
    ]);
    const url = `/api/admin/professionals/${pro.id}/suspension`;
    const answers = await Promise.all(
      [
        [first, 'Spam in messages'],
        [second, 'Fake portfolio'],
      ].map(([admin, reason]) => (admin as typeof first).client.request('PUT', url, { payload: { reason } })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(errorOf(refused).message).toBe(
      'This member was suspended in the meantime, with another reason. Please reload.',
    );
    const winner = answers.find((answer) => answer.statusCode === 200)!.json();
    const stored = await t.db
      .selectFrom('profiles')
      .select('suspension_reason')
      .where('user_id', '=', pro.id)
      .executeTakeFirstOrThrow();
    expect(stored.suspension_reason).toBe(winner.suspensionReason);
    expect(await auditRowsFor(pro.id)).toHaveLength(1);
    const emails = await t.db
      .selectFrom('emails')
      .select('subject')
      .where('to', '=', pro.email)
      .where('kind', '=', 'suspension')
      .execute();
    expect(emails).toEqual([{ subject: 'Your Frameline profile is suspended' }]);
  });

  it('activates a client suspended from a report; suspending a client here stays refused', async () => {
    const admin = await signedInMember(t, { adminLevel: 'admin' });
    const client = await signedInMember(t, {
      profile: { role: 'client', display_name: 'Cora Spammer' },
      suspended: true,
    });
    const url = `/api/admin/professionals/${client.id}/suspension`;
    // Listed, so that it can be activated.
    const listed = (
      await admin.client.get('/api/admin/professionals', { query: { q: 'Cora Spammer' } })
    ).json();
    expect(listed.items).toMatchObject([{ userId: client.id, role: 'client', isSuspended: true }]);

    const activated = await admin.client.request('DELETE', url);
    expect(activated.statusCode).toBe(200);
    expect((await client.client.get('/api/auth/session')).json().user).toMatchObject({ isSuspended: false });
    expect(await auditRowsFor(client.id)).toHaveLength(1);
    // Active again, the client leaves the list, and this tab still suspends professionals only.
    expect(
      (await admin.client.get('/api/admin/professionals', { query: { q: 'Cora Spammer' } })).json().items,
    ).toEqual([]);
    expect((await admin.client.request('PUT', url, { payload: { reason: 'Spam' } })).statusCode).toBe(404);
  });
});

describe('the audit log is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, even to the database owner', async () => {
    const pro = await professional();
    const admin = await signedInMember(t, { adminLevel: 'admin' });
    await admin.client.request('PUT', `/api/admin/professionals/${pro.id}/suspension`, {
      payload: { reason: 'Spam' },
    });
    const { rows } = await sql<{ owner: boolean }>`
      select pg_get_userbyid(relowner) = current_user as owner from pg_class where relname = 'audit_logs'
    `.execute(t.db);
    expect(rows[0]?.owner).toBe(true);

    await expect(
      t.db
        .updateTable('audit_logs')
        .set({ action: 'nothing.happened' })
        .where('record_id', '=', pro.id)
        .execute(),
    ).rejects.toThrow(/append-only: UPDATE/);
    await expect(t.db.deleteFrom('audit_logs').where('record_id', '=', pro.id).execute()).rejects.toThrow(
      /append-only: DELETE/,
    );
    await expect(sql`truncate audit_logs`.execute(t.db)).rejects.toThrow(/append-only: TRUNCATE/);
    expect((await auditRowsFor(pro.id)).map((row) => row.action)).toEqual(['professional.suspend']);
  });

  it('a failing audit insert rolls its action back', async () => {
    const pro = await professional();
    const admin = await signedInMember(t, { adminLevel: 'admin' });
    await sql`
      create function audit_logs_fail_insert() returns trigger language plpgsql as $$
      begin raise exception 'audit storage failed'; end; $$;
      create trigger audit_logs_fail_insert before insert on audit_logs
        for each row execute function audit_logs_fail_insert();
    `.execute(t.db);
    try {
      const response = await admin.client.request('PUT', `/api/admin/professionals/${pro.id}/suspension`, {
        payload: { reason: 'Spam' },
      });
      expect(response.statusCode).toBe(500);
      expect(errorOf(response).code).toBe('INTERNAL');
    } finally {
      await sql`drop trigger audit_logs_fail_insert on audit_logs; drop function audit_logs_fail_insert();`.execute(
        t.db,
      );
    }
    const profile = await t.db
      .selectFrom('profiles')
      .select(['suspended_at', 'suspension_reason'])
      .where('user_id', '=', pro.id)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({ suspended_at: null, suspension_reason: null });
    expect((await new TestClient(t.app).get(`/api/profiles/${pro.id}`)).statusCode).toBe(200);
  });
});
