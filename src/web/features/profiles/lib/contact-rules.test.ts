import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../../shared/policies';
import { contactOutcome } from './contact-rules';

const profile = {
  userId: 'pro-1',
  displayName: 'Ava Chen',
  role: 'photographer' as const,
  isSuspended: false,
  isAvailable: true,
};
const member = (id: string, overrides: Partial<NonNullable<Actor>> = {}): Actor => ({
  id,
  adminLevel: null,
  role: 'client',
  isSuspended: false,
  ...overrides,
});

describe('Connect and Book Now on a public profile', () => {
  it("asks visitors to sign in and refuses contacting oneself, with the product's texts", () => {
    expect(contactOutcome('connect', null, profile)).toEqual({
      kind: 'sign-in',
      message: 'Please sign in to connect with professionals',
    });
    expect(contactOutcome('book', null, profile)).toEqual({
      kind: 'sign-in',
      message: 'Please sign in to book professionals',
    });
    expect(contactOutcome('connect', member('pro-1'), profile)).toEqual({
      kind: 'refused',
      message: 'You cannot connect with yourself',
    });
    expect(contactOutcome('book', member('pro-1'), profile)).toEqual({
      kind: 'refused',
      message: 'You cannot book yourself',
    });
  });

  it('refuses a suspended member, as the server would', () => {
    const outcome = contactOutcome('connect', member('client-1', { isSuspended: true }), profile);
    expect(outcome).toEqual({
      kind: 'refused',
      message: 'Your account is suspended. You can still sign in and read.',
    });
  });

  it('opens the conversation with the professional in the dashboard for another member', () => {
    expect(contactOutcome('connect', member('client-1'), profile)).toEqual({
      kind: 'open',
      path: '/dashboard?tab=messages&with=pro-1',
    });
    // A photographer may write to a model, too.
    expect(contactOutcome('connect', member('pro-2', { role: 'photographer' }), profile).kind).toBe('open');
  });

  it('opens the booking form for another member, and refuses an unavailable professional', () => {
    expect(contactOutcome('book', member('client-1'), profile)).toEqual({ kind: 'book' });
    expect(contactOutcome('book', member('client-1'), { ...profile, isAvailable: false })).toEqual({
      kind: 'refused',
      message: 'This professional is not available right now.',
    });
  });
});
