import {
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import { API_PATHS, apiPath } from '../../../../shared/api-paths';
import type { SavedState, SavedTalentIds, SavedTalentList } from '../../../../shared/schemas/saved-talent';
import { api, errorMessage, qs } from '../../../lib/api-client';
import { savedTalentKeys } from '../../../lib/query-keys';
import { SAVED_TALENT_UI_TEXTS } from '../lib/saved-talent-texts';

// Fetchers and hooks of /api/saved-talent (docs/product.md, Saved talent).

const paths = API_PATHS.savedTalent;
const talentPath = (talentId: string) => apiPath(paths.talent, { talentId });

export const savedTalentApi = {
  list: (cursor: string | null, signal?: AbortSignal) =>
    api.get<SavedTalentList>(`${paths.list}${qs({ cursor })}`, { signal }),
  ids: (signal?: AbortSignal) => api.get<SavedTalentIds>(paths.ids, { signal }),
  state: (talentId: string, signal?: AbortSignal) => api.get<SavedState>(talentPath(talentId), { signal }),
  save: (talentId: string) => api.put<SavedState>(talentPath(talentId)),
  remove: (talentId: string) => api.delete<SavedState>(talentPath(talentId)),
};

/** My saved talent, newest first, a page at a time. */
export function useSavedTalent() {
  return useInfiniteQuery({
    queryKey: savedTalentKeys.list(),
    queryFn: ({ pageParam, signal }) => savedTalentApi.list(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Whether I saved the professional; asked only of a signed-in member (`enabled`). */
export function useSavedState(talentId: string, enabled: boolean) {
  return useQuery({
    queryKey: savedTalentKeys.state(talentId),
    queryFn: ({ signal }) => savedTalentApi.state(talentId, signal),
    enabled,
  });
}

const idSet = (data: SavedTalentIds) => new Set(data.ids);

/** The professionals I saved, as a set of ids, for the talent cards; asked only when `enabled`. */
export function useSavedIds(enabled: boolean) {
  return useQuery({
    queryKey: savedTalentKeys.ids(),
    queryFn: ({ signal }) => savedTalentApi.ids(signal),
    select: idSet,
    enabled,
    // Kept current by my saves and removals, in this tab and (live) in the others.
    staleTime: 5 * 60_000,
  });
}

/**
 * A professional saved or removed (by this tab, or another of mine through the live event):
 * their button and heart show it at once, and the list is read again.
 */
export function storeSavedChange(queryClient: QueryClient, talentId: string, saved: boolean) {
  queryClient.setQueryData<SavedState>(savedTalentKeys.state(talentId), { saved });
  queryClient.setQueryData<SavedTalentIds>(savedTalentKeys.ids(), (known) =>
    known ? { ids: [...known.ids.filter((id) => id !== talentId), ...(saved ? [talentId] : [])] } : known,
  );
  return queryClient.invalidateQueries({ queryKey: savedTalentKeys.list() });
}

/** Saves or removes a professional; the answer is their new state, and the list is read again. */
export function useChangeSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ talentId, save }: { talentId: string; save: boolean }) =>
      save ? savedTalentApi.save(talentId) : savedTalentApi.remove(talentId),
    onSuccess: (state, { talentId }) => storeSavedChange(queryClient, talentId, state.saved),
  });
}

/**
 * Save or Saved pressed (a profile's button, a card's heart): saves or removes the
 * professional and says so in a toast, the server's words; a press while one is on its way
 * does nothing.
 */
export function useToggleSaved(talentId: string) {
  const change = useChangeSaved();
  return (save: boolean) => {
    if (change.isPending) return;
    change.mutate(
      { talentId, save },
      {
        onSuccess: (answer) => {
          if (answer.message) toast.success(answer.message);
        },
        onError: (error) => toast.error(errorMessage(error, SAVED_TALENT_UI_TEXTS.failed)),
      },
    );
  };
}
