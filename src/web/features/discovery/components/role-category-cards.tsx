import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PROFESSIONAL_ROLES, type ProfessionalRole } from '../../../../shared/enums';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useRoleCountsQuery } from '../api/discovery-api';
import { ROLE_VISUALS } from '../lib/role-visuals';
import { countText, rolePlural } from '../lib/talent-format';

/**
 * One card per professional role with its live count (docs/product.md, Counts); each
 * opens the search filtered to that role.
 */
export function RoleCategoryCards({
  activeRole,
  resultsId,
}: {
  activeRole: ProfessionalRole | undefined;
  /** The id of the results section the cards scroll to. */
  resultsId: string;
}) {
  const counts = useRoleCountsQuery();
  const countOf = (role: ProfessionalRole) => counts.data?.roles.find((entry) => entry.role === role);

  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
      {PROFESSIONAL_ROLES.map((role) => {
        const { icon: Icon, blurb } = ROLE_VISUALS[role];
        const count = countOf(role);
        const active = activeRole === role;
        return (
          <li key={role} className="flex">
            <Link
              to={{ search: `?role=${role}`, hash: resultsId }}
              aria-current={active ? 'true' : undefined}
              className={cn(
                'group flex w-full flex-col items-start gap-3 rounded-card border bg-white p-4 text-ink transition-shadow duration-200 ease-out hover:shadow-md sm:flex-row sm:gap-4 sm:p-5',
                active ? 'border-ink' : 'border-zinc-200',
              )}
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-button bg-violet-50 text-violet-700 sm:size-12">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-semibold sm:text-lg">{rolePlural(role)}</span>
                  <ArrowRightIcon
                    className="hidden size-4 shrink-0 sm:block text-zinc-600 transition-transform duration-200 ease-out group-hover:translate-x-0.5"
                    aria-hidden="true"
                  />
                </div>
                <span className="hidden text-sm text-zinc-600 sm:block">{blurb}</span>
                <div className="mt-1 font-medium text-coral-700 text-sm">
                  {count ? (
                    `${countText(count.count, count.isCapped)} ${count.count === 1 ? 'professional' : 'professionals'}`
                  ) : counts.isError ? (
                    'Browse professionals'
                  ) : (
                    <>
                      <Skeleton className="h-5 w-28" />
                      <span className="sr-only">Counting professionals…</span>
                    </>
                  )}
                </div>
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
