import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/**
 * The navigation state of a page change made on purpose with changes not saved (after a
 * save, or Cancel): the guard below lets it through without asking.
 */
export const LEAVE_WITHOUT_ASKING = { leaveWithoutAsking: true } as const;

const leavesWithoutAsking = (state: unknown) =>
  typeof state === 'object' &&
  state !== null &&
  (state as { leaveWithoutAsking?: unknown }).leaveWithoutAsking === true;

/**
 * While `unsaved`, leaving the page (a link, Back, a reload) asks first: 'Leave without
 * saving?', Stay or Leave without saving. A change of the query only (a dashboard tab)
 * stays on the page, and a navigation with LEAVE_WITHOUT_ASKING is not asked about.
 */
export function LeaveUnsavedGuard({
  unsaved,
  title,
  description,
  stayLabel,
  leaveLabel,
}: {
  unsaved: boolean;
  title: string;
  description: string;
  stayLabel: string;
  leaveLabel: string;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      currentLocation.pathname !== nextLocation.pathname &&
      !leavesWithoutAsking(nextLocation.state),
  );

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={title}
      description={description}
      keepLabel={stayLabel}
      confirmLabel={leaveLabel}
      onAnswer={(leave) => (leave ? blocker.proceed?.() : blocker.reset?.())}
    />
  );
}
