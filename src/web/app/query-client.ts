import { hashKey, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '../../shared/schemas/auth';
import { isApiError } from '../lib/api-client';
import { authKeys } from '../lib/query-keys';

/** Retries only failures that may pass on their own (network, 5xx), never 4xx answers. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * A 401 means the session ended (expired, revoked, a password reset elsewhere); a 403 may
 * mean what the session says of the member changed meanwhile (an admin level taken away,
 * a suspension). Either way the session is read again, so guards, tabs and buttons follow
 * what the server now decides. The session's own failures do not ask for it again.
 */
function sessionMayHaveChanged(error: unknown, queryKey?: readonly unknown[]): boolean {
  if (queryKey?.[0] === authKeys.all[0]) return false;
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

/**
 * What was loaded for one member never serves the next on this page: when the session's
 * member changes (a session that ended, then someone else signing in on the same tab),
 * every query but the session's and every kept write (a message waiting to be retried)
 * is dropped. It runs as the session's new answer is stored, before anything renders it.
 */
function forgetMemberOnChange(queryClient: QueryClient): void {
  const sessionHash = hashKey(authKeys.session());
  let member: string | null | undefined;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryHash !== sessionHash) return;
    const next = (event.query.state.data as SessionResponse | undefined)?.user?.id ?? null;
    if (member && next !== member) {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
      queryClient.getMutationCache().clear();
    }
    member = next;
  });
}

export function createQueryClient(): QueryClient {
  const rereadSession = () => void queryClient.invalidateQueries({ queryKey: authKeys.session() });
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (sessionMayHaveChanged(error, query.queryKey)) rereadSession();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (sessionMayHaveChanged(error, mutation.options.mutationKey)) rereadSession();
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  forgetMemberOnChange(queryClient);
  return queryClient;
}
