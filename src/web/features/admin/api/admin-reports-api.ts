import { infiniteQueryOptions, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '../../../../shared/api-paths';
import type {
  AdminReportList,
  AdminReviewList,
  AdminReviewListQuery,
  AdminReviewResponse,
  ReportListQuery,
  ReportResponse,
  ResolveReportBody,
} from '../../../../shared/schemas/moderation';
import { api, qs } from '../../../lib/api-client';
import { moderationKeys } from '../../../lib/query-keys';
import { useRefreshAdminArea } from './refresh-admin-area';

// The admin Reports tab's fetchers and hooks: the reports queue and the reviews to
// moderate (docs/product.md, Admin tabs; Reviews).

export type ReportFilters = Omit<ReportListQuery, 'cursor'>;
export type ReviewFilters = Omit<AdminReviewListQuery, 'cursor'>;

export const adminReportsApi = {
  reports: (filters: ReportFilters, cursor: string | null, signal?: AbortSignal) =>
    api.get<AdminReportList>(`${API_PATHS.admin.reports}${qs({ ...filters, cursor })}`, { signal }),
  resolve: (reportId: string, body: ResolveReportBody) =>
    api.post<ReportResponse>(apiPath(API_PATHS.admin.reportResolution, { reportId }), body),
  reviews: (filters: ReviewFilters, cursor: string | null, signal?: AbortSignal) =>
    api.get<AdminReviewList>(`${API_PATHS.admin.reviews}${qs({ ...filters, cursor })}`, { signal }),
  hideReview: (reviewId: string, reason: string) =>
    api.put<AdminReviewResponse>(apiPath(API_PATHS.admin.reviewHidden, { reviewId }), { reason }),
  showReview: (reviewId: string) =>
    api.delete<AdminReviewResponse>(apiPath(API_PATHS.admin.reviewHidden, { reviewId })),
};

export const reportsQueryOptions = (filters: ReportFilters) =>
  infiniteQueryOptions({
    queryKey: moderationKeys.reports(filters),
    queryFn: ({ pageParam, signal }) => adminReportsApi.reports(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const adminReviewsQueryOptions = (filters: ReviewFilters) =>
  infiniteQueryOptions({
    queryKey: moderationKeys.reviews(filters),
    queryFn: ({ pageParam, signal }) => adminReportsApi.reviews(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The reports queue: open ones first. */
export function useReports(filters: ReportFilters) {
  return useInfiniteQuery(reportsQueryOptions(filters));
}

export function useAdminReviews(filters: ReviewFilters) {
  return useInfiniteQuery(adminReviewsQueryOptions(filters));
}

export function useResolveReport() {
  const refreshAdminArea = useRefreshAdminArea();
  return useMutation({
    mutationFn: ({ reportId, ...body }: ResolveReportBody & { reportId: string }) =>
      adminReportsApi.resolve(reportId, body),
    onSettled: refreshAdminArea,
  });
}

export function useReviewVisibility() {
  const refreshAdminArea = useRefreshAdminArea();
  return useMutation({
    mutationFn: (
      change: { reviewId: string; hide: true; reason: string } | { reviewId: string; hide: false },
    ) =>
      change.hide
        ? adminReportsApi.hideReview(change.reviewId, change.reason)
        : adminReportsApi.showReview(change.reviewId),
    onSettled: refreshAdminArea,
  });
}
