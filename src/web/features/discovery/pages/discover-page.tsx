import { ArrowDownIcon, BriefcaseIcon } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { parseDiscoverParams } from '../../../../shared/discover-search';
import type { PageLink } from '../../../../shared/schemas/discovery';
import { DISCOVERY_TEXTS } from '../../../../shared/texts';
import { PageSection } from '../../../components/page-section';
import { Button } from '../../../components/ui/button';
import { usePageMeta } from '../../../lib/use-page-meta';
import { signInPath, useAuth } from '../../auth';
import { useDiscoverQuery, useRoleCountsQuery } from '../api/discovery-api';
import { DiscoverFilters } from '../components/discover-filters';
import { FeaturedTalent } from '../components/featured-talent';
import { RoleCategoryCards } from '../components/role-category-cards';
import { TalentResults } from '../components/talent-results';
import { activeFilterCount, changePage, clearFilters } from '../lib/discover-params';
import { countText, noSearchResultsAdvice } from '../lib/talent-format';
import { useDiscoverSearch } from '../lib/use-discover-search';

/** Results per page of the full search (the API's default). */
export const SEARCH_PAGE_SIZE = 12;
const RESULTS_ID = 'results';
const POST_PROJECT_PATH = '/dashboard?tab=bookings';
const parseSearch = (params: URLSearchParams) => parseDiscoverParams(params);

/**
 * Two of the project's own colour studies and the live head count (wide screens). The
 * images load lazily: phones, which hide this, then never download them.
 */
function HeroArt() {
  const counts = useRoleCountsQuery();
  return (
    <div className="relative hidden h-80 lg:block">
      <img
        src="/media/hero/silk-folds.webp"
        alt=""
        loading="lazy"
        width={960}
        height={540}
        className="absolute top-0 right-0 h-56 w-80 rotate-3 rounded-card object-cover shadow-2xl ring-1 ring-white/10"
      />
      <img
        src="/media/hero/fractal-bloom.webp"
        alt=""
        loading="lazy"
        width={960}
        height={540}
        className="-rotate-3 absolute bottom-0 left-0 h-44 w-72 rounded-card object-cover shadow-2xl ring-1 ring-white/10"
      />
      {counts.data && (
        <p className="absolute right-6 bottom-10 rounded-full bg-white px-4 py-2 font-semibold text-ink text-sm shadow-lg">
          {countText(counts.data.total, counts.data.totalIsCapped)} professionals ready to book
        </p>
      )}
    </div>
  );
}

function DiscoverHero({ onBrowse }: { onBrowse: () => void }) {
  const { user } = useAuth();
  return (
    <section aria-labelledby="discover-title" className="surface-dark relative isolate overflow-hidden">
      <div aria-hidden="true" className="-z-10 pointer-events-none absolute inset-0">
        <div className="-top-56 -right-48 absolute size-[40rem] glow-coral" />
        <div className="-bottom-64 -left-48 absolute size-[36rem] glow-violet" />
      </div>
      <div className="container-page grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.25fr_0.75fr] lg:py-24">
        <div className="flex min-w-0 flex-col gap-5">
          <p className="font-semibold text-coral-400 text-sm uppercase tracking-wider">Discover talent</p>
          <h1
            id="discover-title"
            className="max-w-3xl font-display font-semibold text-[2rem] leading-[1.1] tracking-tight [overflow-wrap:anywhere] sm:text-5xl"
          >
            Find the creative behind your next great shot.
          </h1>
          <p className="max-w-2xl text-lg text-zinc-300">
            Search models, photographers, videographers, stylists, makeup artists and creative directors by
            role, place, specialty, rate and the day you need them.
          </p>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={onBrowse}>
              Browse All Talent
              <ArrowDownIcon aria-hidden="true" />
            </Button>
            <Button asChild size="lg" variant="inverse">
              <Link to={user ? POST_PROJECT_PATH : signInPath(POST_PROJECT_PATH)}>
                <BriefcaseIcon aria-hidden="true" />
                Post a Project
              </Link>
            </Button>
          </div>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}

/**
 * /discover and /discover-talent (docs/product.md, Search filters): the hero and category
 * cards with live counts, three real top-rated professionals, and the full search whose
 * every filter and page lives in the URL.
 */
export function DiscoverPage() {
  const { pathname, search } = useLocation();
  usePageMeta(pathname === '/discover' ? '/discover' : '/discover-talent');

  // Typing must not jump the page to the results, so a change drops any #results.
  const { query, setQuery } = useDiscoverSearch({ parse: parseSearch, hash: null });
  const results = useDiscoverQuery({ ...query, pageSize: SEARCH_PAGE_SIZE });
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const filterCount = activeFilterCount(query);

  const browse = () => {
    const heading = resultsHeading.current;
    if (!heading) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.closest('section')?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    heading.focus({ preventScroll: true });
  };

  const goToPage = (link: PageLink) => {
    setQuery(changePage(query, link.cursor));
    // A new page starts at its top: bring the summary into view if it scrolled away.
    const heading = resultsHeading.current;
    if (heading && heading.getBoundingClientRect().top < 0) {
      document.getElementById(`${RESULTS_ID}-list`)?.scrollIntoView({ block: 'start' });
    }
  };

  const dropInvalidLink = useCallback(
    (message: string) => setQuery(changePage(query, null), { replace: true, note: message }),
    [query, setQuery],
  );
  // A page link the address holds but the search cannot read (made for another order or
  // page size, or edited) is not asked for: the page shows page 1, as the server rendered
  // it, and then says why, as for a link the API refuses.
  const unreadLink = (new URLSearchParams(search).get('cursor') ?? '').trim() !== '' && !query.cursor;
  useEffect(() => {
    if (unreadLink) dropInvalidLink(DISCOVERY_TEXTS.stalePageLink);
  }, [unreadLink, dropInvalidLink]);

  return (
    <>
      <DiscoverHero onBrowse={browse} />

      <PageSection
        eyebrow="Categories"
        title="Browse by category"
        lead="Every kind of creative a shoot needs, with the number of professionals ready to book."
      >
        <RoleCategoryCards activeRole={query.role} resultsId={RESULTS_ID} />
      </PageSection>

      <FeaturedTalent />

      <PageSection
        id={RESULTS_ID}
        className="render-when-near"
        eyebrow="Search"
        title="Search all talent"
        lead="Narrow by role, place, specialty, rate and availability. Share the address to share the search."
        headingRef={resultsHeading}
      >
        <div className="flex flex-col gap-8">
          <DiscoverFilters query={query} onChange={setQuery} />
          <div id={`${RESULTS_ID}-list`} className="scroll-mt-20">
            <TalentResults
              result={results}
              onNavigate={goToPage}
              pageHash={RESULTS_ID}
              onInvalidLink={dropInvalidLink}
              skeletons={6}
              emptyAdvice={noSearchResultsAdvice(filterCount)}
              emptyAction={
                filterCount > 0 ? (
                  <Button variant="outline" onClick={() => setQuery(clearFilters(query))}>
                    Clear filters
                  </Button>
                ) : (
                  <Button asChild>
                    <Link to="/auth?mode=sign-up">Join as a Creative</Link>
                  </Button>
                )
              }
              paginationLabel="Pages of search results"
            />
          </div>
        </div>
      </PageSection>
    </>
  );
}
