import { describe, expect, it } from 'vitest';
import { ADMIN_LEVELS, ADMIN_PERMISSIONS, type AdminLevel, type AdminPermission } from './enums.js';
import {
  type Actor,
  hasPermission,
  isAdmin,
  mayAdminister,
  mayBook,
  mayContact,
  maySeeContactDetails,
  mayUpload,
  mayViewProfile,
  type ProfileSubject,
} from './policies.js';

const member = (overrides: Partial<NonNullable<Actor>> = {}): NonNullable<Actor> => ({
  id: 'member',
  adminLevel: null,
  role: 'client',
  isSuspended: false,
  ...overrides,
});
const professional = (overrides: Partial<ProfileSubject> = {}): ProfileSubject => ({
  userId: 'pro',
  role: 'photographer',
  isSuspended: false,
  isAvailable: true,
  ...overrides,
});
const refusal = (verdict: { allowed: boolean; refusal?: string }) =>
  verdict.allowed ? 'allowed' : verdict.refusal;

describe('admin levels and permissions', () => {
  // The table of the product (docs/product.md, Admin levels and permissions), written out
  // here rather than read from enums.ts, so a change to the grants fails this test.
  const granted: Record<AdminLevel, AdminPermission[]> = {
    moderator: ['manage_bookings', 'manage_messages'],
    admin: ['manage_users', 'manage_bookings', 'manage_messages', 'view_analytics'],
    super_admin: [
      'manage_users',
      'manage_bookings',
      'manage_messages',
      'view_analytics',
      'manage_admins',
      'system_settings',
    ],
  };

  for (const level of ADMIN_LEVELS) {
    for (const permission of ADMIN_PERMISSIONS) {
      const expected = granted[level].includes(permission);
      it(`${level} ${expected ? 'holds' : 'lacks'} ${permission}`, () => {
        const actor = member({ adminLevel: level });
        expect(hasPermission(actor, permission)).toBe(expected);
        expect(refusal(mayAdminister(actor, permission))).toBe(expected ? 'allowed' : 'admin_level');
      });
    }
  }

  it('a member who is not an admin (or no longer active) holds nothing', () => {
    for (const permission of ADMIN_PERMISSIONS) expect(hasPermission(member(), permission)).toBe(false);
    expect(isAdmin(member())).toBe(false);
    expect(refusal(mayAdminister(member()))).toBe('not_admin');
    expect(refusal(mayAdminister(member(), 'manage_users'))).toBe('not_admin');
  });

  it('a visitor is asked to sign in', () => {
    expect(isAdmin(null)).toBe(false);
    expect(hasPermission(null, 'manage_users')).toBe(false);
    expect(refusal(mayAdminister(null))).toBe('sign_in');
  });

  it('any admin level enters the admin area', () => {
    for (const level of ADMIN_LEVELS)
      expect(refusal(mayAdminister(member({ adminLevel: level })))).toBe('allowed');
  });
});

describe('viewing a profile', () => {
  const suspended = { userId: 'pro', isSuspended: true };

  it('a profile in good standing is seen by everyone', () => {
    for (const viewer of [null, member(), member({ id: 'pro' }), member({ adminLevel: 'moderator' })])
      expect(refusal(mayViewProfile(viewer, { userId: 'pro', isSuspended: false }))).toBe('allowed');
  });

  it('a suspended profile is seen by its owner and admins only; to others it does not exist', () => {
    expect(refusal(mayViewProfile(null, suspended))).toBe('not_found');
    expect(refusal(mayViewProfile(member(), suspended))).toBe('not_found');
    expect(refusal(mayViewProfile(member({ id: 'pro', isSuspended: true }), suspended))).toBe('allowed');
    for (const level of ADMIN_LEVELS)
      expect(refusal(mayViewProfile(member({ adminLevel: level }), suspended))).toBe('allowed');
  });

  it('contact details: the owner and admins only', () => {
    expect(maySeeContactDetails(null, { userId: 'pro' })).toBe(false);
    expect(maySeeContactDetails(member(), { userId: 'pro' })).toBe(false);
    expect(maySeeContactDetails(member({ id: 'pro' }), { userId: 'pro' })).toBe(true);
    expect(maySeeContactDetails(member({ adminLevel: 'moderator' }), { userId: 'pro' })).toBe(true);
  });
});

describe('uploading images', () => {
  it('needs a signed-in member with a profile in good standing', () => {
    expect(refusal(mayUpload(null))).toBe('sign_in');
    expect(refusal(mayUpload({ hasProfile: false, isSuspended: false }))).toBe('no_profile');
    expect(refusal(mayUpload({ hasProfile: true, isSuspended: true }))).toBe('suspended');
    expect(refusal(mayUpload({ hasProfile: true, isSuspended: false }))).toBe('allowed');
  });
});

describe('contacting a member (Connect, messages)', () => {
  it('refuses visitors, oneself, a suspended sender and a suspended professional', () => {
    expect(refusal(mayContact(null, professional()))).toBe('sign_in');
    expect(refusal(mayContact(member({ id: 'pro' }), professional()))).toBe('self');
    expect(refusal(mayContact(member({ isSuspended: true }), professional()))).toBe('suspended');
    expect(refusal(mayContact(member(), professional({ isSuspended: true })))).toBe('unavailable');
  });

  it('allows any other member, clients and unavailable professionals included', () => {
    expect(refusal(mayContact(member(), professional()))).toBe('allowed');
    expect(refusal(mayContact(member(), professional({ isAvailable: false })))).toBe('allowed');
    expect(refusal(mayContact(member({ role: 'model' }), professional({ role: 'client' })))).toBe('allowed');
  });
});

describe('booking a professional (Book Now)', () => {
  it('refuses visitors, oneself, a suspended client, a client, an unavailable or suspended professional', () => {
    expect(refusal(mayBook(null, professional()))).toBe('sign_in');
    expect(refusal(mayBook(member({ id: 'pro' }), professional()))).toBe('self');
    expect(refusal(mayBook(member({ isSuspended: true }), professional()))).toBe('suspended');
    expect(refusal(mayBook(member(), professional({ role: 'client' })))).toBe('not_professional');
    expect(refusal(mayBook(member(), professional({ isAvailable: false })))).toBe('unavailable');
    expect(refusal(mayBook(member(), professional({ isSuspended: true })))).toBe('unavailable');
  });

  it('allows a member in good standing, professionals booking each other included', () => {
    expect(refusal(mayBook(member(), professional()))).toBe('allowed');
    expect(refusal(mayBook(member({ role: 'model' }), professional()))).toBe('allowed');
    expect(refusal(mayBook(member({ role: null }), professional()))).toBe('allowed');
  });
});
