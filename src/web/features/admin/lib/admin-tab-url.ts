import { useSearchParams } from 'react-router';
import type { AdminPermission } from '../../../../shared/enums';
import { type Actor, mayAdminister } from '../../../../shared/policies';

// The admin area's tab lives in the address (?tab=professionals), so reload, links and
// the back button keep it (docs/product.md, Admin tabs). Overview is the default and has
// no parameter. A tab the level may not open, or an unknown one, reads as Overview.

export const DEFAULT_ADMIN_TAB = 'overview';

/** Who may open a tab: any active admin, or one whose level holds the permission. */
export type AdminTabAccess = AdminPermission | 'any admin';

export function mayOpenAdminTab(actor: Actor, access: AdminTabAccess): boolean {
  return mayAdminister(actor, access === 'any admin' ? undefined : access).allowed;
}

/** The tab the address names, when it is one of `ids` (the actor's tabs), else Overview. */
export function readAdminTab(value: string | null, ids: readonly string[]): string {
  return value && ids.includes(value) ? value : DEFAULT_ADMIN_TAB;
}

/**
 * The search string of a tab. Each tab's own parameters (a search, a page) belong to it,
 * so opening another tab starts that one afresh.
 */
export function adminTabSearch(id: string): URLSearchParams {
  return new URLSearchParams(id === DEFAULT_ADMIN_TAB ? {} : { tab: id });
}

/** The address of a tab, for links (the Overview's quick actions, emails). */
export function adminTabHref(id: string): string {
  const search = adminTabSearch(id).toString();
  return search ? `/admin?${search}` : '/admin';
}

/**
 * A tab's status filter, kept in the address (?tab=bookings&status=pending) so reload and
 * the back button keep it; a value not in `statuses` reads as no filter.
 */
export function useStatusFilter<Status extends string>(
  statuses: readonly Status[],
): [Status | undefined, (status: Status | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('status');
  const status = statuses.find((candidate) => candidate === value);
  const setStatus = (next: Status | undefined) => {
    const search = new URLSearchParams(params);
    if (next) search.set('status', next);
    else search.delete('status');
    setParams(search);
  };
  return [status, setStatus];
}
