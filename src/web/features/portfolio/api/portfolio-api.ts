import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { API_PATHS, apiPath } from '../../../../shared/api-paths';
import type { MessageResponse } from '../../../../shared/schemas/common';
import type {
  PortfolioItem,
  PortfolioItemResponse,
  PortfolioList,
  PortfolioUploadResponse,
  portfolioUpdateSchema,
  portfolioUploadFieldsSchema,
} from '../../../../shared/schemas/portfolio';
import { api, type UploadProgress } from '../../../lib/api-client';
import { portfolioKeys, profileKeys } from '../../../lib/query-keys';

// Fetchers, query options and hooks of the portfolio API. Inputs are the OUTPUT types of
// the shared schemas: forms parse with those schemas first, then call these. Answers are
// typed by the shared response schemas the server sends with.

export type PortfolioUploadFields = z.output<typeof portfolioUploadFieldsSchema>;
export type PortfolioUpdate = z.output<typeof portfolioUpdateSchema>;

export const portfolioApi = {
  list: (userId: string, signal?: AbortSignal) =>
    api.get<PortfolioList>(apiPath(API_PATHS.portfolio.ofMember, { userId }), { signal }),
  upload: (file: File, fields: PortfolioUploadFields, onProgress?: UploadProgress) => {
    const form = new FormData();
    form.append('title', fields.title);
    if (fields.description) form.append('description', fields.description);
    if (fields.category) form.append('category', fields.category);
    form.append('isFeatured', fields.isFeatured ? 'true' : 'false');
    // Fields first, the file last: the server reads the stream in order.
    form.append('file', file);
    return api.upload<PortfolioUploadResponse>(API_PATHS.portfolio.items, form, onProgress);
  },
  update: (itemId: string, changes: PortfolioUpdate) =>
    api.patch<PortfolioItemResponse>(apiPath(API_PATHS.portfolio.item, { itemId }), changes),
  remove: (itemId: string) => api.delete<MessageResponse>(apiPath(API_PATHS.portfolio.item, { itemId })),
  reorder: (itemIds: string[]) => api.put<PortfolioList>(API_PATHS.portfolio.order, { itemIds }),
};

export const portfolioQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: portfolioKeys.list(userId),
    queryFn: ({ signal }) => portfolioApi.list(userId, signal),
  });

/** A member's portfolio, in their order (sort order, then newest). */
export function usePortfolio(userId: string | undefined) {
  return useQuery({ ...portfolioQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

/** Refreshes what a change to the portfolio affects: the list and the Quick Stats. */
function useAfterChange(userId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: portfolioKeys.list(userId) }),
      queryClient.invalidateQueries({ queryKey: profileKeys.stats() }),
    ]);
}

export function useUploadPortfolioItem(userId: string) {
  const afterChange = useAfterChange(userId);
  return useMutation({
    mutationFn: (input: { file: File; fields: PortfolioUploadFields; onProgress?: UploadProgress }) =>
      portfolioApi.upload(input.file, input.fields, input.onProgress),
    onSuccess: afterChange,
  });
}

export function useUpdatePortfolioItem(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, changes }: { itemId: string; changes: PortfolioUpdate }) =>
      portfolioApi.update(itemId, changes),
    onSuccess: ({ item }) => {
      queryClient.setQueryData<PortfolioList>(portfolioKeys.list(userId), (data) =>
        data ? { items: data.items.map((old) => (old.id === item.id ? item : old)) } : data,
      );
    },
  });
}

export function useDeletePortfolioItem(userId: string) {
  const queryClient = useQueryClient();
  const afterChange = useAfterChange(userId);
  return useMutation({
    mutationFn: (itemId: string) => portfolioApi.remove(itemId),
    onSuccess: async (_data, itemId) => {
      queryClient.setQueryData<PortfolioList>(portfolioKeys.list(userId), (data) =>
        data ? { items: data.items.filter((item) => item.id !== itemId) } : data,
      );
      await afterChange();
    },
  });
}

/** Saves a new order; the list moves at once and moves back if the server refuses. */
export function useReorderPortfolio(userId: string) {
  const queryClient = useQueryClient();
  const key = portfolioKeys.list(userId);
  return useMutation({
    mutationFn: (items: PortfolioItem[]) => portfolioApi.reorder(items.map((item) => item.id)),
    onMutate: async (items) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PortfolioList>(key);
      queryClient.setQueryData<PortfolioList>(key, { items });
      return { previous };
    },
    onError: (_error, _items, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (data) => {
      queryClient.setQueryData<PortfolioList>(key, data);
    },
  });
}
