import { useLocation, useNavigate } from 'react-router';

// A detail opened from its list (a booking's dialog, a conversation on a phone) is closed
// by going back a step, so the history holds the list once and Back leaves it; opened from
// a link or a reload, closing replaces the entry instead (there is no list entry to go to).

/** The router state of a link from a list to one of its items. */
export const OPENED_FROM_LIST = { openedFromList: true } as const;

/** Closes the detail the address holds: back to the list's entry, or to `listHref` in place. */
export function useCloseToList(): (listHref: string) => void {
  const navigate = useNavigate();
  const { state } = useLocation();
  const fromList =
    typeof state === 'object' &&
    state !== null &&
    (state as { openedFromList?: unknown }).openedFromList === true;
  return (listHref) => {
    if (fromList) navigate(-1);
    else navigate(listHref, { replace: true });
  };
}
