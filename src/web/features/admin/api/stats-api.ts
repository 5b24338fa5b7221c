import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api-paths';
import type { AdminStats } from '../../../../shared/schemas/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

// The stat cards and the Overview's figures (docs/product.md, Admin tabs).

export const adminStatsApi = {
  get: (signal?: AbortSignal) => api.get<AdminStats>(API_PATHS.admin.stats, { signal }),
};

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => adminStatsApi.get(signal) });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
