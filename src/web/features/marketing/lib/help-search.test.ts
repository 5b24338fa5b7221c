import { describe, expect, it } from 'vitest';
import { HELP_ARTICLES } from '../content/help-center';
import { matchesHelpQuery, searchHelpArticles } from './help-search';

describe('help center search', () => {
  const article = {
    question: 'How do I reset my password?',
    answer: 'Choose Forgot password? on the sign-in page.',
  };

  it('matches every word, in any order, ignoring case and accents', () => {
    expect(matchesHelpQuery(article, '')).toBe(true);
    expect(matchesHelpQuery(article, '  PASSWORD  reset ')).toBe(true);
    expect(matchesHelpQuery(article, 'sign-in forgot')).toBe(true);
    expect(matchesHelpQuery(article, 'pässword')).toBe(true);
    expect(matchesHelpQuery(article, 'password invoice')).toBe(false);
  });

  it('combines the query with a category', () => {
    const bookings = searchHelpArticles(HELP_ARTICLES, '', 'bookings');
    expect(bookings.length).toBeGreaterThan(0);
    expect(bookings.every((a) => a.category === 'bookings')).toBe(true);
    expect(searchHelpArticles(HELP_ARTICLES, 'password', 'bookings')).toEqual([]);
    expect(searchHelpArticles(HELP_ARTICLES, 'zebra crossing', null)).toEqual([]);
  });
});
