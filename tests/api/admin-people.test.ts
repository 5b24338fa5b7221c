import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  createAdmin,
  createBooking,
  createProfile,
  createUser,
  DEFAULT_PASSWORD,
} from '../../src/server/db/seed/factories.js';
import { API_PATHS, apiPath } from '../../src/shared/api-paths.js';
import { signedInMember } from '../support/members.js';
import { withSlowBody } from '../support/slow-body.js';
import { errorOf, setupTestApp, TestClient } from '../support/test-app.js';

// The admin area's people (docs/product.md, Admin tabs; Protected admin accounts;
// Platform settings): professionals, administrators, settings and CSV reports. Every
// admin write leaves exactly one audit row; a refused or failed one leaves none.

const BOOTSTRAP = 'boss@example.test';
const t = setupTestApp({ ADMIN_EMAIL: BOOTSTRAP });
const paths = API_PATHS.admin;

/** Runs `act` and returns its response with the audit rows it added. */
async function audited<R>(act: () => Promise<R>) {
  const before = await t.db
    .selectFrom('audit_logs')
    .select(sql<string>`coalesce(max(id), 0)`.as('max'))
    .executeTakeFirstOrThrow();
  const response = await act();
  const rows = await t.db
    .selectFrom('audit_logs')
    .selectAll()
    .where('id', '>', before.max)
    .orderBy('id')
    .execute();
  return { response, rows };
}

const professionalsUrl = (query: Record<string, string> = {}) =>
  `${paths.professionals}?${new URLSearchParams(query)}`;

describe('Professionals tab', () => {
  it('lists professionals (suspended too, never clients) newest first, searches names and emails literally, pages by keyset', async () => {
    const admin = await signedInMember(t, { adminLevel: 'admin' });
    const token = `zeb${randomUUID().slice(0, 8)}`;
    const pros = [];
    for (let index = 0; index < 22; index++) {
      pros.push(
        await signedInMember(t, {
          label: `${token}-${index}`,
          profile: { role: 'photographer', display_name: `${token} Photographer ${index}` },
        }),
      );
    }
    const suspended = await signedInMember(t, {
      profile: { role: 'model', display_name: `${token} Suspended`, verification_status: 'verified' },
      suspended: true,
    });
    await signedInMember(t, { profile: { role: 'client', display_name: `${token} Client` } });

    const first = await admin.client.get(professionalsUrl({ q: token }));
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.items).toHaveLength(20);
    expect(page1.items[0]).toMatchObject({
      userId: suspended.id,
      displayName: `${token} Suspended`,
      role: 'model',
      isSuspended: true,
      suspensionReason: 'Test suspension',
      verificationStatus: 'verified',
    });
    expect(page1.items[0].email).toBe(suspended.email);
    const second = (await admin.client.get(professionalsUrl({ q: token, cursor: page1.nextCursor }))).json();
    expect(second.items).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    const seen = [...page1.items, ...second.items].map((item: { userId: string }) => item.userId);
    expect(new Set(seen).size).toBe(23);
    expect(seen).not.toContain(undefined);
    expect(seen.sort()).toEqual([...pros.map((pro) => pro.id), suspended.id].sort());

    // By email, case-insensitive; % and _ are plain characters, not wildcards.
    const byEmail = (await admin.client.get(professionalsUrl({ q: pros[3]!.email.toUpperCase() }))).json();
    expect(byEmail.items.map((item: { userId: string }) => item.userId)).toEqual([pros[3]!.id]);
    expect((await admin.client.get(professionalsUrl({ q: `${token}%` }))).json().items).toEqual([]);
    expect((await admin.client.get(professionalsUrl({ q: `${token.slice(0, 3)}_` }))).json().items).toEqual(
      [],
    );
    // A piece of one field: the end of one and the start of the next is not one.
    const names = await t.db
      .selectFrom('profiles')
      .select(['display_name', 'full_name', 'email'])
      .where('user_id', '=', pros[3]!.id)
      .executeTakeFirstOrThrow();
    const fieldPairs: [string, string][] = [
      [names.display_name, names.full_name],
      [names.full_name, names.email],
    ];
    for (const [before, after] of fieldPairs) {
      const across = `${before.slice(-4)} ${after.slice(0, 4)}`;
      expect([before, after].some((field) => field.toLowerCase().includes(across.toLowerCase()))).toBe(false);
      expect((await admin.client.get(professionalsUrl({ q: across }))).json().items).toEqual([]);
    }
    const piece = names.full_name.slice(2, 9);
    expect(
      (await admin.client.get(professionalsUrl({ q: piece })))
        .json()
        .items.map((item: { userId: string }) => item.userId),
    ).toContain(pros[3]!.id);

    const badCursor = await admin.client.get(professionalsUrl({ cursor: 'nonsense' }));
    expect(badCursor.statusCode).toBe(400);
    expect(errorOf(badCursor).message).toBe('This link to more professionals is not valid any more.');
    expect((await admin.client.get(professionalsUrl({ q: 'x'.repeat(101) }))).statusCode).toBe(400);
  });

  it('nobody suspends themselves or lifts their own suspension, nor acts on an administrator of a higher level, directly or from a report', async () => {
    const admin = await signedInMember(t, { adminLevel: 'admin', profile: 'photographer' });
    const superAdmin = await signedInMember(t, { adminLevel: 'super_admin', profile: 'model' });
    const peer = await signedInMember(t, { adminLevel: 'admin', profile: 'stylist' });
    const boss =
      (await t.db.selectFrom('users').select('id').where('email', '=', BOOTSTRAP).executeTakeFirst()) ??
      (await createUser(t.db, { email: BOOTSTRAP }));
    const bossProfile = await t.db
      .selectFrom('profiles')
      .select('user_id')
      .where('user_id', '=', boss.id)
      .executeTakeFirst();
    if (!bossProfile) await createProfile(t.db, boss.id, { role: 'client' });
    const suspension = (userId: string) => apiPath(paths.professionalSuspension, { userId });
    const standing = async (userId: string) =>
      (
        await t.db
          .selectFrom('profiles')
          .select('suspended_at')
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).suspended_at;

    // The list says who is an administrator, so the tab offers no button the server refuses.
    const listed = (await admin.client.get(professionalsUrl())).json().items as Array<{
      userId: string;
      adminLevel: string | null;
    }>;
    const levelOf = (userId: string) => listed.find((item) => item.userId === userId)?.adminLevel;
    expect([levelOf(admin.id), levelOf(superAdmin.id), levelOf(peer.id)]).toEqual([
      'admin',
      'super_admin',
      'admin',
    ]);

    // Oneself, either way.
    const self = await audited(() =>
      admin.client.request('PUT', suspension(admin.id), { payload: { reason: 'Testing myself' } }),
    );
    expect(self.response.statusCode).toBe(403);
    expect(errorOf(self.response).message).toBe('You cannot suspend yourself.');
    expect(self.rows).toHaveLength(0);
    expect(await standing(admin.id)).toBeNull();

    // A super_admin, by record or by ADMIN_EMAIL, is out of an admin's reach.
    const higher = await audited(() =>
      admin.client.request('PUT', suspension(superAdmin.id), { payload: { reason: 'Overreach' } }),
    );
    expect(higher.response.statusCode).toBe(403);
    expect(errorOf(higher.response).message).toBe(
      'This member is an administrator of a higher level than yours.',
    );
    expect(higher.rows).toHaveLength(0);
    expect(await standing(superAdmin.id)).toBeNull();

    const reporter = await signedInMember(t, { profile: 'client' });
    const report = await reporter.client.post('/api/reports', { memberId: boss.id, reason: 'Rude messages' });
    expect(report.statusCode).toBeLessThan(300);
    const { id: reportId } = await t.db
      .selectFrom('reports')
      .select('id')
      .where('member_id', '=', boss.id)
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    // The queue says the reported member is a super_admin, so suspending is not offered.
    const queue = (await admin.client.get(paths.reports)).json().items as Array<{
      id: string;
      member: { adminLevel: string | null };
    }>;
    expect(queue.find((item) => item.id === reportId)?.member.adminLevel).toBe('super_admin');
    const url = apiPath(paths.reportResolution, { reportId });
    const fromReport = await audited(() =>
      admin.client.post(url, { outcome: 'suspend_member', note: 'Rude' }),
    );
    expect(fromReport.response.statusCode).toBe(403);
    expect(errorOf(fromReport.response).message).toBe(
      'This member is an administrator of a higher level than yours.',
    );
    expect(fromReport.rows).toHaveLength(0);
    expect(await standing(boss.id)).toBeNull();
    const stillOpen = await t.db
      .selectFrom('reports')
      .select('status')
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    expect(stillOpen.status).toBe('open');

    // An admin of the same level, and anyone below: as any member.
    const same = await admin.client.request('PUT', suspension(peer.id), {
      payload: { reason: 'Peer review' },
    });
    expect(same.statusCode).toBe(200);
    expect(await standing(peer.id)).not.toBeNull();
    // Suspended, the peer cannot lift their own suspension; a super_admin can.
    const own = await peer.client.request('DELETE', suspension(peer.id));
    expect(own.statusCode).toBe(403);
    expect(errorOf(own).message).toBe('You cannot lift your own suspension.');
    expect(await standing(peer.id)).not.toBeNull();
    const lifted = await superAdmin.client.request('DELETE', suspension(peer.id));
    expect(lifted.statusCode).toBe(200);
    expect(await standing(peer.id)).toBeNull();
  });

  it('sets verified and not verified: one audit row per change, none for a repeat or a refusal; the public profile shows it', async () => {
    const admin = await signedInMember(t, { adminLevel: 'admin' });
    const moderator = await signedInMember(t, { adminLevel: 'moderator' });
    const pro = await signedInMember(t, { profile: { role: 'stylist' } });
    const client = await signedInMember(t, { profile: 'client' });
    const url = (userId: string) => apiPath(paths.professionalVerification, { userId });

    const refused = await audited(() =>
      moderator.client.request('PUT', url(pro.id), { payload: { status: 'verified' } }),
    );
    expect(refused.response.statusCode).toBe(403);
    expect(refused.rows).toHaveLength(0);

    const verified = await audited(() =>
      admin.client.request('PUT', url(pro.id), { payload: { status: 'verified' } }),
    );
    expect(verified.response.statusCode).toBe(200);
    expect(verified.response.json()).toEqual({ userId: pro.id, verificationStatus: 'verified' });
    expect(verified.rows).toHaveLength(1);
    expect(verified.rows[0]).toMatchObject({
      actor_id: admin.id,
      action: 'professional.verification',
      table_name: 'profiles',
      record_id: pro.id,
      old_values: { verificationStatus: 'unverified' },
      new_values: { verificationStatus: 'verified' },
    });
    const visitor = new TestClient(t.app);
    expect((await visitor.get(`/api/profiles/${pro.id}`)).json().profile.verificationStatus).toBe('verified');

    const repeat = await audited(() =>
      admin.client.request('PUT', url(pro.id), { payload: { status: 'verified' } }),
    );
    expect(repeat.response.statusCode).toBe(200);
    expect(repeat.rows).toHaveLength(0);

    const undone = await audited(() =>
      admin.client.request('PUT', url(pro.id), { payload: { status: 'unverified' } }),
    );
    expect(undone.response.json().verificationStatus).toBe('unverified');
    expect(undone.rows.map((row) => row.new_values)).toEqual([{ verificationStatus: 'unverified' }]);

    for (const [userId, payload, status] of [
      [pro.id, { status: 'pending' }, 400],
      [pro.id, {}, 400],
      [client.id, { status: 'verified' }, 404],
      [randomUUID(), { status: 'verified' }, 404],
      ['not-a-uuid', { status: 'verified' }, 400],
    ] as const) {
      const failed = await audited(() => admin.client.request('PUT', url(userId), { payload }));
      expect(failed.response.statusCode).toBe(status);
      expect(errorOf(failed.response).message).toBeTruthy();
      expect(failed.rows).toHaveLength(0);
    }
  });
});

describe('Admins tab', () => {
  it('lists the ADMIN_EMAIL account first, then admins with full name and email; only super_admin may', async () => {
    const superAdmin = await signedInMember(t, { adminLevel: 'super_admin' });
    const moderator = await signedInMember(t, {
      adminLevel: 'moderator',
      profile: { role: 'client', full_name: 'Mona Moderator' },
    });
    const admin = await signedInMember(t, { adminLevel: 'admin' });
    expect((await admin.client.get(paths.admins)).statusCode).toBe(403);

    const list = await superAdmin.client.get(paths.admins);
    expect(list.statusCode).toBe(200);
    const items = list.json().items;
    expect(items[0]).toMatchObject({
      email: BOOTSTRAP,
      level: 'super_admin',
      isBootstrap: true,
      isActive: true,
    });
    expect(items.find((item: { userId: string }) => item.userId === moderator.id)).toMatchObject({
      email: moderator.email,
      fullName: 'Mona Moderator',
      level: 'moderator',
      permissions: ['manage_bookings', 'manage_messages'],
      isActive: true,
      isBootstrap: false,
      isYou: false,
    });
    expect(items.find((item: { userId: string }) => item.userId === superAdmin.id).isYou).toBe(true);
  });

  it('adds by email with a level (default admin): the texts of a blank, unknown and duplicate email; one audit row', async () => {
    const superAdmin = await signedInMember(t, { adminLevel: 'super_admin' });
    const member = await signedInMember(t, { profile: 'client' });
    const add = (payload: unknown) => audited(() => superAdmin.client.post(paths.admins, payload));

    for (const [payload, status, message] of [
      [{ email: '   ' }, 400, 'Please enter an email address'],
      [{}, 400, 'Please enter an email address'],
      [{ email: 'nobody-here@example.test' }, 404, 'User not found with that email address'],
      [{ email: member.email, level: 'emperor' }, 400, null],
    ] as const) {
      const { response, rows } = await add(payload);
      expect(response.statusCode).toBe(status);
      if (message) {
        expect(errorOf(response).fields?.email ?? errorOf(response).message).toBe(message);
      }
      expect(rows).toHaveLength(0);
    }

    // Before: no admin area for the member.
    expect((await member.client.get(paths.stats)).statusCode).toBe(403);
    const added = await add({ email: `  ${member.email.toUpperCase()} ` });
    expect(added.response.statusCode).toBe(201);
    expect(added.response.json().admin).toMatchObject({
      userId: member.id,
      email: member.email,
      level: 'admin',
      permissions: ['manage_users', 'manage_bookings', 'manage_messages', 'view_analytics'],
      isActive: true,
    });
    expect(added.rows).toHaveLength(1);
    expect(added.rows[0]).toMatchObject({
      action: 'admin.add',
      table_name: 'admins',
      actor_id: superAdmin.id,
    });
    const stored = await t.db
      .selectFrom('admins')
      .selectAll()
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(stored.permissions).toMatchObject({
      manage_users: true,
      manage_admins: false,
      system_settings: false,
    });
    // The member's very next request has the level.
    expect((await member.client.get('/api/auth/session')).json().user.adminLevel).toBe('admin');
    expect((await member.client.get(paths.stats)).statusCode).toBe(200);

    for (const email of [member.email, BOOTSTRAP]) {
      if (email === BOOTSTRAP) await createUser(t.db, { email: BOOTSTRAP }).catch(() => undefined);
      const duplicate = await add({ email, level: 'moderator' });
      expect(duplicate.response.statusCode).toBe(409);
      expect(errorOf(duplicate.response).message).toBe('User is already an admin');
      expect(duplicate.rows).toHaveLength(0);
    }
  });

  it('two adds of the same member at once: one 201, one 409, one row, one audit row', async () => {
    const superAdmin = await signedInMember(t, { adminLevel: 'super_admin' });
    const member = await signedInMember(t);
    const { response, rows } = await audited(() =>
      Promise.all([
        superAdmin.client.post(paths.admins, { email: member.email, level: 'moderator' }),
        superAdmin.client.post(paths.admins, { email: member.email, level: 'admin' }),
      ]),
    );
    expect(response.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(rows.filter((row) => row.action === 'admin.add')).toHaveLength(1);
  });

  it('a level change and a deactivation apply from the member next request; each writes one audit row', async () => {
    const superAdmin = await signedInMember(t, { adminLevel: 'super_admin' });
    const colleague = await signedInMember(t, { adminLevel: 'admin' });
    const adminId = (
      await t.db
        .selectFrom('admins')
        .select('id')
        .where('user_id', '=', colleague.id)
        .executeTakeFirstOrThrow()
    ).id;
    const level = (value: string) =>
      audited(() =>
        superAdmin.client.request('PUT', apiPath(paths.adminLevel, { adminId }), {
          payload: { level: value },
        }),
      );
    const active = (isActive: boolean) =>
      audited(() =>
        superAdmin.client.request('PUT', apiPath(paths.adminActive, { adminId }), { payload: { isActive } }),
      );

    expect((await colleague.client.get(paths.professionals)).statusCode).toBe(200);
    const demoted = await level('moderator');
    expect(demoted.response.statusCode).toBe(200);
    expect(demoted.response.json().admin).toMatchObject({
      level: 'moderator',
      permissions: ['manage_bookings', 'manage_messages'],
    });
    expect(demoted.rows).toHaveLength(1);
    expect(demoted.rows[0]).toMatchObject({
      action: 'admin.level',
      record_id: adminId,
      old_values: { userId: colleague.id, level: 'admin', isActive: true },
      new_values: { userId: colleague.id, level: 'moderator', isActive: true },
    });
    // Same session, next request: the permission is gone.
    const refused = await colleague.client.get(paths.professionals);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe('Your admin level does not allow this.');
    expect((await colleague.client.get(paths.stats)).statusCode).toBe(200);
    expect((await level('moderator')).rows).toHaveLength(0);

    const off = await active(false);
    expect(off.response.json().admin.isActive).toBe(false);
    expect(off.rows.map((row) => row.action)).toEqual(['admin.deactivate']);
    expect((await colleague.client.get(paths.stats)).statusCode).toBe(403);
    expect((await colleague.client.get('/api/auth/session')).json().user.adminLevel).toBeNull();
    expect((await active(false)).rows).toHaveLength(0);

    const on = await active(true);
    expect(on.rows.map((row) => row.action)).toEqual(['admin.activate']);
    expect((await colleague.client.get(paths.stats)).statusCode).toBe(200);

    const removed = await audited(() => superAdmin.client.delete(apiPath(paths.admin, { adminId })));
    expect(removed.response.statusCode).toBe(204);
    expect(removed.rows).toHaveLength(1);
    expect(removed.rows[0]).toMatchObject({ action: 'admin.remove', new_values: null });
    expect((await colleague.client.get(paths.stats)).statusCode).toBe(403);
    const again = await audited(() => superAdmin.client.delete(apiPath(paths.admin, { adminId })));
    expect(again.response.statusCode).toBe(404);
    expect(errorOf(again.response).message).toBe('Admin not found');
    expect(again.rows).toHaveLength(0);
  });

  it('nobody removes, deactivates or demotes themselves; the ADMIN_EMAIL account is not changed here', async () => {
    const superAdmin = await signedInMember(t, { adminLevel: 'super_admin' });
    const own = (
      await t.db
        .selectFrom('admins')
        .select('id')
        .where('user_id', '=', superAdmin.id)
        .executeTakeFirstOrThrow()
    ).id;
    for (const [method, url, payload] of [
      ['DELETE', apiPath(paths.admin, { adminId: own }), undefined],
      ['PUT', apiPath(paths.adminActive, { adminId: own }), { isActive: false }],
      ['PUT', apiPath(paths.adminLevel, { adminId: own }), { level: 'admin' }],
    ] as const) {
      const { response, rows } = await audited(() => superAdmin.client.request(method, url, { payload }));
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).message).toBe('You cannot remove, deactivate or demote yourself.');
      expect(rows).toHaveLength(0);
    }

    // The ADMIN_EMAIL account given a record after all: still not removable here.
    const boss =
      (await t.db.selectFrom('users').select('id').where('email', '=', BOOTSTRAP).executeTakeFirst()) ??
      (await createUser(t.db, { email: BOOTSTRAP }));
    const bossRow = await createAdmin(t.db, boss.id, 'admin');
    for (const [method, url, payload] of [
      ['DELETE', apiPath(paths.admin, { adminId: bossRow.id }), undefined],
      ['PUT', apiPath(paths.adminActive, { adminId: bossRow.id }), { isActive: false }],
      ['PUT', apiPath(paths.adminLevel, { adminId: bossRow.id }), { level: 'moderator' }],
    ] as const) {
      const { response, rows } = await audited(() => superAdmin.client.request(method, url, { payload }));
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).message).toContain('ADMIN_EMAIL');
      expect(rows).toHaveLength(0);
    }
    const list = (await superAdmin.client.get(paths.admins)).json().items;
    expect(list.filter((item: { email: string }) => item.email === BOOTSTRAP)).toHaveLength(1);
    await t.db.deleteFrom('admins').where('id', '=', bossRow.id).execute();
  });
});

describe('a failing audit row', () => {
  it('rolls back the admin write it records: no admin added, no settings changed', async () => {
    const superAdmin = await signedInMember(t, { adminLevel: 'super_admin' });
    const member = await signedInMember(t);
    await sql`
      create function audit_logs_fail_people() returns trigger language plpgsql as $$
      begin raise exception 'audit storage failed'; end; $$;
      create trigger audit_logs_fail_people before insert on audit_logs
        for each row execute function audit_logs_fail_people();
    `.execute(t.db);
    try {
      const added = await superAdmin.client.post(paths.admins, { email: member.email });
      expect(added.statusCode).toBe(500);
      const { updatedAt } = (await superAdmin.client.get(paths.settings)).json();
      const saved = await superAdmin.client.request('PUT', paths.settings, {
        payload: { expectedUpdatedAt: updatedAt, signUpOpen: false, unreadEmailDelayMinutes: 5 },
      });
      expect(saved.statusCode).toBe(500);
    } finally {
      await sql`drop trigger audit_logs_fail_people on audit_logs; drop function audit_logs_fail_people();`.execute(
        t.db,
      );
    }
    expect(await t.db.selectFrom('admins').select('id').where('user_id', '=', member.id).execute()).toEqual(
      [],
    );
    expect((await superAdmin.client.get(paths.settings)).json()).toMatchObject({
      signUpOpen: true,
      unreadEmailDelayMinutes: null,
    });
  });
});

describe('the last active super_admin (no ADMIN_EMAIL account)', () => {
  const t2 = setupTestApp();

  async function twoSuperAdmins() {
    await t2.db.deleteFrom('admins').execute();
    const a = await signedInMember(t2, { adminLevel: 'super_admin' });
    const b = await signedInMember(t2, { adminLevel: 'super_admin' });
    const idOf = async (userId: string) =>
      (await t2.db.selectFrom('admins').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow())
        .id;
    return { a, b, aId: await idOf(a.id), bId: await idOf(b.id) };
  }

  /** Runs `act` while this test holds every admin row's lock, released once `waiters` wait on it. */
  async function holdingAdminLocks<R>(waiters: number, act: () => Promise<R>): Promise<R> {
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = t2.db.transaction().execute(async (trx) => {
      await trx.selectFrom('admins').select('id').orderBy('id').forUpdate().execute();
      locked();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await isLocked;
    const running = act();
    for (let attempt = 0; attempt < 200; attempt++) {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'
      `.execute(t2.db);
      if (rows[0]!.n >= waiters) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    release();
    await holder;
    return running;
  }

  const activeSuperAdmins = async () =>
    (
      await t2.db
        .selectFrom('admins')
        .select('id')
        .where('admin_level', '=', 'super_admin')
        .where('is_active', '=', true)
        .execute()
    ).length;

  it('a super_admin removed while their add waits its turn is refused, and nobody is added', async () => {
    const { b, bId } = await twoSuperAdmins();
    const member = await signedInMember(t2);
    // The other super_admin's removal of b is under way (it holds the admin records) as b's
    // add arrives, past the guard: b was a super_admin when it began.
    let commit!: () => void;
    let removing!: () => void;
    const isRemoving = new Promise<void>((resolve) => {
      removing = resolve;
    });
    const removal = t2.db.transaction().execute(async (trx) => {
      await trx.selectFrom('admins').select('id').orderBy('id').forUpdate().execute();
      await trx.deleteFrom('admins').where('id', '=', bId).execute();
      removing();
      await new Promise<void>((resolve) => {
        commit = resolve;
      });
    });
    await isRemoving;
    const adding = b.client.post(paths.admins, { email: member.email, level: 'super_admin' });
    await expect
      .poll(async () => {
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'
        `.execute(t2.db);
        return rows[0]!.n;
      })
      .toBeGreaterThan(0);
    commit();
    await removal;
    const answer = await adding;
    expect(answer.statusCode).toBe(403);
    expect(errorOf(answer).message).toBe('Your admin level does not allow this.');
    expect(await t2.db.selectFrom('admins').select('id').where('user_id', '=', member.id).execute()).toEqual(
      [],
    );
  });

  for (const [name, change] of [
    [
      'demote',
      (adminId: string) => ({
        method: 'PUT' as const,
        url: apiPath(paths.adminLevel, { adminId }),
        payload: { level: 'admin' },
      }),
    ],
    [
      'deactivate',
      (adminId: string) => ({
        method: 'PUT' as const,
        url: apiPath(paths.adminActive, { adminId }),
        payload: { isActive: false },
      }),
    ],
    [
      'remove',
      (adminId: string) => ({
        method: 'DELETE' as const,
        url: apiPath(paths.admin, { adminId }),
        payload: undefined,
      }),
    ],
  ] as const) {
    it(`two super_admins who ${name} each other at once: one succeeds, the other, no longer a super_admin, is refused; one stays`, async () => {
      const { a, b, aId, bId } = await twoSuperAdmins();
      const before = (await t2.db.selectFrom('audit_logs').select('id').execute()).length;
      const first = change(bId);
      const second = change(aId);
      // Both requests pass the guard (each is still a super_admin), then wait on the admin
      // records' lock, held here until both are waiting: they are decided one after the
      // other, and the second finds its actor's right to manage admins gone.
      const answers = await holdingAdminLocks(2, () =>
        Promise.all([
          a.client.request(first.method, first.url, { payload: first.payload }),
          b.client.request(second.method, second.url, { payload: second.payload }),
        ]),
      );
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([name === 'remove' ? 204 : 200, 403].sort());
      const refused = answers.find((answer) => answer.statusCode === 403)!;
      expect(errorOf(refused).message).toBe('Your admin level does not allow this.');
      expect(await activeSuperAdmins()).toBe(1);
      const rows = await t2.db.selectFrom('audit_logs').select('action').execute();
      expect(rows.length - before).toBe(1);
    });
  }
});

describe('platform settings', () => {
  it('a super_admin demoted while their save arrived is refused, and nothing changes', async () => {
    const superAdmin = await signedInMember(t, { adminLevel: 'super_admin' });
    const initial = (await superAdmin.client.get(paths.settings)).json();
    const { response: save, rows } = await audited(async () => {
      const save = await withSlowBody(t, superAdmin.client, 'PUT', paths.settings, {
        expectedUpdatedAt: initial.updatedAt,
        signUpOpen: false,
        unreadEmailDelayMinutes: null,
      });
      await save.arriving;
      await t.db
        .updateTable('admins')
        .set({ admin_level: 'moderator' })
        .where('user_id', '=', superAdmin.id)
        .execute();
      save.send();
      return save.answer;
    });
    expect(save.statusCode).toBe(403);
    expect(rows).toHaveLength(0);
    const after = await t.db.selectFrom('platform_settings').selectAll().executeTakeFirst();
    expect(after?.sign_up_open ?? true).toBe(true);
  });

  it('super_admin only; closing sign-up refuses it with a clear 403; one audit row per change', async () => {
    const superAdmin = await signedInMember(t, { adminLevel: 'super_admin' });
    const admin = await signedInMember(t, { adminLevel: 'admin' });
    expect((await admin.client.get(paths.settings)).statusCode).toBe(403);
    const initial = (await superAdmin.client.get(paths.settings)).json();
    expect(initial).toMatchObject({
      signUpOpen: true,
      unreadEmailDelayMinutes: null,
      defaultUnreadEmailDelaySeconds: 600,
    });

    const refused = await audited(() =>
      admin.client.request('PUT', paths.settings, {
        payload: { expectedUpdatedAt: initial.updatedAt, signUpOpen: false, unreadEmailDelayMinutes: null },
      }),
    );
    expect(refused.response.statusCode).toBe(403);
    expect(refused.rows).toHaveLength(0);
    for (const payload of [
      { expectedUpdatedAt: initial.updatedAt, signUpOpen: false, unreadEmailDelayMinutes: 0 },
      { expectedUpdatedAt: initial.updatedAt, signUpOpen: false, unreadEmailDelayMinutes: 1441 },
      { expectedUpdatedAt: initial.updatedAt, signUpOpen: 'no', unreadEmailDelayMinutes: null },
      { expectedUpdatedAt: initial.updatedAt, signUpOpen: false },
      { expectedUpdatedAt: 'yesterday', signUpOpen: false, unreadEmailDelayMinutes: null },
      // Without the version the form was filled from, a save could undo another's unseen.
      { signUpOpen: false, unreadEmailDelayMinutes: null },
    ]) {
      const invalid = await audited(() => superAdmin.client.request('PUT', paths.settings, { payload }));
      expect(invalid.response.statusCode).toBe(400);
      expect(invalid.rows).toHaveLength(0);
    }

    const closed = await audited(() =>
      superAdmin.client.request('PUT', paths.settings, {
        payload: { expectedUpdatedAt: initial.updatedAt, signUpOpen: false, unreadEmailDelayMinutes: 3 },
      }),
    );
    expect(closed.response.statusCode).toBe(200);
    expect(closed.response.json()).toMatchObject({ signUpOpen: false, unreadEmailDelayMinutes: 3 });
    expect(closed.rows).toHaveLength(1);
    expect(closed.rows[0]).toMatchObject({
      action: 'settings.update',
      table_name: 'platform_settings',
      old_values: { signUpOpen: true, unreadEmailDelayMinutes: null },
      new_values: { signUpOpen: false, unreadEmailDelayMinutes: 3 },
    });

    try {
      const signUp = await new TestClient(t.app).post('/api/auth/sign-up', {
        email: `late-${randomUUID()}@example.test`,
        password: 'member-password-1',
      });
      expect(signUp.statusCode).toBe(403);
      expect(errorOf(signUp).message).toBe('Sign-up is closed for now. Please try again later.');

      // The unread-message email waits the set delay: the job of a new message is due in 3 minutes.
      const sender = await signedInMember(t, { profile: 'client' });
      const recipient = await signedInMember(t, { profile: 'photographer' });
      const sentAt = Date.now();
      const sent = await sender.client.post('/api/messages', {
        recipientId: recipient.id,
        clientId: randomUUID(),
        content: 'Are you free in May?',
      });
      expect(sent.statusCode).toBe(201);
      const { rows } = await sql<{ start_after: Date }>`
        select start_after from pgboss.job
        where name = 'unread-messages-email' and data->>'memberId' = ${recipient.id}
      `.execute(t.db);
      expect(rows).toHaveLength(1);
      const wait = rows[0]!.start_after.getTime() - sentAt;
      expect(wait).toBeGreaterThan(170_000);
      expect(wait).toBeLessThan(190_000);

      // The same save again (a retry, from the version before it): nothing to write.
      const again = await audited(() =>
        superAdmin.client.request('PUT', paths.settings, {
          payload: { expectedUpdatedAt: initial.updatedAt, signUpOpen: false, unreadEmailDelayMinutes: 3 },
        }),
      );
      expect(again.response.statusCode).toBe(200);
      expect(again.rows).toHaveLength(0);
    } finally {
      await saveSettings(superAdmin.client, { signUpOpen: true, unreadEmailDelayMinutes: null });
    }
    const open = await new TestClient(t.app).post('/api/auth/sign-up', {
      email: `early-${randomUUID()}@example.test`,
      password: 'member-password-1',
    });
    expect(open.statusCode).toBe(201);
  });
});

describe('two super_admins saving the settings', () => {
  it('a save from settings changed since the form was filled is refused (409), not applied over the other', async () => {
    const a = await signedInMember(t, { adminLevel: 'super_admin' });
    const b = await signedInMember(t, { adminLevel: 'super_admin' });
    const seenByBoth = (await a.client.get(paths.settings)).json();
    try {
      const first = await audited(() =>
        a.client.request('PUT', paths.settings, {
          payload: {
            expectedUpdatedAt: seenByBoth.updatedAt,
            signUpOpen: false,
            unreadEmailDelayMinutes: null,
          },
        }),
      );
      expect(first.response.statusCode).toBe(200);
      // B's form still shows sign-up open; B only meant to change the delay.
      const second = await audited(() =>
        b.client.request('PUT', paths.settings, {
          payload: { expectedUpdatedAt: seenByBoth.updatedAt, signUpOpen: true, unreadEmailDelayMinutes: 7 },
        }),
      );
      expect(second.response.statusCode).toBe(409);
      expect(errorOf(second.response).message).toBe(
        'Another administrator changed the settings in the meantime. Please reload to see their change, then save yours again.',
      );
      expect(second.rows).toHaveLength(0);
      expect((await b.client.get(paths.settings)).json()).toMatchObject({
        signUpOpen: false,
        unreadEmailDelayMinutes: null,
        updatedAt: first.response.json().updatedAt,
      });

      // Reloaded, B's save applies over what B now sees.
      const reloaded = (await b.client.get(paths.settings)).json();
      const third = await b.client.request('PUT', paths.settings, {
        payload: { expectedUpdatedAt: reloaded.updatedAt, signUpOpen: false, unreadEmailDelayMinutes: 7 },
      });
      expect(third.statusCode).toBe(200);
      expect(third.json()).toMatchObject({ signUpOpen: false, unreadEmailDelayMinutes: 7 });
    } finally {
      await saveSettings(a.client, { signUpOpen: true, unreadEmailDelayMinutes: null });
    }
  });

  it('two different saves from the same version at once: one applies, the other is refused', async () => {
    const a = await signedInMember(t, { adminLevel: 'super_admin' });
    const b = await signedInMember(t, { adminLevel: 'super_admin' });
    const seen = (await a.client.get(paths.settings)).json();
    try {
      const answers = await Promise.all([
        a.client.request('PUT', paths.settings, {
          payload: { expectedUpdatedAt: seen.updatedAt, signUpOpen: false, unreadEmailDelayMinutes: 20 },
        }),
        b.client.request('PUT', paths.settings, {
          payload: { expectedUpdatedAt: seen.updatedAt, signUpOpen: true, unreadEmailDelayMinutes: 30 },
        }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const applied = answers.find((answer) => answer.statusCode === 200)!.json();
      expect((await a.client.get(paths.settings)).json()).toMatchObject({
        signUpOpen: applied.signUpOpen,
        unreadEmailDelayMinutes: applied.unreadEmailDelayMinutes,
      });
    } finally {
      await saveSettings(a.client, { signUpOpen: true, unreadEmailDelayMinutes: null });
    }
  });
});

/** Saves the settings over whatever they are now (a test's cleanup). */
async function saveSettings(
  client: TestClient,
  values: { signUpOpen: boolean; unreadEmailDelayMinutes: number | null },
): Promise<void> {
  const { updatedAt } = (await client.get(paths.settings)).json();
  const saved = await client.request('PUT', paths.settings, {
    payload: { expectedUpdatedAt: updatedAt, ...values },
  });
  expect(saved.statusCode).toBe(200);
}

describe('CSV reports', () => {
  it('professionals and bookings of the chosen days, formula-like cells defused, view_analytics only', async () => {
    const admin = await signedInMember(t, { adminLevel: 'admin' });
    const moderator = await signedInMember(t, { adminLevel: 'moderator' });
    const pro = await signedInMember(t, {
      profile: {
        role: 'photographer',
        display_name: '=HYPERLINK("http://evil.example","Click")',
        location: '+1 Main, "Old" Town',
      },
    });
    const client = await signedInMember(t, { profile: { role: 'client', display_name: 'Client Co' } });
    const booking = await createBooking(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      title: '@SUM(A1:A9)',
    });
    // Split on semicolons (a spreadsheet set to German or French), '=1+1' would be a cell.
    const semicolons = await createBooking(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      title: 'Lookbook;=1+1;\tx',
    });
    // A client who has since deleted their account: the booking stays, their address does not.
    const leaver = await signedInMember(t, { profile: { role: 'client', display_name: 'Gone Co' } });
    const leftBehind = await createBooking(t.db, {
      clientId: leaver.id,
      professionalId: pro.id,
      title: 'Old campaign',
      status: 'completed',
    });
    const deleted = await leaver.client.request('DELETE', '/api/auth/account', {
      payload: { password: DEFAULT_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const url = (kind: string, query: Record<string, string>) =>
      `${apiPath(paths.csvExport, { kind })}?${new URLSearchParams(query)}`;

    expect((await moderator.client.get(url('professionals', { from: today, to: today }))).statusCode).toBe(
      403,
    );

    const professionals = await admin.client.get(url('professionals', { from: today, to: today }));
    expect(professionals.statusCode).toBe(200);
    expect(professionals.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(professionals.headers['content-disposition']).toBe(
      `attachment; filename="frameline-professionals-${today}-to-${today}.csv"`,
    );
    const lines = professionals.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'user_id,display_name,full_name,email,role,location,status,suspension_reason,verification_status,available,hourly_rate,day_rate,created_at',
    );
    const line = lines.find((candidate) => candidate.startsWith(pro.id))!;
    expect(line).toContain(`,"'=HYPERLINK(""http://evil.example"",""Click"")",`);
    expect(line).toContain(`,"'+1 Main, ""Old"" Town",active,`);
    expect(lines.some((candidate) => candidate.startsWith(client.id))).toBe(false);

    const bookings = await admin.client.get(url('bookings', { from: today, to: today }));
    expect(bookings.statusCode).toBe(200);
    const bookingLine = bookings.body.split('\r\n').find((candidate) => candidate.startsWith(booking.id))!;
    expect(bookingLine).toContain(`${booking.id},'@SUM(A1:A9),pending,`);
    expect(bookings.body.split('\r\n')[0]?.replace(/^\uFEFF/, '')).toBe(
      'id,title,status,shoot_date,start_time,time_zone,duration_hours,location,rate_offered,rate_accepted,client_id,client_email,professional_id,professional_email,created_at,updated_at',
    );
    expect(bookingLine).toContain(`,${client.id},${client.email},${pro.id},${pro.email},`);
    const leaverLine = bookings.body.split('\r\n').find((candidate) => candidate.startsWith(leftBehind.id))!;
    expect(leaverLine).toContain(`,${leaver.id},,${pro.id},${pro.email},`);
    expect(leaverLine).not.toContain('invalid');
    const semicolonLine = bookings.body
      .split('\r\n')
      .find((candidate) => candidate.startsWith(semicolons.id))!;
    expect(semicolonLine).toContain(`${semicolons.id},"Lookbook;=1+1;\tx",pending,`);

    // Days before today hold none of them.
    const earlier = await admin.client.get(url('bookings', { from: '2020-01-01', to: '2020-01-31' }));
    expect(
      earlier.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);

    for (const query of [
      { from: today, to: '2020-01-01' },
      { from: 'yesterday', to: today },
      { from: today },
    ]) {
      const invalid = await admin.client.get(url('bookings', query as Record<string, string>));
      expect(invalid.statusCode).toBe(400);
      expect(errorOf(invalid).message).toBeTruthy();
    }
    expect((await admin.client.get(url('messages', { from: today, to: today }))).statusCode).toBe(400);
  });
});
