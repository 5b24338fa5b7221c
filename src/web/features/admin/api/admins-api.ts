import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '../../../../shared/api-paths';
import type { AdminLevel } from '../../../../shared/enums';
import type { AddAdminBody, AdminUser, AdminUserList } from '../../../../shared/schemas/admin-people';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';
import { useRefreshAdminArea } from './refresh-admin-area';

// The Admins tab (docs/product.md, Admin tabs; Protected admin accounts).

const paths = API_PATHS.admin;
const key = () => adminKeys.area('admins');

export const adminsApi = {
  list: (signal?: AbortSignal) => api.get<AdminUserList>(paths.admins, { signal }),
  add: (body: AddAdminBody) => api.post<{ admin: AdminUser }>(paths.admins, body),
  setActive: (adminId: string, isActive: boolean) =>
    api.put<{ admin: AdminUser }>(apiPath(paths.adminActive, { adminId }), { isActive }),
  setLevel: (adminId: string, level: AdminLevel) =>
    api.put<{ admin: AdminUser }>(apiPath(paths.adminLevel, { adminId }), { level }),
  remove: (adminId: string) => api.delete<void>(apiPath(paths.admin, { adminId })),
};

export const adminUsersQueryOptions = () =>
  queryOptions({ queryKey: key(), queryFn: ({ signal }) => adminsApi.list(signal) });

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions());
}

/** Every change, done or refused, reads the admin area again: the list and the audit log. */
function useAdminsMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const refreshAdminArea = useRefreshAdminArea();
  return useMutation({ mutationFn, onSettled: refreshAdminArea });
}

export const useAddAdmin = () => useAdminsMutation((body: AddAdminBody) => adminsApi.add(body));
export const useSetAdminActive = () =>
  useAdminsMutation(({ adminId, isActive }: { adminId: string; isActive: boolean }) =>
    adminsApi.setActive(adminId, isActive),
  );
export const useSetAdminLevel = () =>
  useAdminsMutation(({ adminId, level }: { adminId: string; level: AdminLevel }) =>
    adminsApi.setLevel(adminId, level),
  );
export const useRemoveAdmin = () => useAdminsMutation((adminId: string) => adminsApi.remove(adminId));
