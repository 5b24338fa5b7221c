// Texts of the auth screens that are the web app's own (the server's are in shared/texts.ts).

export const AUTH_UI_TEXTS = {
  sessionUnknownTitle: 'We could not reach Frameline',
  sessionUnknown:
    'Your session could not be checked, so you may well still be signed in. Please try again in a moment.',
  // Settings: password and sessions (docs/product.md, Password and sessions).
  changePasswordTitle: 'Change password',
  sessionsTitle: 'Where you are signed in',
  sessionsLoadFailed: 'Failed to load your sessions',
  thisDevice: 'This device',
  signedIn: (date: string) => `Signed in ${date}`,
  /**
   * A session's last activity: known to within the hour it is renewed in (docs/product.md,
   * Password and sessions), so nothing finer is claimed. `ago` reads 'about 3 hours ago'.
   */
  activeNow: 'Active now',
  activeThisHour: 'Active in the last hour',
  activeAgo: (ago: string) => `Active ${ago}`,
  signOutSession: 'Sign out',
  signOutOthers: 'Sign out everywhere else',
  onlyHere: 'You are not signed in anywhere else.',
  moreSessions: (count: number) =>
    `And ${count} more ${count === 1 ? 'session' : 'sessions'} less recently used. Sign out everywhere else ends them too.`,
  // Changing the email (docs/product.md, Changing the email).
  emailTitle: 'Email',
  signsInWith: 'You sign in with',
  changeEmail: 'Change email',
  emailChangedTitle: 'Email changed',
  emailChangedDescription: 'Frameline writes to your new address from now on.',
  emailNotChangedTitle: 'Email not changed',
  emailNotChangedDescription: 'You still sign in with the email you had.',
  backToSettings: 'Back to Settings',
  // Settings: your data (docs/product.md, Your data).
  dataExplained:
    'One JSON file with your account, profile, portfolio, saved talent, messages, bookings, reviews, blocked members and sessions. Other members appear by the name you see, never with their private details.',
  downloadData: 'Download your data',
  dataPreparing: 'Preparing your data...',
  dataReady: (fileName: string) => `Your data is ready: ${fileName}`,
  dataFailed: 'Failed to prepare your data',
  // Settings: deleting the account (docs/product.md, Deleting an account).
  deleteExplained:
    'Deleting your account removes your profile, portfolio, saved talent and every session at once, and cannot be undone. Messages and past bookings you had with other members stay with them, under "Deleted member". Open bookings must be answered or cancelled first.',
  deleteAccount: 'Delete account',
  deleteTitle: 'Delete your account?',
  deleteDialogDescription: 'This cannot be undone. Enter your password to confirm it is you.',
  keepAccount: 'Keep my account',
  deleteForGood: 'Delete my account',
} as const;

/** The settings tab's card of the email, the password and the sessions. */
export const SECURITY_SETTINGS_TEXTS = {
  title: 'Sign-in and security',
  description: 'Your email, your password, and where you are signed in.',
} as const;

/** The settings tab's card of deleting the account. */
export const DELETE_ACCOUNT_TEXTS = {
  title: 'Delete account',
  description: 'Leave Frameline for good.',
} as const;

/** The settings tab's card of the member's data. */
export const DATA_SETTINGS_TEXTS = {
  title: 'Your data',
  description: 'A copy of everything Frameline holds about you.',
} as const;
