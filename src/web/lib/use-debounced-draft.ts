import { useEffect, useRef, useState } from 'react';
import { TYPING_REST_MS } from './use-debounced-value';

/**
 * What a draft becomes when the value it is bound to changes: that value when it came
 * from outside (Back, Clear filters); the draft as it is when it already says that value,
 * or when the value is only the draft's own commit arriving while typing went on (on a
 * slow phone a commit can land after more was typed, which it must not wipe).
 */
export function draftOnNewValue(
  draft: string,
  value: string,
  ownCommit: string | null,
  normalize: (draft: string) => string,
): string {
  return value === ownCommit || normalize(draft) === value ? draft : value;
}

/**
 * A text control bound to a value held elsewhere (the URL). The draft follows the
 * value when it changes from outside (Back, Clear filters) and is committed
 * `delay` ms after typing stops. The first commit of a typing session adds a history
 * entry, later ones replace it: Back returns to the search before the typing, not to
 * every prefix of the word. `endSession` (on blur) starts a new session.
 */
export function useDebouncedDraft(
  value: string,
  commit: (draft: string, replace: boolean) => void,
  {
    normalize = (draft: string) => draft.trim(),
    valid = () => true,
    delay = TYPING_REST_MS,
  }: {
    normalize?: (draft: string) => string;
    /** A draft that fails this is kept on screen but not committed. */
    valid?: (normalized: string) => boolean;
    delay?: number;
  } = {},
) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // The last value committed from here, until the value bound to has changed once.
  const [ownCommit, setOwnCommit] = useState<string | null>(null);
  if (seen !== value) {
    setSeen(value);
    setOwnCommit(null);
    // Keep what is being typed ('anna ' stays 'anna ' when the URL says 'anna').
    const next = draftOnNewValue(draft, value, ownCommit, normalize);
    if (next !== draft) setDraft(next);
  }

  const pushed = useRef(false);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const normalizeRef = useRef(normalize);
  normalizeRef.current = normalize;

  const normalized = normalize(draft);
  const pending = normalized !== value && valid(normalized);
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => {
      const committed = normalizeRef.current(draft);
      setOwnCommit(committed);
      commitRef.current(committed, pushed.current);
      pushed.current = true;
    }, delay);
    return () => window.clearTimeout(timer);
  }, [draft, pending, delay]);

  return {
    draft,
    setDraft,
    /** Commit now (Enter), adding a history entry unless this session already did. */
    flush: () => {
      if (pending) {
        setOwnCommit(normalized);
        commit(normalized, pushed.current);
        pushed.current = true;
      }
    },
    endSession: () => {
      pushed.current = false;
    },
  };
}
