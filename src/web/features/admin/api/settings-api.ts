import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '../../../../shared/api-paths';
import type {
  AdminReportKind,
  PlatformSettings,
  UpdatePlatformSettingsBody,
} from '../../../../shared/schemas/admin-people';
import { api, qs } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';
import { useRefreshAdminArea } from './refresh-admin-area';

// Platform settings (super_admin) and the CSV reports' addresses (docs/product.md, Admin tabs).

const paths = API_PATHS.admin;
const key = () => adminKeys.area('settings');

export const settingsApi = {
  get: (signal?: AbortSignal) => api.get<PlatformSettings>(paths.settings, { signal }),
  update: (body: UpdatePlatformSettingsBody) => api.put<PlatformSettings>(paths.settings, body),
};

export const platformSettingsQueryOptions = () =>
  queryOptions({ queryKey: key(), queryFn: ({ signal }) => settingsApi.get(signal) });

export function usePlatformSettings() {
  return useQuery(platformSettingsQueryOptions());
}

export function useUpdatePlatformSettings() {
  const queryClient = useQueryClient();
  const refreshAdminArea = useRefreshAdminArea();
  return useMutation({
    mutationFn: settingsApi.update,
    onSuccess: (settings) => {
      queryClient.setQueryData(key(), settings);
      return refreshAdminArea();
    },
  });
}

/** The address of a CSV report: the browser downloads it (the server names the file). */
export function reportUrl(kind: AdminReportKind, range: { from: string; to: string }): string {
  return `${apiPath(paths.csvExport, { kind })}${qs(range)}`;
}
