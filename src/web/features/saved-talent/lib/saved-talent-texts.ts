// The texts only the web shows of saved talent (docs/product.md, Saved talent); the
// server's own are SAVED_TALENT_TEXTS in shared/texts.ts.

export const SAVED_TALENT_UI_TEXTS = {
  save: 'Save',
  saved: 'Saved',
  /** The heart on a talent card, pressed while saved. */
  saveNamed: (name: string) => `Save ${name}`,
  signInToSave: 'Please sign in to save professionals.',
  heading: 'Saved talent',
  intro: 'Professionals you saved from their profiles.',
  none: 'No saved talent yet. Press Save on a professional’s profile to keep them here.',
  discover: 'Discover talent',
  loading: 'Loading saved talent',
  loadFailed: 'Failed to load saved talent',
  listLabel: 'Your saved talent',
  notTakingWork: 'Not taking work',
  remove: (name: string) => `Remove ${name} from saved talent`,
  /** Opens the conversation with a saved professional (Connect from the list). */
  message: (name: string) => `Message ${name}`,
  undo: 'Undo',
  loadMore: 'Load more',
  count: (count: number) => `${count.toLocaleString('en')} saved`,
  failed: 'Could not change your saved talent',
} as const;
