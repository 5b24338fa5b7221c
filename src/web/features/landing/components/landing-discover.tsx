import { ArrowRightIcon } from 'lucide-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { PROFESSIONAL_ROLES, type ProfessionalRole } from '../../../../shared/enums';
import { DISCOVER_PAGE_SIZE } from '../../../../shared/limits';
import { LANDING_PARAM_KEYS } from '../../../../shared/ssr';
import { PageSection } from '../../../components/page-section';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import {
  changePage,
  changeSearch,
  noResultsAdvice,
  parseRoleAndCursor,
  rolePlural,
  TalentResults,
  useDiscoverQuery,
  useDiscoverSearch,
} from '../../discovery';

export const DISCOVER_SECTION_ID = 'discover';

const FILTERS: ReadonlyArray<{ role: ProfessionalRole | undefined; label: string }> = [
  { role: undefined, label: 'All Professionals' },
  ...PROFESSIONAL_ROLES.map((role) => ({ role, label: rolePlural(role) })),
];

/**
 * The landing page's discover section (docs/product.md, Landing discover section): role
 * filters, three professionals a page, and page links. The filter and page live in the
 * URL, so Back, reload and a shared link all show the same page, with the view kept on
 * #discover.
 */
export function LandingDiscover() {
  const { query, setQuery } = useDiscoverSearch({
    parse: parseRoleAndCursor,
    keys: LANDING_PARAM_KEYS,
    hash: DISCOVER_SECTION_ID,
  });
  const results = useDiscoverQuery({ ...query, pageSize: DISCOVER_PAGE_SIZE });
  const dropInvalidLink = useCallback(
    (message: string) => setQuery(changePage(query, null), { replace: true, note: message }),
    [query, setQuery],
  );
  const fullSearch = query.role ? `/discover-talent?role=${query.role}` : '/discover-talent';

  return (
    <PageSection
      size="large"
      id={DISCOVER_SECTION_ID}
      eyebrow="Discover"
      title="Meet the talent"
      lead="Real professionals on Frameline, newest first. Pick a role to narrow the list."
      action={
        <Button asChild variant="outline">
          <Link to={fullSearch}>
            Open the full search
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      }
    >
      <div className="flex flex-col gap-8">
        {/* A GET form whose buttons name the role: without scripts a press loads the landing
            at that role (the server renders it), as the app's own press shows it. 'All
            Professionals' names none. */}
        <form method="get" action={`/#${DISCOVER_SECTION_ID}`} onSubmit={(event) => event.preventDefault()}>
          {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset */}
          <div role="group" aria-label="Filter by role" className="flex flex-wrap gap-2">
            {FILTERS.map(({ role, label }) => {
              const active = query.role === role;
              return (
                <Button
                  key={label}
                  type="submit"
                  name={role ? 'role' : undefined}
                  value={role}
                  variant={active ? 'dark' : 'outline'}
                  size="sm"
                  aria-pressed={active}
                  className={cn('rounded-full px-4')}
                  onClick={() => {
                    if (!active) setQuery(changeSearch(query, { role }));
                  }}
                >
                  {label}
                </Button>
              );
            })}
          </div>
        </form>

        <TalentResults
          result={results}
          onNavigate={(link) => setQuery(changePage(query, link.cursor))}
          pageHash={DISCOVER_SECTION_ID}
          onInvalidLink={dropInvalidLink}
          skeletons={DISCOVER_PAGE_SIZE}
          emptyAdvice={noResultsAdvice(query.role !== undefined)}
          emptyAction={
            query.role ? (
              <Button variant="outline" onClick={() => setQuery({})}>
                Show all professionals
              </Button>
            ) : (
              <Button asChild>
                <Link to="/auth?mode=sign-up">Join as a Creative</Link>
              </Button>
            )
          }
          paginationLabel="Pages of professionals"
          grid="showcase"
        />
      </div>
    </PageSection>
  );
}
