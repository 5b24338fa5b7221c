// Texts users read (docs/product.md, Texts), kept word for word. Server and web use these
// constants so a message reads the same wherever it appears. This module imports nothing:
// a page that only shows a text does not load zod and the schemas with it
// (docs/decisions/0022).

export const AUTH_TEXTS = {
  signInSuccess: 'Welcome back!',
  /** The first sign-in of a member who has no profile yet. */
  signInWelcome: 'Welcome to Frameline!',
  invalidCredentials: 'Invalid email or password. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  /** A 503 of the server itself: its database away, or the server shutting down. */
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
  signUpSuccess: 'Check your email for the confirmation link!',
  emailTaken: 'This email is already registered. Please sign in instead.',
  /** A super_admin closed sign-up in the platform settings (docs/product.md, Platform settings). */
  signUpClosed: 'Sign-up is closed for now. Please try again later.',
  signOutSuccess: 'Signed out successfully!',
  signOutError: 'Error signing out: ',
  signOutUnexpected: 'An unexpected error occurred while signing out',
  emailNotConfirmed: 'Please confirm your email address first. Open the link we sent you, or send a new one.',
  confirmationResent: 'We sent a new confirmation link. Check your email.',
  emailConfirmed: 'Your email is confirmed. You can sign in now.',
  confirmLinkInvalid: 'This confirmation link is invalid or has expired. Sign in to get a new one.',
  resetRequested: 'If an account exists for that email, we sent a link to reset the password.',
  resetDone: 'Your password has been changed. Please sign in with the new one.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  signInRequired: 'Please sign in to continue.',
  notAdmin: 'You do not have access to the admin area.',
  csrf: 'Your session could not be verified. Please reload the page and try again.',
  /** Password checks are waiting too long in line (docs/product.md, Sign-in limits). */
  busy: 'Many people are signing in right now. Please try again in a few seconds.',
  // Password and sessions in Settings (docs/product.md, Password and sessions).
  passwordChanged: 'Your password is changed. Every other session is signed out.',
  currentPasswordWrong: 'That is not your current password.',
  currentPasswordRequired: 'Please enter your current password',
  samePassword: 'Choose a new password, not the one you have now.',
  passwordChangedMeanwhile: 'Your password was just changed elsewhere. Please try again with the new one.',
  sessionSignedOut: 'That session is signed out.',
  sessionGone: 'That session has ended already.',
  // Changing the email (docs/product.md, Changing the email).
  emailChangeSent: (email: string) =>
    `We sent a link to ${email}. Your email changes once you open it there.`,
  sameEmail: 'This is the email you sign in with already.',
  emailChanged: 'Your email is changed. Sign in with the new one from now on.',
  emailChangeInvalid: 'This link is invalid or has expired. Ask for a new one in Settings.',
  emailChangeTaken: 'That email was registered by someone else meanwhile, so yours stays as it was.',
  // Deleting an account (docs/product.md, Deleting an account).
  accountDeleted: 'Your account is deleted. Thank you for being part of Frameline.',
  deleteAdmin:
    'An administrator’s account cannot be deleted. Ask a super_admin to remove your admin access first.',
  deleteSuspended:
    'Your account is suspended, so it cannot be deleted here. Please write to us through the contact form.',
  deleteOpenBookings: (count: number) =>
    `You have ${count} open ${count === 1 ? 'booking' : 'bookings'}. Decline, cancel or complete ${count === 1 ? 'it' : 'them'} first, so the other side knows where they stand.`,
  otherSessionsSignedOut: (count: number) =>
    count === 0
      ? 'You are not signed in anywhere else.'
      : `Signed out of ${count} other ${count === 1 ? 'session' : 'sessions'}.`,
} as const;

/**
 * What a refusal of a rule in shared/policies.ts says when nothing more specific is given.
 * Features pass their own text where the product has one (uploads, Connect, Book Now).
 */
export const POLICY_TEXTS = {
  sign_in: 'Please sign in to continue.',
  not_found: 'Not found.',
  not_admin: 'You do not have access to the admin area.',
  admin_level: 'Your admin level does not allow this.',
  no_profile: 'Please create your profile first.',
  suspended: 'Your account is suspended. You can still sign in and read.',
  self: 'You cannot do this with your own profile.',
  unavailable: 'This professional is not available right now.',
  not_professional: 'Only professionals can be booked.',
  not_party: 'You cannot do this with this booking.',
  conflict: 'This has changed in the meantime. Please reload and try again.',
} as const;

/** Discovery's texts. */
export const DISCOVERY_TEXTS = {
  /** A page link (cursor) the server no longer takes: page 1 is shown instead. */
  stalePageLink: 'This page link is not valid any more. Please start from the first page.',
} as const;

/** Texts of the admin area's actions. */
export const ADMIN_TEXTS = {
  professionalNotFound: 'Professional not found',
  suspended: 'The professional is suspended.',
  activated: 'The professional is active again.',
  alreadySuspended: 'This member was suspended in the meantime, with another reason. Please reload.',
  suspendSelf: 'You cannot suspend yourself.',
  activateSelf: 'You cannot lift your own suspension.',
  higherAdmin: 'This member is an administrator of a higher level than yours.',
  settingsChanged:
    'Another administrator changed the settings in the meantime. Please reload to see their change, then save yours again.',
} as const;

/** Refusals shared by avatar, banner and portfolio uploads (a suspended member may read, not upload). */
export const UPLOAD_TEXTS = {
  fieldTooLong: (name: string) => `The field ${name} is too long.`,
  profileFirst: 'Please create your profile first.',
  /** What an upload field takes (docs/product.md, Image uploads): every type the server decodes. */
  acceptedImages: 'JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.',
  professionalsOnly: 'Only professionals keep a portfolio. Change your role in Settings to upload work.',
  suspended: 'Your account is suspended, so uploads are unavailable. You can still sign in and read.',
  portfolioFull: (max: number) =>
    `Your portfolio already holds ${max} pieces, the most it can. Please delete one before uploading new work.`,
  storeUnavailable: 'Images cannot be stored just now. Please try again in a moment.',
  oneImageAtATime: 'Please send one image at a time.',
  tooManyFields: 'The form has too many fields.',
  unreadable: 'The upload could not be read. Please try again.',
} as const;

export function retryAfterText(seconds: number): string {
  if (seconds < 60)
    return `Too many attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export const PORTFOLIO_TEXTS = {
  selectImage: 'Please select an image',
  imageTooLarge: 'Image size must be less than 5MB',
  enterTitle: 'Please enter a title',
  loginRequired: 'Please log in to upload work',
  uploaded: 'Work uploaded successfully!',
  featured: 'Marked as featured',
  notFeatured: 'Marked as not featured',
  deleted: 'Portfolio item deleted',
  confirmDelete: 'Are you sure you want to delete this portfolio item?',
  notFound: 'Portfolio item not found',
  keptWhileClient:
    'Your portfolio is kept but not shown while you are a client. Change your role in Settings to edit your work.',
} as const;

export const PROFILE_MESSAGES = {
  created: 'Profile created successfully!',
  updated: 'Profile updated successfully!',
  settingsUpdated: 'Profile updated successfully',
  notFound: 'Profile not found',
  avatarUpdated: 'Profile image updated successfully',
  bannerUpdated: 'Banner image updated successfully',
  available: 'Status updated to Available',
  unavailable: 'Status updated to Unavailable',
  availabilityProfessionalsOnly:
    'Only professionals set their availability. Change your role in Settings to be listed.',
} as const;

export const REVIEW_TEXTS = {
  title: 'Reviews',
  none: 'No reviews yet',
  showMore: 'Show more',
  /** The reviewer of a review whose account has no profile. */
  memberWithoutProfile: 'Frameline member',
  /** The reviewer of a review whose account is deleted: as conversations name them. */
  deletedMember: 'Deleted member',
  loadFailed: 'Reviews could not be loaded.',
  created: 'Thank you! Your review is on their profile.',
  /** The professional's profile is not shown just now (suspended): nothing pretends. */
  createdNotShown:
    'Thank you! Your review is saved. It will show on their profile once the profile is shown again.',
  answered: 'Your answer is published.',
  stars: 'Please choose 1 to 5 stars',
  answerRequired: 'Please write your answer',
  notClient: 'Only the client of this booking can review it.',
  notReviewee: 'Only the reviewed professional can answer this review.',
  notCompleted: 'A booking can be reviewed once it is completed.',
  windowClosed: 'Reviews can be left within 14 days of completion.',
  already: 'This booking has already been reviewed.',
  alreadyAnswered: 'This review has already been answered.',
  notFound: 'Review not found',
  hiddenNoAnswer: 'An administrator hid this review, so it cannot be answered.',
  cannotReportOwn: 'You cannot report your own review.',
} as const;

/**
 * What a visitor without JavaScript is told where a control needs it (docs/product.md,
 * Without JavaScript). Shown only then, in <noscript>.
 */
export const NO_SCRIPT_TEXTS = {
  form: 'Sending this form needs JavaScript. Please turn it on and reload the page; nothing you type here is sent without it.',
  controls: 'Filtering and loading more here need JavaScript.',
  helpSearch: 'Searching and choosing a topic here need JavaScript.',
  search: 'Search',
} as const;

/** Saved talent's texts (docs/product.md, Saved talent). */
export const SAVED_TALENT_TEXTS = {
  saved: (name: string) => `${name} is in your saved talent.`,
  removed: (name: string) => `${name} is no longer in your saved talent.`,
  notFound: 'Profile not found',
  self: 'You cannot save your own profile.',
  notProfessional: 'Only professionals can be saved.',
  full: (max: number) =>
    `You have saved ${max.toLocaleString('en')} professionals, the most you can keep. Remove one to save another.`,
  badCursor: 'This link to more saved talent is not valid any more.',
} as const;
