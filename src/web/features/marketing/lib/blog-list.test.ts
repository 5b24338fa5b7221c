import { describe, expect, it } from 'vitest';
import { BLOG_ARTICLES, BLOG_CATEGORIES, BLOG_PAGE_SIZE } from '../content/blog';
import { categoryCounts, filterByCategory, visibleSlice } from './blog-list';

describe('blog list rules', () => {
  it('counts the articles of each category, All first, and leaves empty categories out', () => {
    const counts = categoryCounts(['A', 'B', 'C'] as const, [
      { category: 'A' },
      { category: 'A' },
      { category: 'C' },
    ]);
    expect(counts).toEqual([
      { category: 'All', count: 3 },
      { category: 'A', count: 2 },
      { category: 'C', count: 1 },
    ]);
  });

  it('filters by category, All keeping everything', () => {
    const items = [{ category: 'A' }, { category: 'B' }];
    expect(filterByCategory(items, 'All')).toEqual(items);
    expect(filterByCategory(items, 'B')).toEqual([{ category: 'B' }]);
  });

  it('shows five articles, then three more per Load More, until none are left', () => {
    const items = Array.from({ length: 12 }, (_, i) => i);
    expect(visibleSlice(items, 0, BLOG_PAGE_SIZE)).toEqual({ shown: items.slice(0, 5), hasMore: true });
    expect(visibleSlice(items, 2, BLOG_PAGE_SIZE).shown).toHaveLength(11);
    expect(visibleSlice(items, 3, BLOG_PAGE_SIZE)).toEqual({ shown: items, hasMore: false });
    expect(visibleSlice(items.slice(0, 5), 0, BLOG_PAGE_SIZE).hasMore).toBe(false);
  });

  it('has enough content for the page: five cards at first, and counts that add up', () => {
    expect(BLOG_ARTICLES.length).toBeGreaterThan(BLOG_PAGE_SIZE.initial);
    const counts = categoryCounts(BLOG_CATEGORIES, BLOG_ARTICLES);
    expect(counts.slice(1).reduce((sum, entry) => sum + entry.count, 0)).toBe(BLOG_ARTICLES.length);
    for (const article of BLOG_ARTICLES) {
      expect(article.body.length, article.id).toBeGreaterThan(0);
      expect(new Set(BLOG_ARTICLES.map((a) => a.id)).size).toBe(BLOG_ARTICLES.length);
    }
  });
});
