import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../features/auth/auth-context';

/**
 * The signed-in member's live events (docs/product.md, Live updates): one stream per tab,
 * open while someone is signed in and closed when they sign out. Its code loads only
 * then, so a visitor's first page carries none of it.
 */
export function LiveUpdates() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const memberId = user?.id ?? null;

  useEffect(() => {
    if (!memberId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./member-event-stream').then(({ startMemberEvents }) => {
      if (!cancelled) stop = startMemberEvents(queryClient, memberId);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [memberId, queryClient]);

  return null;
}
