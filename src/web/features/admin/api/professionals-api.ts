import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '../../../../shared/api-paths';
import type { ProfessionalStanding } from '../../../../shared/schemas/admin';
import type { AdminProfessionalList, SetVerificationBody } from '../../../../shared/schemas/admin-people';
import { api, qs } from '../../../lib/api-client';
import { adminKeys, discoveryKeys, profileKeys } from '../../../lib/query-keys';
import { useRefreshAdminArea } from './refresh-admin-area';

// The Professionals tab (docs/product.md, Admin tabs): the list, suspension and
// verification.

const paths = API_PATHS.admin;
const keys = {
  all: () => adminKeys.area('professionals'),
  list: (q: string) => [...adminKeys.area('professionals'), 'list', q] as const,
};

export const professionalsApi = {
  list: (q: string, cursor: string | null, signal?: AbortSignal) =>
    api.get<AdminProfessionalList>(`${paths.professionals}${qs({ q: q || undefined, cursor })}`, { signal }),
  suspend: (userId: string, reason: string) =>
    api.put<ProfessionalStanding>(apiPath(paths.professionalSuspension, { userId }), { reason }),
  activate: (userId: string) =>
    api.delete<ProfessionalStanding>(apiPath(paths.professionalSuspension, { userId })),
  setVerification: (userId: string, body: SetVerificationBody) =>
    api.put<{ userId: string; verificationStatus: string }>(
      apiPath(paths.professionalVerification, { userId }),
      body,
    ),
};

export const adminProfessionalsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: keys.list(q),
    queryFn: ({ pageParam, signal }) => professionalsApi.list(q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useAdminProfessionals(q: string) {
  return useInfiniteQuery(adminProfessionalsQueryOptions(q));
}

/** After a change: the admin area (the list, the stat cards, the audit log), and what discovery and profiles show. */
function useRefresh() {
  const queryClient = useQueryClient();
  const refreshAdminArea = useRefreshAdminArea();
  return () =>
    Promise.all([
      refreshAdminArea(),
      queryClient.invalidateQueries({ queryKey: discoveryKeys.all }),
      queryClient.invalidateQueries({ queryKey: profileKeys.all }),
    ]);
}

export function useSuspendProfessional() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: string; reason: string }) =>
      professionalsApi.suspend(userId, reason),
    // Refused too (another admin acted first): the list shows what is true now.
    onSettled: refresh,
  });
}

export function useActivateProfessional() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (userId: string) => professionalsApi.activate(userId),
    onSettled: refresh,
  });
}

export function useSetVerification() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ userId, status }: { userId: string; status: SetVerificationBody['status'] }) =>
      professionalsApi.setVerification(userId, { status }),
    onSettled: refresh,
  });
}
