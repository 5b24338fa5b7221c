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

describe('repair 14: Connect and Book Now do not pretend', () => {
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

  it('tells another member that messaging and booking are coming soon, claiming nothing was sent', () => {
    const connect = contactOutcome('connect', member('client-1'), profile);
    const book = contactOutcome('book', member('client-1'), profile);
    expect(connect.kind).toBe('coming-soon');
    expect(book.kind).toBe('coming-soon');
    expect(connect.message).toMatch(/^Messaging is coming soon/);
    expect(book.message).toMatch(/^Booking requests are coming soon/);
    for (const { message } of [connect, book]) {
      expect(message).toContain('Nothing was sent.');
      expect(message).not.toMatch(/request sent|initiated/i);
    }
  });
});
