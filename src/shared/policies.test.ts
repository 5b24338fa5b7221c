import { describe, expect, it } from 'vitest';
import { ADMIN_LEVELS, ADMIN_PERMISSIONS, type AdminLevel, type AdminPermission } from './enums.js';
import {
  type Actor,
  calendarBlocker,
  countActiveSuperAdmins,
  hasPermission,
  isAdmin,
  mayAddToCalendar,
  mayAdminister,
  mayAnswerReview,
  mayArrangePortfolio,
  mayBook,
  mayChangeBookingTime,
  mayChangeStanding,
  mayContact,
  mayDeleteMessage,
  mayMoveBooking,
  mayReadBooking,
  mayRequestBookings,
  mayReviewBooking,
  maySeeContactDetails,
  mayUpload,
  mayViewProfile,
  mayWriteReviews,
  offersBooking,
  offersConnect,
  type ProfileSubject,
  reportOutcomes,
  reviewBlocker,
  showsPortfolio,
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

describe("a member's portfolio", () => {
  it("is shown while the owner is a professional; a client's kept works to the owner and admins only", () => {
    const pro = { userId: 'pro', role: 'photographer' } as const;
    const former = { userId: 'pro', role: 'client' } as const;
    expect(showsPortfolio(null, pro)).toBe(true);
    expect(showsPortfolio(null, former)).toBe(false);
    expect(showsPortfolio(member(), former)).toBe(false);
    expect(showsPortfolio(member({ id: 'pro' }), former)).toBe(true);
    expect(showsPortfolio(member({ adminLevel: 'moderator' }), former)).toBe(true);
  });

  it('is arranged (changed, featured, reordered) by a professional only', () => {
    expect(refusal(mayArrangePortfolio(undefined))).toBe('no_profile');
    expect(refusal(mayArrangePortfolio({ role: 'client' }))).toBe('not_professional');
    expect(refusal(mayArrangePortfolio({ role: 'model' }))).toBe('allowed');
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

describe('deleting a message', () => {
  const sentAt = new Date('2026-12-07T12:00:00Z');
  const message = { senderId: 'me', recipientId: 'them', createdAt: sentAt };
  const minutesLater = (minutes: number) => new Date(sentAt.getTime() + minutes * 60_000);

  it('its sender in good standing, up to 15 minutes after sending', () => {
    expect(refusal(mayDeleteMessage(member({ id: 'me' }), message, minutesLater(0)))).toBe('allowed');
    expect(refusal(mayDeleteMessage(member({ id: 'me' }), message, minutesLater(15)))).toBe('allowed');
    expect(refusal(mayDeleteMessage(member({ id: 'me' }), message, minutesLater(15.01)))).toBe('conflict');
  });

  it('not the recipient, not anyone else (for whom it does not exist), not while suspended', () => {
    expect(refusal(mayDeleteMessage(null, message, minutesLater(1)))).toBe('sign_in');
    expect(refusal(mayDeleteMessage(member({ id: 'them' }), message, minutesLater(1)))).toBe('not_party');
    expect(
      refusal(mayDeleteMessage(member({ id: 'else', adminLevel: 'super_admin' }), message, minutesLater(1))),
    ).toBe('not_found');
    expect(refusal(mayDeleteMessage(member({ id: 'me', isSuspended: true }), message, minutesLater(1)))).toBe(
      'suspended',
    );
  });
});

describe('booking a professional (Book Now)', () => {
  it('refuses visitors, oneself, a suspended client, a client, an unavailable or suspended professional', () => {
    expect(refusal(mayBook(null, professional()))).toBe('sign_in');
    expect(refusal(mayBook(member({ id: 'pro' }), professional()))).toBe('self');
    expect(refusal(mayBook(member({ isSuspended: true }), professional()))).toBe('suspended');
    expect(refusal(mayRequestBookings(null))).toBe('sign_in');
    expect(refusal(mayRequestBookings(member({ isSuspended: true })))).toBe('suspended');
    expect(refusal(mayRequestBookings(member()))).toBe('allowed');
    expect(offersBooking(professional())).toBe(true);
    expect(offersBooking(professional({ isAvailable: false }))).toBe(false);
    expect(offersBooking(professional({ isSuspended: true }))).toBe(false);
    expect(offersBooking(professional({ role: 'client' }))).toBe(false);
    expect(offersConnect(professional({ isAvailable: false }))).toBe(false);
    expect(offersConnect(professional({ role: 'client', isAvailable: false }))).toBe(true);
    expect(offersConnect(professional({ role: 'client', isSuspended: true }))).toBe(false);
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

describe('bookings and reviews', () => {
  const now = new Date('2027-03-01T12:00:00Z');
  const booking = {
    status: 'pending' as const,
    shootDate: '2027-03-20',
    startTime: '10:00',
    timeZone: 'America/New_York',
    createdAt: '2027-02-28T12:00:00Z',
    clientId: 'client',
    professionalId: 'pro',
  };
  const client = member({ id: 'client' });
  const pro = member({ id: 'pro', role: 'photographer' });
  const stranger = member({ id: 'stranger' });
  const moderator = member({ id: 'mod', adminLevel: 'moderator' });

  it('a booking is read by its parties and admins; to others it does not exist', () => {
    expect(refusal(mayReadBooking(client, booking))).toBe('allowed');
    expect(refusal(mayReadBooking(pro, booking))).toBe('allowed');
    expect(refusal(mayReadBooking(moderator, booking))).toBe('allowed');
    expect(refusal(mayReadBooking(stranger, booking))).toBe('not_found');
    expect(refusal(mayReadBooking(null, booking))).toBe('sign_in');
  });

  it('a new time: either party proposes one at a time, the other answers, the proposer withdraws', () => {
    const accepted = { ...booking, status: 'accepted' as const, proposal: null };
    const proposed = {
      ...accepted,
      proposal: { by: 'client' as const, shootDate: '2027-03-22', startTime: '09:00' },
    };
    expect(refusal(mayChangeBookingTime(client, accepted, 'propose', now))).toBe('allowed');
    expect(refusal(mayChangeBookingTime(pro, accepted, 'propose', now))).toBe('allowed');
    expect(refusal(mayChangeBookingTime(moderator, accepted, 'propose', now))).toBe('not_party');
    expect(refusal(mayChangeBookingTime(stranger, accepted, 'propose', now))).toBe('not_found');
    expect(refusal(mayChangeBookingTime(null, accepted, 'propose', now))).toBe('sign_in');
    expect(refusal(mayChangeBookingTime(pro, accepted, 'accept', now))).toBe('conflict');
    expect(refusal(mayChangeBookingTime(pro, { ...accepted, status: 'pending' }, 'propose', now))).toBe(
      'conflict',
    );
    // The shoot starts at 10:00 New York time (14:00 UTC, summer time) on its date.
    const shootDay = new Date('2027-03-20T14:00:00Z');
    expect(
      refusal(mayChangeBookingTime(pro, accepted, 'propose', new Date(shootDay.getTime() - 60_000))),
    ).toBe('allowed');
    expect(refusal(mayChangeBookingTime(pro, accepted, 'propose', shootDay))).toBe('conflict');

    expect(refusal(mayChangeBookingTime(client, proposed, 'propose', now))).toBe('conflict');
    expect(refusal(mayChangeBookingTime(pro, proposed, 'accept', now))).toBe('allowed');
    expect(refusal(mayChangeBookingTime(pro, proposed, 'decline', now))).toBe('allowed');
    expect(refusal(mayChangeBookingTime(client, proposed, 'accept', now))).toBe('not_party');
    expect(refusal(mayChangeBookingTime(pro, proposed, 'withdraw', now))).toBe('not_party');
    expect(refusal(mayChangeBookingTime(client, proposed, 'withdraw', now))).toBe('allowed');
    // A proposed time already past can be declined, not accepted.
    const passed = {
      ...proposed,
      proposal: { ...proposed.proposal, shootDate: '2027-03-01', startTime: '06:00' },
    };
    expect(refusal(mayChangeBookingTime(pro, passed, 'accept', now))).toBe('conflict');
    expect(refusal(mayChangeBookingTime(pro, passed, 'decline', now))).toBe('allowed');
    // Suspended: no proposing nor accepting; declining and withdrawing stay.
    const suspendedPro = member({ id: 'pro', isSuspended: true });
    const suspendedClient = member({ id: 'client', isSuspended: true });
    expect(refusal(mayChangeBookingTime(suspendedPro, accepted, 'propose', now))).toBe('suspended');
    expect(refusal(mayChangeBookingTime(suspendedPro, proposed, 'accept', now))).toBe('suspended');
    expect(refusal(mayChangeBookingTime(suspendedPro, proposed, 'decline', now))).toBe('allowed');
    expect(refusal(mayChangeBookingTime(suspendedClient, proposed, 'withdraw', now))).toBe('allowed');
  });

  it('moves follow the table: the wrong side is refused, a stale status is a conflict', () => {
    expect(refusal(mayMoveBooking(pro, booking, 'accept', now))).toBe('allowed');
    expect(refusal(mayMoveBooking(client, booking, 'accept', now))).toBe('not_party');
    expect(refusal(mayMoveBooking(moderator, booking, 'accept', now))).toBe('not_party');
    expect(refusal(mayMoveBooking(stranger, booking, 'accept', now))).toBe('not_found');
    expect(refusal(mayMoveBooking(null, booking, 'accept', now))).toBe('sign_in');
    expect(refusal(mayMoveBooking(pro, { ...booking, status: 'accepted' }, 'accept', now))).toBe('conflict');
    expect(refusal(mayMoveBooking(client, booking, 'cancel', now))).toBe('allowed');
  });

  it('an accepted booking goes into its parties’ calendars; an admin reading it has no calendar', () => {
    const accepted = { ...booking, status: 'accepted' as const };
    expect(refusal(mayAddToCalendar(client, accepted))).toBe('allowed');
    expect(refusal(mayAddToCalendar(pro, accepted))).toBe('allowed');
    expect(refusal(mayAddToCalendar(moderator, accepted))).toBe('not_found');
    expect(refusal(mayAddToCalendar(member({ id: 'chief', adminLevel: 'super_admin' }), accepted))).toBe(
      'not_found',
    );
    expect(refusal(mayAddToCalendar(stranger, accepted))).toBe('not_found');
    expect(refusal(mayAddToCalendar(null, accepted))).toBe('sign_in');
    expect(refusal(mayAddToCalendar(client, booking))).toBe('conflict');
    // The screens ask by the viewer's side (null for an administrator), as the server does.
    expect(calendarBlocker('client', 'accepted')).toBeNull();
    expect(calendarBlocker('professional', 'accepted')).toBeNull();
    expect(calendarBlocker(null, 'accepted')).toBe('not_party');
    expect(calendarBlocker('client', 'completed')).toBe('not_accepted');
  });

  it('a suspended professional cannot accept, but may decline', () => {
    const suspended = member({ id: 'pro', isSuspended: true });
    expect(refusal(mayMoveBooking(suspended, booking, 'accept', now))).toBe('suspended');
    expect(refusal(mayMoveBooking(suspended, booking, 'decline', now))).toBe('allowed');
  });

  it('the client reviews a completed booking once, within 14 days', () => {
    const completed = {
      ...booking,
      status: 'completed' as const,
      completedAt: '2027-02-20T12:00:00Z',
      reviewed: false,
    };
    expect(refusal(mayReviewBooking(client, completed, now))).toBe('allowed');
    expect(refusal(mayReviewBooking(pro, completed, now))).toBe('not_party');
    // Someone who may not read the booking finds none; an administrator who may is refused.
    expect(refusal(mayReviewBooking(stranger, completed, now))).toBe('not_found');
    expect(refusal(mayReviewBooking({ ...stranger, adminLevel: 'admin' }, completed, now))).toBe('not_party');
    expect(refusal(mayReviewBooking(null, completed, now))).toBe('sign_in');
    expect(refusal(mayReviewBooking(client, { ...completed, reviewed: true }, now))).toBe('conflict');
    expect(refusal(mayReviewBooking({ ...client, isSuspended: true }, completed, now))).toBe('suspended');
    // What may await a member's review at all (the dashboard's card).
    expect(refusal(mayWriteReviews(client))).toBe('allowed');
    expect(refusal(mayWriteReviews({ ...client, isSuspended: true }))).toBe('suspended');
    expect(refusal(mayWriteReviews(null))).toBe('sign_in');
    expect(reviewBlocker({ ...completed, status: 'accepted' }, now)).toBe('not_completed');
    expect(reviewBlocker({ ...completed, completedAt: '2027-02-15T11:59:59Z' }, now)).toBe('window_closed');
    expect(reviewBlocker({ ...completed, completedAt: '2027-02-15T12:00:00Z' }, now)).toBeNull();
  });

  it('the reviewed professional answers once', () => {
    expect(refusal(mayAnswerReview(pro, { revieweeId: 'pro', answered: false }))).toBe('allowed');
    expect(refusal(mayAnswerReview(pro, { revieweeId: 'pro', answered: true }))).toBe('conflict');
    expect(refusal(mayAnswerReview(client, { revieweeId: 'pro', answered: false }))).toBe('not_party');
    expect(
      refusal(mayAnswerReview({ ...pro, isSuspended: true }, { revieweeId: 'pro', answered: false })),
    ).toBe('suspended');
  });
});

describe('moderation and admin records', () => {
  const report = {
    messageShown: true,
    reviewShown: false,
    member: { userId: 'reported', adminLevel: null },
    memberHasProfile: true,
    memberIsSuspended: false,
  };

  it('offers deleting a shown message and suspending with manage_users only', () => {
    expect(reportOutcomes(member({ adminLevel: 'moderator' }), report)).toEqual([
      'dismiss',
      'delete_message',
    ]);
    expect(reportOutcomes(member({ adminLevel: 'admin' }), report)).toEqual([
      'dismiss',
      'delete_message',
      'suspend_member',
    ]);
    const admin = member({ adminLevel: 'super_admin' });
    expect(reportOutcomes(admin, { ...report, messageShown: false })).toEqual(['dismiss', 'suspend_member']);
    expect(reportOutcomes(admin, { ...report, memberHasProfile: false })).toEqual([
      'dismiss',
      'delete_message',
    ]);
    expect(reportOutcomes(admin, { ...report, memberIsSuspended: true })).toEqual([
      'dismiss',
      'delete_message',
    ]);
    // Nobody suspends themselves, nor an administrator above them.
    expect(reportOutcomes(member({ id: 'reported', adminLevel: 'admin' }), report)).toEqual([
      'dismiss',
      'delete_message',
    ]);
    const aboutSuperAdmin = { ...report, member: { userId: 'reported', adminLevel: 'super_admin' as const } };
    expect(reportOutcomes(member({ adminLevel: 'admin' }), aboutSuperAdmin)).toEqual([
      'dismiss',
      'delete_message',
    ]);
    expect(reportOutcomes(admin, aboutSuperAdmin)).toEqual(['dismiss', 'delete_message', 'suspend_member']);
  });

  it('offers hiding a reported review while it is on the profile, to a moderator too', () => {
    const ofReview = { ...report, messageShown: false, reviewShown: true };
    expect(reportOutcomes(member({ adminLevel: 'moderator' }), ofReview)).toEqual(['dismiss', 'hide_review']);
    expect(reportOutcomes(member({ adminLevel: 'moderator' }), { ...ofReview, reviewShown: false })).toEqual([
      'dismiss',
    ]);
  });

  it('suspends and activates members with manage_users, never oneself nor an administrator above one', () => {
    const admin = member({ id: 'me', adminLevel: 'admin' });
    const subject = (adminLevel: 'moderator' | 'admin' | 'super_admin' | null, userId = 'other') => ({
      userId,
      adminLevel,
    });
    expect(mayChangeStanding(admin, subject(null)).allowed).toBe(true);
    expect(mayChangeStanding(admin, subject('moderator')).allowed).toBe(true);
    expect(mayChangeStanding(admin, subject('admin')).allowed).toBe(true);
    expect(refusal(mayChangeStanding(admin, subject('super_admin')))).toBe('admin_level');
    expect(refusal(mayChangeStanding(admin, subject('admin', 'me')))).toBe('self');
    expect(mayChangeStanding(member({ adminLevel: 'super_admin' }), subject('super_admin')).allowed).toBe(
      true,
    );
    expect(refusal(mayChangeStanding(member({ adminLevel: 'moderator' }), subject(null)))).toBe(
      'admin_level',
    );
    expect(refusal(mayChangeStanding(member(), subject(null)))).toBe('not_admin');
    expect(refusal(mayChangeStanding(null, subject(null)))).toBe('sign_in');
  });

  it('counts active super_admins, the ADMIN_EMAIL account once it has signed up', () => {
    const record = { userId: 'a', level: 'super_admin' as const, isActive: true, isBootstrap: false };
    expect(
      countActiveSuperAdmins([
        record,
        { ...record, userId: 'b', isActive: false },
        { ...record, userId: 'c', level: 'admin' },
        { ...record, userId: null, isBootstrap: true },
      ]),
    ).toBe(1);
    expect(countActiveSuperAdmins([record, { ...record, userId: 'boot', isBootstrap: true }])).toBe(2);
  });
});
