import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';
import { authKeys } from '../lib/query-keys';

/** Retries only failures that may pass on their own (network, 5xx), never 4xx answers. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A 401 on any data query means the session ended (expired, revoked, password
        // reset elsewhere): re-read the session so guards and navigation follow.
        if (isApiError(error) && error.status === 401 && query.queryKey[0] !== authKeys.all[0]) {
          void queryClient.invalidateQueries({ queryKey: authKeys.session() });
        }
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
