import { useLocation, useNavigate } from 'react-router';

// A view opened from another in the address (a booking's dialog from the list, a thread
// from the conversation list on a phone, the reset form from sign-in) is closed by going
// back a step, so the history holds the opener once and Back leaves it; opened from a
// link or a reload, closing replaces the entry instead (there is no opener's entry).

/** The router state of a link that opens a view from its opener. */
export const FROM_OPENER = { fromOpener: true } as const;

/** Closes the view the address holds: back to the opener's entry, or to `openerHref` in place. */
export function useCloseToOpener(): (openerHref: string) => void {
  const navigate = useNavigate();
  const { state } = useLocation();
  const fromOpener =
    typeof state === 'object' && state !== null && (state as { fromOpener?: unknown }).fromOpener === true;
  return (openerHref) => {
    if (fromOpener) navigate(-1);
    else navigate(openerHref, { replace: true });
  };
}
