// The help center's client-side search: every word of the query must appear in the
// question or the answer (case- and accent-insensitive).

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function searchTerms(query: string): string[] {
  return normalise(query).split(/\s+/).filter(Boolean);
}

export function matchesHelpQuery(article: { question: string; answer: string }, query: string): boolean {
  const terms = searchTerms(query);
  if (terms.length === 0) return true;
  const haystack = normalise(`${article.question} ${article.answer}`);
  return terms.every((term) => haystack.includes(term));
}

export function searchHelpArticles<T extends { question: string; answer: string; category: string }>(
  articles: readonly T[],
  query: string,
  category: string | null,
): T[] {
  return articles.filter(
    (article) => (category === null || article.category === category) && matchesHelpQuery(article, query),
  );
}
