import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time';

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
