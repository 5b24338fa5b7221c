import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api-paths';
import type { AuditFilters, AuditLog, AuditLogQuery } from '../../../../shared/schemas/moderation';
import { api, qs } from '../../../lib/api-client';
import { moderationKeys } from '../../../lib/query-keys';

// The Audit log tab's fetchers and hooks (docs/product.md, Audit log).

export type AuditLogFilters = Omit<AuditLogQuery, 'cursor'>;

export const auditLogApi = {
  list: (filters: AuditLogFilters, cursor: string | null, signal?: AbortSignal) =>
    api.get<AuditLog>(`${API_PATHS.admin.auditLog}${qs({ ...filters, cursor })}`, { signal }),
  filters: (signal?: AbortSignal) => api.get<AuditFilters>(API_PATHS.admin.auditLogFilters, { signal }),
};

export const auditLogQueryOptions = (filters: AuditLogFilters) =>
  infiniteQueryOptions({
    queryKey: moderationKeys.auditLog(filters),
    queryFn: ({ pageParam, signal }) => auditLogApi.list(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The audit log, newest first, 50 a page. */
export function useAuditLog(filters: AuditLogFilters) {
  return useInfiniteQuery(auditLogQueryOptions(filters));
}

/** The admins and actions the log holds. */
export function useAuditFilters() {
  return useQuery({
    queryKey: moderationKeys.auditFilters(),
    queryFn: ({ signal }) => auditLogApi.filters(signal),
  });
}
