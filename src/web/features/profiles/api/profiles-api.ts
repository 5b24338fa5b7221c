import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '../../../../shared/api-paths';
import type {
  DashboardStats,
  MyProfileResponse,
  Profile,
  ProfileForm,
  ProfileMessageResponse,
  ProfileResponse,
  ProfileSettings,
} from '../../../../shared/schemas/profiles';
import { api, type UploadProgress } from '../../../lib/api-client';
import { profileKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth';

// Fetchers, query options and hooks of /api/profiles/*. Inputs are the OUTPUT types of
// the shared schemas: forms parse with those schemas first, then call these. Answers are
// typed by the shared response schemas the server sends with.

export type ProfileImageSlot = 'avatar' | 'banner';

export const profilesApi = {
  me: (signal?: AbortSignal) => api.get<MyProfileResponse>(API_PATHS.profiles.mine, { signal }),
  save: (input: ProfileForm) => api.put<ProfileMessageResponse>(API_PATHS.profiles.mine, input),
  updateSettings: (changes: ProfileSettings) =>
    api.patch<ProfileMessageResponse>(API_PATHS.profiles.mine, changes),
  setAvailability: (isAvailable: boolean) =>
    api.put<ProfileMessageResponse>(API_PATHS.profiles.myAvailability, { isAvailable }),
  uploadImage: (slot: ProfileImageSlot, file: File, onProgress?: UploadProgress) => {
    const form = new FormData();
    form.append('file', file);
    const path = apiPath(API_PATHS.profiles.myImage, { slot });
    return api.upload<ProfileMessageResponse>(path, form, onProgress, { method: 'PUT' });
  },
  removeImage: (slot: ProfileImageSlot) =>
    api.delete<ProfileResponse>(apiPath(API_PATHS.profiles.myImage, { slot })),
  stats: (signal?: AbortSignal) => api.get<DashboardStats>(API_PATHS.profiles.myStats, { signal }),
  byUserId: (userId: string, signal?: AbortSignal) =>
    api.get<ProfileResponse>(apiPath(API_PATHS.profiles.ofMember, { userId }), { signal }),
};

export const myProfileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.me(),
    queryFn: ({ signal }) => profilesApi.me(signal),
  });

export const myStatsQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.stats(),
    queryFn: ({ signal }) => profilesApi.stats(signal),
  });

export const publicProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.detail(userId),
    queryFn: ({ signal }) => profilesApi.byUserId(userId, signal),
  });

/** The signed-in member's own profile (null until the wizard is done). */
export function useMyProfile() {
  return useQuery(myProfileQueryOptions());
}

export function useMyStats() {
  return useQuery(myStatsQueryOptions());
}

export function usePublicProfile(userId: string) {
  return useQuery(publicProfileQueryOptions(userId));
}

/** Stores a profile the server sent back as "mine" and drops stale copies of it. */
function useStoreMyProfile() {
  const queryClient = useQueryClient();
  return (profile: Profile) => {
    queryClient.setQueryData<MyProfileResponse>(profileKeys.me(), { profile });
    void queryClient.invalidateQueries({ queryKey: profileKeys.detail(profile.userId) });
  };
}

/** The wizard and 'Edit Your Profile' (PUT). The session is re-read so hasProfile follows. */
export function useSaveProfile() {
  const store = useStoreMyProfile();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: profilesApi.save,
    onSuccess: async ({ profile }) => {
      store(profile);
      await refresh();
    },
  });
}

/** A settings card (PATCH with the card's fields). */
export function useUpdateProfileSettings() {
  const store = useStoreMyProfile();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: profilesApi.updateSettings,
    onSuccess: ({ profile }, changes) => {
      store(profile);
      // The session carries the display name.
      if (changes.displayName !== undefined) void refresh();
    },
  });
}

export function useSetAvailability() {
  const store = useStoreMyProfile();
  return useMutation({
    mutationFn: profilesApi.setAvailability,
    onSuccess: ({ profile }) => store(profile),
  });
}

export function useUploadProfileImage(slot: ProfileImageSlot) {
  const store = useStoreMyProfile();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: UploadProgress }) =>
      profilesApi.uploadImage(slot, file, onProgress),
    onSuccess: ({ profile }) => store(profile),
  });
}

export function useRemoveProfileImage(slot: ProfileImageSlot) {
  const store = useStoreMyProfile();
  return useMutation({
    mutationFn: () => profilesApi.removeImage(slot),
    onSuccess: ({ profile }) => store(profile),
  });
}
