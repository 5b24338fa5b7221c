// A profile opened from a result list (the landing's discover section or the search page)
// carries this in its history entry, so its 'Back to Discovery' can return to that very
// search instead of starting a new one. It survives a reload, not a link opened elsewhere.

const FROM_SEARCH = { fromSearch: true } as const;

/** The router state for links from a result list to a profile. */
export function fromSearchState() {
  return FROM_SEARCH;
}

export function cameFromSearch(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { fromSearch?: unknown }).fromSearch === true
  );
}
