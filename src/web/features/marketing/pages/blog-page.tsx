import { ArrowRightIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NO_SCRIPT_TEXTS } from '../../../../shared/texts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { NoScriptNote } from '../../../components/ui/no-script-note';
import { cn } from '../../../lib/cn';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ArtPanel } from '../components/art-panel';
import { ArticleCard } from '../components/article-card';
import { ArticleMeta, ArticleReader } from '../components/article-reader';
import { MarketingHero } from '../components/marketing-hero';
import { MarketingSection } from '../components/marketing-section';
import { NewsletterForm } from '../components/newsletter-form';
import {
  BLOG_ARTICLES,
  BLOG_CATEGORIES,
  BLOG_HERO,
  BLOG_PAGE_SIZE,
  type BlogCategory,
  FEATURED_ARTICLE,
} from '../content/blog';
import { type CategoryFilter, categoryCounts, filterByCategory, visibleSlice } from '../lib/blog-list';

const COUNTS = categoryCounts(BLOG_CATEGORIES, BLOG_ARTICLES);

/** /blog and /creative-blog: featured article, filterable list with Load More, newsletter. */
export function BlogPage() {
  usePageMeta('/creative-blog');
  const [category, setCategory] = useState<CategoryFilter<BlogCategory>>('All');
  const [loads, setLoads] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const featuredTitleId = useId();
  const newsletterTitleId = useId();

  const filtered = filterByCategory(BLOG_ARTICLES, category);
  const { shown, hasMore } = visibleSlice(filtered, loads, BLOG_PAGE_SIZE);

  // After Load More, move focus to the first article it revealed (checked after every render).
  useEffect(() => {
    if (focusFrom.current === null) return;
    const actions = listRef.current?.querySelectorAll<HTMLElement>('[data-article-action]');
    actions?.[focusFrom.current]?.focus();
    focusFrom.current = null;
  });

  function chooseCategory(next: CategoryFilter<BlogCategory>) {
    setCategory(next);
    setLoads(0);
  }

  function loadMore() {
    focusFrom.current = shown.length;
    setLoads((value) => value + 1);
  }

  return (
    <>
      <MarketingHero {...BLOG_HERO} art={['citrus', 'dusk', 'tide']} />

      <section aria-labelledby={featuredTitleId} className="bg-white">
        <div className="container-page pt-16 sm:pt-20">
          <article className="grid overflow-hidden rounded-card border border-zinc-200 bg-white lg:grid-cols-2">
            <ArtPanel tone={FEATURED_ARTICLE.tone} className="min-h-56 lg:min-h-96" />
            <div className="flex flex-col gap-4 p-6 sm:p-8 lg:p-10">
              <div className="flex flex-wrap gap-2">
                <Badge variant="accent">Featured</Badge>
                <Badge variant="violet">{FEATURED_ARTICLE.category}</Badge>
              </div>
              <h2
                id={featuredTitleId}
                className="font-display font-semibold text-2xl leading-tight tracking-tight sm:text-[2rem]"
              >
                {FEATURED_ARTICLE.title}
              </h2>
              <p className="text-lg text-zinc-600">{FEATURED_ARTICLE.excerpt}</p>
              <ArticleMeta article={FEATURED_ARTICLE} className="text-sm" />
              <div className="mt-auto pt-2">
                <ArticleReader
                  article={FEATURED_ARTICLE}
                  trigger={
                    <Button variant="dark" size="lg">
                      Read the featured article
                      <ArrowRightIcon aria-hidden="true" />
                    </Button>
                  }
                />
              </div>
            </div>
          </article>
        </div>
      </section>

      <MarketingSection id="articles" eyebrow="Latest" title="Articles">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Filter articles by category</legend>
          <NoScriptNote className="w-full">{NO_SCRIPT_TEXTS.controls}</NoScriptNote>
          {COUNTS.map((entry) => {
            const active = entry.category === category;
            return (
              <Button
                key={entry.category}
                variant={active ? 'dark' : 'outline'}
                size="sm"
                aria-pressed={active}
                onClick={() => chooseCategory(entry.category)}
              >
                {entry.category}
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs',
                    active ? 'bg-white/20 text-white' : 'bg-zinc-100 text-zinc-700',
                  )}
                >
                  {entry.count}
                  <span className="sr-only">{entry.count === 1 ? ' article' : ' articles'}</span>
                </span>
              </Button>
            );
          })}
        </fieldset>

        <p aria-live="polite" className="mt-6 text-sm text-zinc-600">
          Showing {shown.length} of {filtered.length} {filtered.length === 1 ? 'article' : 'articles'}
          {category === 'All' ? '' : ` in ${category}`}
        </p>

        <ul ref={listRef} className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>

        {hasMore && (
          <div className="mt-10 flex justify-center">
            <Button variant="outline" size="lg" onClick={loadMore}>
              Load More Articles
            </Button>
          </div>
        )}
      </MarketingSection>

      <section id="newsletter" aria-labelledby={newsletterTitleId} className="scroll-mt-16 bg-canvas">
        <div className="container-page py-16 sm:py-20">
          <div className="grid gap-8 rounded-card border border-zinc-200 bg-white p-6 sm:p-10 lg:grid-cols-2 lg:items-center">
            <div className="flex flex-col gap-3">
              <p className="font-semibold text-coral-700 text-sm uppercase tracking-wider">Newsletter</p>
              <h2
                id={newsletterTitleId}
                className="font-display font-semibold text-2xl leading-tight tracking-tight sm:text-[2rem]"
              >
                The best of the blog, every other week
              </h2>
              <p className="text-zinc-600">
                New articles, industry reports and open briefs in one short email. No spam, and we never share
                your address.
              </p>
            </div>
            <NewsletterForm source="blog" />
          </div>
        </div>
      </section>
    </>
  );
}
