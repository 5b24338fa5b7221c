import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '../../../../shared/api-paths';
import type { ReviewPage } from '../../../../shared/schemas/reviews';
import { api, qs } from '../../../lib/api-client';
import { reviewKeys } from '../../../lib/query-keys';

// Fetchers, query options and hooks of a profile's reviews (docs/product.md, Reviews):
// newest first, one page after the other ('Show more').

export const reviewsApi = {
  page: (userId: string, cursor: string | null, signal?: AbortSignal) =>
    api.get<ReviewPage>(`${apiPath(API_PATHS.reviews.ofProfile, { userId })}${qs({ cursor })}`, { signal }),
};

export const profileReviewsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.profile(userId),
    queryFn: ({ pageParam, signal }) => reviewsApi.page(userId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The cache entry of a first page fetched elsewhere (the server render). */
export function firstReviewPage(page: ReviewPage): InfiniteData<ReviewPage, string | null> {
  return { pages: [page], pageParams: [null] };
}

export function useProfileReviews(userId: string) {
  return useInfiniteQuery(profileReviewsQueryOptions(userId));
}
