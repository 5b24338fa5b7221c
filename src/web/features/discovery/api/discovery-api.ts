import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DiscoverQuery, DiscoverResponse, RoleCounts } from '../../../../shared/schemas/discovery';
import { api, qs } from '../../../lib/api-client';

// Fetchers, query options and hooks of /api/discover (D10, D11).

export const discoveryKeys = {
  all: ['discovery'] as const,
  search: (query: DiscoverQuery) => [...discoveryKeys.all, 'search', query] as const,
  roles: () => [...discoveryKeys.all, 'roles'] as const,
};

export const discoveryApi = {
  search: (query: DiscoverQuery, signal?: AbortSignal) =>
    api.get<DiscoverResponse>(`/api/discover${qs(query)}`, { signal }),
  roleCounts: (signal?: AbortSignal) => api.get<RoleCounts>('/api/discover/roles', { signal }),
};

/**
 * One page of professionals. While another page or filter loads, the previous answer
 * stays on screen (marked busy) instead of flashing back to skeletons.
 */
export const discoverQueryOptions = (query: DiscoverQuery) =>
  queryOptions({
    queryKey: discoveryKeys.search(query),
    queryFn: ({ signal }) => discoveryApi.search(query, signal),
    placeholderData: keepPreviousData,
  });

export const roleCountsQueryOptions = () =>
  queryOptions({
    queryKey: discoveryKeys.roles(),
    queryFn: ({ signal }) => discoveryApi.roleCounts(signal),
    staleTime: 60_000,
  });

export function useDiscoverQuery(query: DiscoverQuery) {
  return useQuery(discoverQueryOptions(query));
}

export function useRoleCountsQuery() {
  return useQuery(roleCountsQueryOptions());
}
