// Drafts of half-filled forms, kept in this tab's sessionStorage per member, so what was
// typed survives leaving the page and coming back (and a reload). Sign-out removes every
// draft: the next person at this browser must not find them. Storage may be unavailable
// (private modes, quotas): then there is simply no draft.

const PREFIX = 'frameline:draft:';

const keyOf = (form: string, userId: string) => `${PREFIX}${form}:${userId}`;

/** The stored draft of `form` for this member, as stored (the caller checks its shape). */
export function readDraft(form: string, userId: string): unknown {
  try {
    const text = window.sessionStorage.getItem(keyOf(form, userId));
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export function saveDraft(form: string, userId: string, draft: unknown): void {
  try {
    window.sessionStorage.setItem(keyOf(form, userId), JSON.stringify(draft));
  } catch {
    // No room or no storage: the form still works, it just will not be kept.
  }
}

export function clearDraft(form: string, userId: string): void {
  try {
    window.sessionStorage.removeItem(keyOf(form, userId));
  } catch {}
}

/** Every draft of every member in this tab (on sign-out). */
export function clearAllDrafts(): void {
  try {
    const storage = window.sessionStorage;
    for (const key of Object.keys(storage)) if (key.startsWith(PREFIX)) storage.removeItem(key);
  } catch {}
}
