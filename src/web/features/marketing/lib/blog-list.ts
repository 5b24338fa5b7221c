// The blog's client-side list rules: category counts, filtering and Load More.

export type CategoryFilter<C extends string> = C | 'All';

/** How many articles each category has, with 'All' first; categories without articles are left out. */
export function categoryCounts<C extends string>(
  categories: readonly C[],
  articles: readonly { category: C }[],
): { category: CategoryFilter<C>; count: number }[] {
  const counts = categories
    .map((category) => ({
      category: category as CategoryFilter<C>,
      count: articles.filter((article) => article.category === category).length,
    }))
    .filter((entry) => entry.count > 0);
  return [{ category: 'All', count: articles.length }, ...counts];
}

export function filterByCategory<T extends { category: string }>(
  articles: readonly T[],
  category: string,
): T[] {
  return category === 'All' ? [...articles] : articles.filter((article) => article.category === category);
}

/** The slice shown after `loads` presses of Load More, and whether more remain. */
export function visibleSlice<T>(
  items: readonly T[],
  loads: number,
  pageSize: { initial: number; more: number },
): { shown: T[]; hasMore: boolean } {
  const count = pageSize.initial + loads * pageSize.more;
  return { shown: items.slice(0, count), hasMore: items.length > count };
}
