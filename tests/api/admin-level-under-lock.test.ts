import { describe, expect, it } from 'vitest';
import { API_PATHS, apiPath } from '../../src/shared/api-paths.js';
import type { AdminPermission } from '../../src/shared/enums.js';
import { signedInMember } from '../support/members.js';
import { type ModerationTargets, moderationTargets } from '../support/moderation.js';
import { whileAdminChangeHeld } from '../support/row-locks.js';
import { errorOf, setupTestApp, type TestClient } from '../support/test-app.js';

// docs/product.md, Admin levels and permissions: an admin action is done under the level
// its admin has when it commits. Each admin write (and the audited read of a conversation)
// reads the acting admin's record again under a lock: a deactivation or a demotion that
// commits while the action waits on that record refuses it, with no audit row and nothing
// changed; a demotion that leaves the permission lets it through.

const t = setupTestApp({ RATE_LIMITS: 'false' });

type Action = {
  name: string;
  permission: AdminPermission;
  call: (admin: TestClient, target: ModerationTargets) => ReturnType<TestClient['request']>;
  /** What the action changes, read back: the same before and after a refusal. */
  state: (target: ModerationTargets) => Promise<unknown>;
};

const bookingStatus = (target: ModerationTargets) =>
  t.db.selectFrom('bookings').select('status').where('id', '=', target.booking.id).executeTakeFirst();
const messageHidden = (target: ModerationTargets) =>
  t.db.selectFrom('messages').select('hidden_at').where('id', '=', target.message.id).executeTakeFirst();
const profileOf = (target: ModerationTargets) =>
  t.db
    .selectFrom('profiles')
    .select(['suspended_at', 'verification_status'])
    .where('user_id', '=', target.pro.id)
    .executeTakeFirst();

const ACTIONS: Action[] = [
  {
    name: 'accept a pending booking',
    permission: 'manage_bookings',
    call: (admin, { booking }) =>
      admin.request('PUT', `/api/admin/bookings/${booking.id}/status`, {
        payload: { status: 'accepted', expectedStatus: 'pending', reason: 'Confirmed by phone' },
      }),
    state: bookingStatus,
  },
  {
    name: 'read a conversation',
    permission: 'manage_messages',
    call: (admin, { message }) =>
      admin.request('GET', `/api/admin/messages/${message.id}/conversation`, { csrf: true }),
    state: async () => null,
  },
  {
    name: 'delete a message',
    permission: 'manage_messages',
    call: (admin, { message }) =>
      admin.request('PUT', `/api/admin/messages/${message.id}/hidden`, { payload: { reason: 'Harassment' } }),
    state: messageHidden,
  },
  {
    name: 'delete a reported message',
    permission: 'manage_messages',
    call: (admin, { report }) =>
      admin.request('POST', `/api/admin/reports/${report.id}/resolution`, {
        payload: { outcome: 'delete_message', note: 'Insulting' },
      }),
    state: messageHidden,
  },
  {
    name: 'suspend a reported member',
    permission: 'manage_users',
    call: (admin, { report }) =>
      admin.request('POST', `/api/admin/reports/${report.id}/resolution`, {
        payload: { outcome: 'suspend_member', note: 'Repeated spam' },
      }),
    state: profileOf,
  },
  {
    name: 'hide a review',
    permission: 'manage_messages',
    call: (admin, { review }) =>
      admin.request('PUT', `/api/admin/reviews/${review.id}/hidden`, {
        payload: { reason: 'Private address' },
      }),
    state: ({ review }) =>
      t.db.selectFrom('reviews').select('hidden_at').where('id', '=', review.id).executeTakeFirst(),
  },
  {
    name: 'suspend a professional',
    permission: 'manage_users',
    call: (admin, { pro }) =>
      admin.request('PUT', apiPath(API_PATHS.admin.professionalSuspension, { userId: pro.id }), {
        payload: { reason: 'Fake portfolio' },
      }),
    state: profileOf,
  },
  {
    name: 'verify a professional',
    permission: 'manage_users',
    call: (admin, { pro }) =>
      admin.request('PUT', apiPath(API_PATHS.admin.professionalVerification, { userId: pro.id }), {
        payload: { status: 'verified' },
      }),
    state: profileOf,
  },
  {
    name: 'change the platform settings',
    permission: 'system_settings',
    call: async (admin) => {
      const { updatedAt } = (await admin.get(API_PATHS.admin.settings)).json();
      return admin.request('PUT', API_PATHS.admin.settings, {
        payload: { expectedUpdatedAt: updatedAt, signUpOpen: false, unreadEmailDelayMinutes: 5 },
      });
    },
    state: () => t.db.selectFrom('platform_settings').selectAll().executeTakeFirst(),
  },
];

const auditRowsOf = async (adminId: string) =>
  (await t.db.selectFrom('audit_logs').select('id').where('actor_id', '=', adminId).execute()).length;

describe('an admin action and a change to its admin at once', () => {
  it.each(ACTIONS)('$name: refused when the admin is deactivated meanwhile', async (action) => {
    const target = await moderationTargets(t);
    const admin = await signedInMember(t, { adminLevel: 'super_admin' });
    const before = await action.state(target);
    // (Platform settings: the form's read takes no lock and answers at once; its save waits.)
    const answer = await whileAdminChangeHeld(t.db, admin.id, { is_active: false }, () =>
      action.call(admin.client, target),
    );
    expect(answer.statusCode).toBe(403);
    expect(errorOf(answer).code).toBe('FORBIDDEN');
    expect(await auditRowsOf(admin.id)).toBe(0);
    expect(await action.state(target)).toEqual(before);
  });

  it.each(
    ACTIONS.filter(({ permission }) => permission !== 'manage_bookings' && permission !== 'manage_messages'),
  )('$name: refused when the admin is made a moderator meanwhile', async (action) => {
    const target = await moderationTargets(t);
    const admin = await signedInMember(t, { adminLevel: 'super_admin' });
    const before = await action.state(target);
    const answer = await whileAdminChangeHeld(t.db, admin.id, { admin_level: 'moderator' }, () =>
      action.call(admin.client, target),
    );
    expect(answer.statusCode).toBe(403);
    expect(errorOf(answer).message).toBe('Your admin level does not allow this.');
    expect(await auditRowsOf(admin.id)).toBe(0);
    expect(await action.state(target)).toEqual(before);
  });

  it('a demotion that keeps the permission lets the action through once it has committed', async () => {
    const target = await moderationTargets(t);
    const admin = await signedInMember(t, { adminLevel: 'super_admin' });
    const answer = await whileAdminChangeHeld(t.db, admin.id, { admin_level: 'moderator' }, () =>
      admin.client.request('PUT', `/api/admin/messages/${target.message.id}/hidden`, {
        payload: { reason: 'Harassment' },
      }),
    );
    expect(answer.statusCode).toBe(200);
    expect(await auditRowsOf(admin.id)).toBe(1);
    expect((await messageHidden(target))?.hidden_at).not.toBeNull();
  });
});
