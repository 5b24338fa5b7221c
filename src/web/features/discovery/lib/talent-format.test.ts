import { describe, expect, it } from 'vitest';
import {
  cardSpecialties,
  connectState,
  countText,
  needsPagination,
  noResultsAdvice,
  noSearchResultsAdvice,
  rateText,
  ratingText,
  resultsSummary,
  rolePlural,
} from './talent-format';

describe('talent card texts', () => {
  it('shows the day rate first, then the hourly rate, else negotiable', () => {
    expect(rateText({ dayRate: 1400, hourlyRate: 150 })).toBe('$1,400/day');
    expect(rateText({ dayRate: null, hourlyRate: 85 })).toBe('$85/hour');
    expect(rateText({ dayRate: null, hourlyRate: 85.5 })).toBe('$85.50/hour');
    expect(rateText({ dayRate: 0, hourlyRate: null })).toBe('$0/day');
    expect(rateText({ dayRate: null, hourlyRate: null })).toBe('Rate negotiable');
  });

  it('shows up to three specialties, then +N more', () => {
    expect(cardSpecialties(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(cardSpecialties(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
  });

  it('lets members connect with others only', () => {
    expect(connectState(null, 'u1')).toBe('visitor');
    expect(connectState('u1', 'u1')).toBe('self');
    expect(connectState('u2', 'u1')).toBe('member');
  });

  it('words ratings, counts and the summary', () => {
    expect(ratingText({ average: null, count: 0 })).toBeNull();
    expect(ratingText({ average: 4.25, count: 1 })).toBe('4.3 (1 review)');
    expect(ratingText({ average: 5, count: 12 })).toBe('5.0 (12 reviews)');
    expect(countText(10_000, true)).toBe('10,000+');
    expect(resultsSummary({ from: 4, to: 6, total: 26, totalIsCapped: false })).toBe(
      'Showing 4 - 6 of 26 professionals',
    );
    expect(resultsSummary({ from: 1, to: 3, total: 10_000, totalIsCapped: true })).toBe(
      'Showing 1 - 3 of 10,000+ professionals',
    );
    expect(resultsSummary({ from: 1, to: 1, total: 1, totalIsCapped: false })).toBe(
      'Showing 1 - 1 of 1 professional',
    );
    expect(resultsSummary({ from: 1_165, to: 1_175, total: 1_175, totalIsCapped: false })).toBe(
      'Showing 1,165 - 1,175 of 1,175 professionals',
    );
    // A capped count below the rows shown: 'of Y+' while more pages follow, Y on the last.
    expect(resultsSummary({ from: 97, to: 108, total: 100, totalIsCapped: true, links: { next: {} } })).toBe(
      'Showing 97 - 108 of 108+ professionals',
    );
    expect(
      resultsSummary({ from: 385, to: 393, total: 100, totalIsCapped: true, links: { next: null } }),
    ).toBe('Showing 385 - 393 of 393 professionals');
    expect(resultsSummary({ from: 1, to: 12, total: 1_000, totalIsCapped: true, links: { next: {} } })).toBe(
      'Showing 1 - 12 of 1,000+ professionals',
    );
    expect(rolePlural('makeup_artist')).toBe('Makeup Artists');
  });

  it('pages only when there is more than a page', () => {
    expect(needsPagination({ total: 3, pageSize: 3 })).toBe(false);
    expect(needsPagination({ total: 4, pageSize: 3 })).toBe(true);
  });

  it('gives advice that depends on the filter', () => {
    expect(noResultsAdvice(false)).toBe('Be the first to join as a professional.');
    expect(noResultsAdvice(true)).toBe('Try another category or check back soon.');
    expect(noSearchResultsAdvice(0)).toBe('Be the first to join as a professional.');
    expect(noSearchResultsAdvice(1)).toBe('Try another filter or check back soon.');
    expect(noSearchResultsAdvice(3)).toMatch(/removing a filter/);
  });
});
