import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { DiscoverQuery } from '../../../../shared/schemas/discovery';
import { DISCOVER_PARAM_KEYS, type DiscoverParamKey, toSearchParams } from './discover-params';

export interface SetSearchOptions {
  /** Replace the history entry (typing) instead of adding one (a deliberate change). */
  replace?: boolean;
  /** Said above the results of the new address, until the next change (a stale page link). */
  note?: string;
}

/** The note the last change left for the results (SetSearchOptions.note), if any. */
export function useSearchNote(): string | null {
  const { state } = useLocation();
  const note =
    typeof state === 'object' && state !== null ? (state as { searchNote?: unknown }).searchNote : null;
  return typeof note === 'string' ? note : null;
}

/**
 * A search held in the address bar: `query` is parsed from the current URL (bad values
 * dropped), `setQuery` writes a new one. Only `keys` are owned; other parameters stay.
 * The scroll position is kept; react-router scrolls to the element the hash names.
 */
export function useDiscoverSearch({
  parse,
  keys = DISCOVER_PARAM_KEYS,
  hash,
}: {
  /** Reads the search from the query string (module-level, so it stays the same). */
  parse: (params: URLSearchParams) => DiscoverQuery;
  keys?: readonly DiscoverParamKey[];
  /** Written with every change: an element id, null to drop the hash, undefined to keep it. */
  hash?: string | null;
}) {
  const location = useLocation();
  const navigate = useNavigate();

  const query = useMemo(() => parse(new URLSearchParams(location.search)), [location.search, parse]);

  // setQuery is stable and reads the newest location, so debounced calls never write
  // over a change made in between (a Back press, another filter).
  const latest = useRef(location);
  latest.current = location;

  const setQuery = useCallback(
    (next: DiscoverQuery, options: SetSearchOptions = {}) => {
      const current = latest.current;
      const params = new URLSearchParams(current.search);
      for (const key of keys) params.delete(key);
      for (const [key, value] of toSearchParams(next)) {
        if ((keys as readonly string[]).includes(key)) params.set(key, value);
      }
      const search = params.toString();
      if (search === new URLSearchParams(current.search).toString()) return;
      navigate(
        {
          pathname: current.pathname,
          search: search ? `?${search}` : '',
          hash: hash === undefined ? current.hash : hash === null ? '' : `#${hash}`,
        },
        {
          replace: options.replace ?? false,
          preventScrollReset: true,
          state: options.note ? { searchNote: options.note } : undefined,
        },
      );
    },
    [keys, hash, navigate],
  );

  return { query, setQuery };
}
