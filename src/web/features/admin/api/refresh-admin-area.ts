import { useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';

/**
 * After an admin write: the whole admin area is read again, the tab's list, the stat cards
 * and the Audit log with its filters, which have the write's row (docs/product.md, Audit
 * log) however recently they were read. Only the queries on screen are fetched at once.
 */
export function useRefreshAdminArea() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
}
