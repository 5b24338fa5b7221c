import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api-paths';
import type {
  DiscoverQuery,
  DiscoverResponse,
  LocationSuggestions,
  LocationSuggestionsQuery,
  RoleCounts,
} from '../../../../shared/schemas/discovery';
import { api, qs } from '../../../lib/api-client';
import { discoveryKeys } from '../../../lib/query-keys';

// Fetchers, query options and hooks of /api/discover (docs/product.md, Discovery).

export const discoveryApi = {
  search: (query: DiscoverQuery, signal?: AbortSignal) =>
    api.get<DiscoverResponse>(`${API_PATHS.discovery.search}${qs(query)}`, { signal }),
  roleCounts: (signal?: AbortSignal) => api.get<RoleCounts>(API_PATHS.discovery.roleCounts, { signal }),
  locations: (query: LocationSuggestionsQuery, signal?: AbortSignal) =>
    api.get<LocationSuggestions>(`${API_PATHS.discovery.locations}${qs(query)}`, { signal }),
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

/** Cities to offer while a location is typed; the last list stays while the next loads. */
export const locationSuggestionsQueryOptions = (query: LocationSuggestionsQuery) =>
  queryOptions({
    queryKey: discoveryKeys.locations(query),
    queryFn: ({ signal }) => discoveryApi.locations(query, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** Suggestions for `query`; none while nothing is typed (null). */
export function useLocationSuggestions(query: LocationSuggestionsQuery | null) {
  const suggestions = useQuery({
    ...locationSuggestionsQueryOptions(query ?? { q: '' }),
    enabled: query !== null,
  });
  return query ? (suggestions.data?.locations ?? []) : [];
}
