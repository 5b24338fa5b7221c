import { ChevronDownIcon, SearchIcon, SearchXIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { NO_SCRIPT_TEXTS } from '../../../../shared/texts';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NoScriptNote } from '../../../components/ui/no-script-note';
import { cn } from '../../../lib/cn';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';
import { MarketingHero } from '../components/marketing-hero';
import { MarketingSection } from '../components/marketing-section';
import { SupportOptions } from '../components/support-options';
import {
  HELP_ARTICLES,
  HELP_CATEGORIES,
  HELP_HERO,
  type HelpCategoryId,
  SUPPORT_OPTIONS,
} from '../content/help-center';
import { SUPPORT_CONTACT_HREF } from '../content/links';
import { searchHelpArticles } from '../lib/help-search';

const CATEGORY_TITLES = Object.fromEntries(HELP_CATEGORIES.map((c) => [c.id, c.title])) as Record<
  HelpCategoryId,
  string
>;

/** /help-center: searchable answers, four categories, and the ways to reach support. */
export function HelpCenterPage() {
  usePageMeta('/help-center');
  const [query, setQuery] = useState('');
  const keepQuery = useTypedBeforeHydration<HTMLInputElement>(setQuery);
  const [category, setCategory] = useState<HelpCategoryId | null>(null);
  const searchId = useId();
  const resultsRef = useRef<HTMLDivElement>(null);

  const results = searchHelpArticles(HELP_ARTICLES, query, category);
  const filtering = query.trim() !== '' || category !== null;

  function clearFilters() {
    setQuery('');
    setCategory(null);
  }

  return (
    <>
      <MarketingHero {...HELP_HERO} art={['dusk', 'ember', 'citrus']}>
        <search className="mt-2 max-w-xl">
          <NoScriptNote className="mb-3">{NO_SCRIPT_TEXTS.helpSearch}</NoScriptNote>
          {/* POST, so a send without scripts never writes what was typed into the address. */}
          <form
            method="post"
            onSubmit={(event) => {
              event.preventDefault();
              resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
            }}
          >
            <Label htmlFor={searchId} className="sr-only">
              Search help articles
            </Label>
            <div className="relative">
              <SearchIcon
                className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-zinc-600"
                aria-hidden="true"
              />
              <Input
                id={searchId}
                ref={keepQuery}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder="Search the help center"
                autoComplete="off"
                className="h-14 pl-12 text-base sm:h-14 sm:text-base"
              />
            </div>
          </form>
        </search>
      </MarketingHero>

      <MarketingSection
        id="categories"
        eyebrow="Browse"
        title="Help by topic"
        lead="Choose a topic to see its articles, or search above."
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {HELP_CATEGORIES.map(({ icon: Icon, ...item }) => {
            const count = HELP_ARTICLES.filter((article) => article.category === item.id).length;
            const active = category === item.id;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => {
                    setCategory(active ? null : item.id);
                    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                  }}
                  className={cn(
                    'flex h-full w-full cursor-pointer flex-col rounded-card border bg-white p-6 text-left transition-[border-color,box-shadow] duration-200 hover:shadow-md',
                    active ? 'border-coral-500 ring-1 ring-coral-500' : 'border-zinc-200',
                  )}
                >
                  <span className="flex size-11 items-center justify-center rounded-button bg-violet-50 text-violet-700">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="mt-5 font-semibold text-lg">{item.title}</span>
                  <span className="mt-2 flex-1 text-zinc-600">{item.text}</span>
                  <span className="mt-4 font-medium text-sm text-violet-700">
                    {count} {count === 1 ? 'article' : 'articles'}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </MarketingSection>

      <MarketingSection
        id="articles"
        surface="canvas"
        eyebrow="Answers"
        title={category ? CATEGORY_TITLES[category] : 'Common questions'}
        action={
          filtering ? (
            <Button variant="outline" onClick={clearFilters}>
              Show all questions
            </Button>
          ) : undefined
        }
      >
        <div ref={resultsRef} className="scroll-mt-24">
          <p aria-live="polite" className="text-sm text-zinc-600">
            {filtering
              ? `${results.length} ${results.length === 1 ? 'article matches' : 'articles match'}${
                  query.trim() ? ` "${query.trim()}"` : ''
                }`
              : `${results.length} articles`}
          </p>
          {results.length > 0 ? (
            <ul className="mt-4 grid items-start gap-3 lg:grid-cols-2">
              {results.map((article) => (
                <li key={article.id}>
                  <details className="group rounded-card border border-zinc-200 bg-white open:shadow-sm">
                    <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-card p-5 [&::-webkit-details-marker]:hidden">
                      <span>
                        <span className="block font-medium text-violet-700 text-xs uppercase tracking-wider">
                          {CATEGORY_TITLES[article.category]}
                        </span>
                        <span className="mt-1 block font-semibold text-base">{article.question}</span>
                      </span>
                      <ChevronDownIcon
                        className="mt-1 size-5 shrink-0 text-zinc-600 transition-transform duration-200 group-open:rotate-180"
                        aria-hidden="true"
                      />
                    </summary>
                    <p className="px-5 pb-5 text-zinc-700">{article.answer}</p>
                  </details>
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-4 flex flex-col items-center rounded-card border border-zinc-300 border-dashed bg-white px-6 py-12 text-center">
              <SearchXIcon className="size-8 text-zinc-500" aria-hidden="true" />
              <h3 className="mt-4 font-semibold text-lg">No articles found</h3>
              <p className="mt-2 max-w-md text-zinc-600">
                Nothing matches {query.trim() ? `"${query.trim()}"` : 'this filter'}. Try other words, or ask
                our support team.
              </p>
              <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                <Button variant="outline" onClick={clearFilters}>
                  Clear search
                </Button>
                <Button asChild variant="dark">
                  <Link to={SUPPORT_CONTACT_HREF}>Ask support</Link>
                </Button>
              </div>
            </div>
          )}
        </div>
      </MarketingSection>

      <MarketingSection
        id="support"
        eyebrow="Still stuck?"
        title="Talk to a person"
        lead="Our support team answers every message within 24 hours."
      >
        <SupportOptions options={SUPPORT_OPTIONS} />
      </MarketingSection>
    </>
  );
}
