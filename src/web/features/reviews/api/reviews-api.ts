import {
  type InfiniteData,
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { API_PATHS, apiPath } from '../../../../shared/api-paths';
import type {
  AnswerReviewBody,
  CreateReviewBody,
  ReviewPage,
  ReviewResponse,
} from '../../../../shared/schemas/reviews';
import { api, qs } from '../../../lib/api-client';
import { bookingKeys, profileKeys, reviewKeys } from '../../../lib/query-keys';

// Fetchers, query options and hooks of reviews (docs/product.md, Reviews): a profile's
// reviews, newest first, one page after the other ('Show more'); the client's review of a
// completed booking and the professional's answer.

export const reviewsApi = {
  page: (userId: string, cursor: string | null, signal?: AbortSignal) =>
    api.get<ReviewPage>(`${apiPath(API_PATHS.reviews.ofProfile, { userId })}${qs({ cursor })}`, { signal }),
  create: (bookingId: string, body: CreateReviewBody) =>
    api.post<ReviewResponse>(apiPath(API_PATHS.bookings.review, { bookingId }), body),
  answer: (reviewId: string, body: AnswerReviewBody) =>
    api.post<ReviewResponse>(apiPath(API_PATHS.reviews.answer, { reviewId }), body),
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

/**
 * A review or an answer changes the booking, the profile's reviews and its rating, and the
 * dashboard's lists of what awaits my review or my answer.
 */
function useAfterReview() {
  const queryClient = useQueryClient();
  return (bookingId: string) =>
    Promise.all(
      [bookingKeys.detail(bookingId), bookingKeys.lists(), reviewKeys.all, profileKeys.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useCreateReview(bookingId: string) {
  const after = useAfterReview();
  return useMutation({
    mutationFn: (body: CreateReviewBody) => reviewsApi.create(bookingId, body),
    onSuccess: () => after(bookingId),
  });
}

export function useAnswerReview(bookingId: string, reviewId: string) {
  const after = useAfterReview();
  return useMutation({
    mutationFn: (body: AnswerReviewBody) => reviewsApi.answer(reviewId, body),
    onSuccess: () => after(bookingId),
  });
}
