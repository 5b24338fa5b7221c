import { describe, expect, it } from 'vitest';
import { contactOutcome } from './contact-rules';

const profile = { userId: 'pro-1', displayName: 'Ava Chen' };

describe('repair 14: Connect and Book Now do not pretend (D24)', () => {
  it('asks visitors to sign in and refuses contacting oneself, with the SPEC texts', () => {
    expect(contactOutcome('connect', null, profile)).toEqual({
      kind: 'sign-in',
      message: 'Please sign in to connect with professionals',
    });
    expect(contactOutcome('book', undefined, profile)).toEqual({
      kind: 'sign-in',
      message: 'Please sign in to book professionals',
    });
    expect(contactOutcome('connect', 'pro-1', profile)).toEqual({
      kind: 'self',
      message: 'You cannot connect with yourself',
    });
    expect(contactOutcome('book', 'pro-1', profile)).toEqual({
      kind: 'self',
      message: 'You cannot book yourself',
    });
  });

  it('tells another member that messaging and booking are coming soon, claiming nothing was sent', () => {
    const connect = contactOutcome('connect', 'client-1', profile);
    const book = contactOutcome('book', 'client-1', profile);
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
