import { type ProfessionalRole, ROLE_LABELS } from '../../../../shared/enums';
import type { DiscoverResponse, ProfessionalCard } from '../../../../shared/schemas/discovery';
import { formatCount, formatDollars } from '../../../lib/format-number';

// The texts and rules of a talent card and of a result list (docs/product.md, Talent cards;
// Sorting and pages).

/** A card shows up to three specialties, then '+N more'. */
export const CARD_SPECIALTY_LIMIT = 3;

/** '$X/day' when a day rate is set, else '$X/hour', else 'Rate negotiable'. */
export function rateText(card: Pick<ProfessionalCard, 'dayRate' | 'hourlyRate'>): string {
  if (card.dayRate !== null) return `${formatDollars(card.dayRate)}/day`;
  if (card.hourlyRate !== null) return `${formatDollars(card.hourlyRate)}/hour`;
  return 'Rate negotiable';
}

export function cardSpecialties(specialties: readonly string[], limit = CARD_SPECIALTY_LIMIT) {
  return { shown: specialties.slice(0, limit), more: Math.max(0, specialties.length - limit) };
}

export function isVerified(card: Pick<ProfessionalCard, 'verificationStatus'>): boolean {
  return card.verificationStatus === 'verified';
}

/** The rating line, or null while there are no reviews. */
export function ratingText(rating: ProfessionalCard['rating']): string | null {
  if (rating.average === null || rating.count === 0) return null;
  return `${rating.average.toFixed(1)} (${rating.count} ${rating.count === 1 ? 'review' : 'reviews'})`;
}

/**
 * Connect on a card: visitors cannot connect, nor can a member with themselves (the
 * button is disabled and says why); for other members it opens the conversation
 * (docs/product.md, Public profile page).
 */
export type ConnectState = 'visitor' | 'self' | 'member';
export function connectState(viewerId: string | null | undefined, cardUserId: string): ConnectState {
  if (!viewerId) return 'visitor';
  return viewerId === cardUserId ? 'self' : 'member';
}

export const CONNECT_HINTS: Record<Exclude<ConnectState, 'member'>, string> = {
  visitor: 'Sign in to connect with professionals',
  self: 'This is your own profile',
};

/** A count as shown: '10,000+' once the server stopped counting. */
export function countText(count: number, isCapped: boolean): string {
  return `${formatCount(count)}${isCapped ? '+' : ''}`;
}

/**
 * 'Showing X - Y of N professionals', every number with its thousands separators. A
 * capped count is never below the rows already shown: past the cap it reads 'of Y+', and
 * on the last page (no next link) the count is known, Y.
 */
export function resultsSummary(
  response: Pick<DiscoverResponse, 'from' | 'to' | 'total' | 'totalIsCapped'> & {
    links?: { next: unknown };
  },
): string {
  const { from, to } = response;
  const lastPage = response.links !== undefined && response.links.next === null;
  const known = response.totalIsCapped && lastPage && to >= response.total;
  const capped = response.totalIsCapped && !known;
  const total = known ? to : Math.max(response.total, to);
  const noun = total === 1 && !capped ? 'professional' : 'professionals';
  return `Showing ${formatCount(from)} - ${formatCount(to)} of ${countText(total, capped)} ${noun}`;
}

/** Page links appear only when there is more than one page. */
export function needsPagination(response: Pick<DiscoverResponse, 'total' | 'pageSize'>): boolean {
  return response.total > response.pageSize;
}

/** The plural label of a role for filters and category cards: 'Makeup Artists'. */
export function rolePlural(role: ProfessionalRole): string {
  return `${ROLE_LABELS[role]}s`;
}

export const NO_RESULTS_TITLE = 'No professionals found';

/** The advice under 'No professionals found', which depends on what was filtered. */
export function noResultsAdvice(filtered: boolean): string {
  return filtered ? 'Try another category or check back soon.' : 'Be the first to join as a professional.';
}

/** The same advice for the full search, where several filters may narrow the results. */
export function noSearchResultsAdvice(filterCount: number): string {
  if (filterCount === 0) return noResultsAdvice(false);
  return filterCount === 1
    ? 'Try another filter or check back soon.'
    : 'Try removing a filter, widening the rate range or choosing another date.';
}
