import { describe, expect, it } from 'vitest';
import { messageDay, sameDay, timeAgo } from './relative-time';

describe('relative message times', () => {
  const now = Date.parse('2027-03-05T12:00:00Z');
  const earlier = (ms: number) => new Date(now - ms).toISOString();

  it("reads like '5 minutes ago'", () => {
    expect(timeAgo(earlier(20_000), now)).toBe('less than a minute ago');
    expect(timeAgo(earlier(5 * 60_000), now)).toBe('5 minutes ago');
    expect(timeAgo(earlier(2 * 3_600_000), now)).toBe('about 2 hours ago');
    expect(timeAgo(earlier(3 * 86_400_000), now)).toBe('3 days ago');
  });

  it('never speaks of the future when the clocks disagree a little', () => {
    expect(timeAgo(new Date(now + 30_000).toISOString(), now)).toBe('less than a minute ago');
  });
});

describe('day separators', () => {
  // Local times, so the test reads the same in every time zone.
  const at = (day: number, hour: number, minute = 0) => new Date(2027, 2, day, hour, minute).toISOString();
  const now = new Date(2027, 2, 5, 9, 30).getTime();

  it('names today and yesterday, and any earlier day by its date', () => {
    expect(messageDay(at(5, 0, 1), now)).toBe('Today');
    expect(messageDay(at(4, 23, 59), now)).toBe('Yesterday');
    expect(messageDay(at(4, 0, 0), now)).toBe('Yesterday');
    expect(messageDay(at(3, 23, 59), now)).toBe('March 03, 2027');
    expect(messageDay(new Date(2026, 11, 31, 12).toISOString(), now)).toBe('December 31, 2026');
  });

  it('splits at midnight on this calendar, not at 24 hours apart', () => {
    expect(sameDay(at(4, 23, 59), at(5, 0, 1))).toBe(false);
    expect(sameDay(at(5, 0, 1), at(5, 23, 59))).toBe(true);
  });
});
