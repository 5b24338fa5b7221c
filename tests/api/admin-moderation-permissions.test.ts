import { describe, expect, it } from 'vitest';
import { type AdminPermission, PERMISSIONS_BY_LEVEL } from '../../src/shared/enums.js';
import { signedInMember } from '../support/members.js';
import { type ModerationTargets, moderationTargets } from '../support/moderation.js';
import { errorOf, setupTestApp, TestClient } from '../support/test-app.js';

// docs/product.md, Admin levels and permissions: every moderation endpoint x visitor,
// member, inactive admin, moderator, admin and super_admin, answered as the permission
// table says (0 unexpected allows); a refused write leaves no audit row, an allowed one
// exactly one.

const t = setupTestApp({ RATE_LIMITS: 'false' });

const ACTORS = ['visitor', 'member', 'inactive admin', 'moderator', 'admin', 'super_admin'] as const;
type Actor = (typeof ACTORS)[number];

async function cast(): Promise<Record<Actor, TestClient>> {
  const member = await signedInMember(t, { profile: 'client' });
  const inactive = await signedInMember(t, { adminLevel: 'super_admin' });
  await t.db.updateTable('admins').set({ is_active: false }).where('user_id', '=', inactive.id).execute();
  const [moderator, admin, superAdmin] = await Promise.all(
    (['moderator', 'admin', 'super_admin'] as const).map((adminLevel) => signedInMember(t, { adminLevel })),
  );
  return {
    visitor: new TestClient(t.app),
    member: member.client,
    'inactive admin': inactive.client,
    moderator: moderator!.client,
    admin: admin!.client,
    super_admin: superAdmin!.client,
  };
}

/** What the table says `actor` gets from an endpoint that needs `permissions` (all of them). */
function expectedStatus(endpoint: Endpoint, actor: Actor, ok: number): number {
  const { permissions } = endpoint;
  if (actor === 'visitor') return 401;
  if (actor === 'member' || actor === 'inactive admin') return endpoint.nonAdminStatus ?? 403;
  return permissions.every((permission) => PERMISSIONS_BY_LEVEL[actor].includes(permission)) ? ok : 403;
}

type Endpoint = {
  name: string;
  permissions: AdminPermission[];
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  /** The path, for a fresh set of targets (writes change them). */
  path: (target: ModerationTargets) => string;
  payload?: unknown;
  /** Whether an allowed call leaves one audit row. */
  audited: boolean;
  prepare?: (target: ModerationTargets) => Promise<void>;
  /** Outside the admin scope, a member who is no party is answered as if it did not exist. */
  nonAdminStatus?: number;
};

const ENDPOINTS: Endpoint[] = [
  {
    name: 'list bookings',
    permissions: ['manage_bookings'],
    method: 'GET',
    path: () => '/api/admin/bookings',
    audited: false,
  },
  {
    name: 'accept a pending booking',
    permissions: ['manage_bookings'],
    method: 'PUT',
    path: ({ booking }) => `/api/admin/bookings/${booking.id}/status`,
    payload: { status: 'accepted', expectedStatus: 'pending', reason: 'Confirmed by phone' },
    audited: true,
  },
  {
    name: 'read a booking with its history',
    permissions: ['manage_bookings'],
    method: 'GET',
    path: ({ booking }) => `/api/bookings/${booking.id}`,
    audited: false,
    nonAdminStatus: 404,
  },
  {
    name: 'list messages',
    permissions: ['manage_messages'],
    method: 'GET',
    path: () => '/api/admin/messages',
    audited: false,
  },
  {
    name: 'read a conversation',
    permissions: ['manage_messages'],
    method: 'GET',
    path: ({ message }) => `/api/admin/messages/${message.id}/conversation`,
    audited: true,
  },
  {
    name: 'delete a message',
    permissions: ['manage_messages'],
    method: 'PUT',
    path: ({ message }) => `/api/admin/messages/${message.id}/hidden`,
    payload: { reason: 'Harassment' },
    audited: true,
  },
  {
    name: 'list reports',
    permissions: ['manage_messages'],
    method: 'GET',
    path: () => '/api/admin/reports',
    audited: false,
  },
  {
    name: 'dismiss a report',
    permissions: ['manage_messages'],
    method: 'POST',
    path: ({ report }) => `/api/admin/reports/${report.id}/resolution`,
    payload: { outcome: 'dismiss', note: 'Not a breach of the rules' },
    audited: true,
  },
  {
    name: 'delete a reported message',
    permissions: ['manage_messages'],
    method: 'POST',
    path: ({ report }) => `/api/admin/reports/${report.id}/resolution`,
    payload: { outcome: 'delete_message', note: 'Insulting' },
    audited: true,
  },
  {
    name: 'suspend a reported member',
    permissions: ['manage_messages', 'manage_users'],
    method: 'POST',
    path: ({ report }) => `/api/admin/reports/${report.id}/resolution`,
    payload: { outcome: 'suspend_member', note: 'Repeated spam' },
    audited: true,
  },
  {
    name: 'list reviews',
    permissions: ['manage_messages'],
    method: 'GET',
    path: () => '/api/admin/reviews',
    audited: false,
  },
  {
    name: 'hide a review',
    permissions: ['manage_messages'],
    method: 'PUT',
    path: ({ review }) => `/api/admin/reviews/${review.id}/hidden`,
    payload: { reason: 'Names a private address' },
    audited: true,
  },
  {
    name: 'show a review again',
    permissions: ['manage_messages'],
    method: 'DELETE',
    path: ({ review }) => `/api/admin/reviews/${review.id}/hidden`,
    audited: true,
    prepare: async ({ review }) => {
      await t.db
        .updateTable('reviews')
        .set({ hidden_at: new Date(), hidden_reason: 'Earlier decision' })
        .where('id', '=', review.id)
        .execute();
    },
  },
  {
    name: 'read the audit log',
    permissions: ['view_analytics'],
    method: 'GET',
    path: () => '/api/admin/audit-log',
    audited: false,
  },
  {
    name: "the audit log's filters",
    permissions: ['view_analytics'],
    method: 'GET',
    path: () => '/api/admin/audit-log/filters',
    audited: false,
  },
];

const auditCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('audit_logs')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('moderation endpoints x who asks, as the permission table says', () => {
  for (const endpoint of ENDPOINTS) {
    it(endpoint.name, async () => {
      const clients = await cast();
      for (const actor of ACTORS) {
        const target = await moderationTargets(t);
        await endpoint.prepare?.(target);
        const before = await auditCount();
        const response = await clients[actor].request(endpoint.method, endpoint.path(target), {
          payload: endpoint.payload,
          // As the admin screens send them (an audited read carries the CSRF header).
          csrf: true,
        });
        const expected = expectedStatus(endpoint, actor, 200);
        expect(response.statusCode, `${actor}: ${response.body}`).toBe(expected);
        if (expected >= 400) {
          expect(errorOf(response).message).toBeTruthy();
          if (expected === 403 && actor !== 'member' && actor !== 'inactive admin')
            expect(errorOf(response).message).toBe('Your admin level does not allow this.');
        }
        // Admin reads run in parallel with nothing else here: the count is this call's.
        expect(await auditCount(), actor).toBe(before + (expected === 200 && endpoint.audited ? 1 : 0));
      }
    });
  }
});
