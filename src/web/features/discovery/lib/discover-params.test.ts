import { describe, expect, it } from 'vitest';
import { parseDiscoverParams } from '../../../../shared/discover-search';
import { discoverOrderKey, encodeDiscoverCursor } from '../../../../shared/schemas/discovery';
import {
  activeFilterCount,
  changePage,
  changeSearch,
  clearFilters,
  parseRoleAndCursor,
  toSearchParams,
} from './discover-params';

const params = (text: string) => new URLSearchParams(text);
/** A page link of the 'rating' sort at the default page size, as the server makes them. */
const ratingCursor = encodeDiscoverCursor({
  position: 'after',
  order: discoverOrderKey('rating'),
  anchorKey: ['4.50', '12'],
  anchorId: '0b0e8f9a-1111-4222-8333-944445555666',
  page: 2,
  skipPages: 0,
});

describe('a search in the URL', () => {
  it('reads every filter with the shared schema', () => {
    expect(
      parseDiscoverParams(
        params(
          `q=+anna+&role=photographer&location=Paris&specialty=fashion&minRate=50&maxRate=500&rateUnit=hour&availableOn=2026-05-01&sort=rating&cursor=${ratingCursor}`,
        ),
      ),
    ).toEqual({
      q: 'anna',
      role: 'photographer',
      location: 'Paris',
      specialty: 'fashion',
      minRate: 50,
      maxRate: 500,
      rateUnit: 'hour',
      availableOn: '2026-05-01',
      sort: 'rating',
      cursor: ratingCursor,
    });
    // A page link the server did not make (or made for another order) is dropped.
    expect(parseDiscoverParams(params('sort=rating&cursor=abc'))).toEqual({ sort: 'rating' });
    expect(parseDiscoverParams(params(`sort=newest&cursor=${ratingCursor}`))).toEqual({ sort: 'newest' });
  });

  it('drops values the schema refuses and keeps the rest', () => {
    expect(
      parseDiscoverParams(params('role=astronaut&minRate=abc&sort=rating&availableOn=tomorrow&utm_source=x')),
    ).toEqual({ sort: 'rating' });
    // A minimum above the maximum: the minimum goes.
    expect(parseDiscoverParams(params('minRate=900&maxRate=100'))).toEqual({ maxRate: 100 });
    expect(parseDiscoverParams(params('pageSize=500'), ['q'])).toEqual({});
  });

  it('reads the landing section without zod', () => {
    expect(parseRoleAndCursor(params('role=stylist&cursor=xyz&q=ignored'))).toEqual({
      role: 'stylist',
      cursor: 'xyz',
    });
    expect(parseRoleAndCursor(params(`role=client&cursor=${'x'.repeat(601)}`))).toEqual({});
  });

  it('writes a stable query string without empty values', () => {
    expect(toSearchParams({ sort: 'rating', role: 'model', q: '' }).toString()).toBe(
      'role=model&sort=rating',
    );
  });

  it('starts again at page 1 whenever the search changes', () => {
    const onPage3 = { role: 'model', cursor: 'c3' } as const;
    expect(changeSearch(onPage3, { role: 'stylist' })).toEqual({ role: 'stylist' });
    expect(changeSearch(onPage3, { role: undefined })).toEqual({});
    expect(changePage(onPage3, 'c4')).toEqual({ role: 'model', cursor: 'c4' });
    expect(changePage(onPage3, null)).toEqual({ role: 'model' });
  });

  it('clears filters but keeps the order and its rate unit', () => {
    const query = { q: 'a', location: 'Paris', sort: 'rate_asc', cursor: 'c' } as const;
    expect(activeFilterCount(query)).toBe(2);
    expect(clearFilters(query)).toEqual({ sort: 'rate_asc' });
    const byHour = { minRate: 50, rateUnit: 'hour', sort: 'rate_desc' } as const;
    expect(activeFilterCount(byHour)).toBe(1);
    expect(clearFilters(byHour)).toEqual({ rateUnit: 'hour', sort: 'rate_desc' });
  });
});
