// Texts of the auth screens that are the web app's own (the server's are in shared/texts.ts).

export const AUTH_UI_TEXTS = {
  sessionUnknownTitle: 'We could not reach Frameline',
  sessionUnknown:
    'Your session could not be checked, so you may well still be signed in. Please try again in a moment.',
} as const;
