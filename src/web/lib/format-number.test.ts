import { describe, expect, it } from 'vitest';
import { formatCount, formatDollars } from './format-number';

describe('number formats', () => {
  it('groups thousands the way en-US does', () => {
    for (const count of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 123_456_789]) {
      expect(formatCount(count), String(count)).toBe(new Intl.NumberFormat('en-US').format(count));
    }
  });

  it('writes whole dollars without cents and other amounts with two', () => {
    const intl = (amount: number) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
        maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      }).format(amount);
    for (const amount of [0, 5, 85.5, 99.99, 150, 1400, 12_500.25, 1_000_000, -40, 0.5]) {
      expect(formatDollars(amount), String(amount)).toBe(intl(amount));
    }
    expect(formatDollars(1250)).toBe('$1,250');
    expect(formatDollars(85.5)).toBe('$85.50');
  });
});
