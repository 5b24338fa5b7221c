// The product's figures and the server-side limits we chose (docs/product.md, Limits).

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;

/** Sessions last 30 days and slide forward while the member is active. */
export const SESSION_DAYS = 30;
/** A browser not signed in from for this long is forgotten: the most a browser keeps a cookie. */
export const KNOWN_DEVICE_DAYS = 400;
/** At most this many new-sign-in emails to one account an hour, however many browsers sign in. */
export const NEW_SIGN_IN_EMAILS_PER_HOUR = 3;
/** How often a session in use is renewed: its last activity is known to within this. */
export const SESSION_RENEW_MINUTES = 60;
/** Sessions listed in Settings; 'Sign out everywhere else' ends the rest too. */
export const SESSIONS_SHOWN = 20;
export const EMAIL_TOKEN_HOURS = { confirm_email: 48, reset_password: 1, change_email: 24 } as const;

/** Attempts per window, counted in PostgreSQL so they hold across server copies. */
export const RATE_LIMITS = {
  /** Sign-ins to one email from one address: the owner's address keeps its own allowance. */
  signIn: { max: 5, windowSeconds: 60 },
  /**
   * Sign-ins to one email from one address in an hour: without it, one address at the
   * minute's pace fills the email's ceiling (and locks the owner out) in ten minutes.
   */
  signInHourly: { max: 10, windowSeconds: 3600 },
  /** Sign-ins to one email from every address together: the ceiling for distributed guessing. */
  signInEmail: { max: 50, windowSeconds: 3600 },
  /** Sign-ins from one address to any email: one machine trying many accounts. */
  signInAddress: { max: 20, windowSeconds: 60 },
  signUp: { max: 10, windowSeconds: 600 },
  /** Confirmation links to one email, and reset links to one email (each counted apart). */
  email: { max: 3, windowSeconds: 600 },
  /** Confirmation and reset links one address asks for, to any emails. */
  emailLinkAddress: { max: 20, windowSeconds: 600 },
  contact: { max: 5, windowSeconds: 600 },
  newsletter: { max: 10, windowSeconds: 600 },
  /** Avatar, banner and portfolio uploads of one member, counted together. */
  upload: { max: 30, windowSeconds: 600 },
  /** Messages one member sends (docs/product.md, Sending). */
  message: { max: 30, windowSeconds: 60 },
  /** New people one member writes to: a spammer's reach, not a conversation's pace. */
  newConversation: { max: 20, windowSeconds: 86_400 },
  /** Booking requests one member makes (docs/product.md, Requesting a booking). */
  bookingCreate: { max: 30, windowSeconds: 3600 },
  /** Professionals one member looks up by email to book: every try counts (emails are private). */
  bookingLookup: { max: 60, windowSeconds: 3600 },
  /** 'Download your data': each reads all the member's messages and bookings. */
  accountExport: { max: 5, windowSeconds: 3600 },
  /** Reports one member files. */
  report: { max: 10, windowSeconds: 3600 },
} as const;

/** Live event streams one member holds open on one server copy (tabs, devices). */
export const EVENT_STREAMS_PER_MEMBER = 20;

/**
 * Typing (docs/product.md, Typing): a tab says its member is writing at most this often
 * while they type, and a server copy passes on at most one such signal per pair this often.
 */
export const TYPING_SIGNAL_SECONDS = 3;
/** How long the other member reads 'is typing' after the last signal, unless a message comes. */
export const TYPING_SHOWN_SECONDS = 6;
/** A sender may delete a message of theirs for this long after sending it (decision 0032). */
export const MESSAGE_DELETE_MINUTES = 15;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Portfolio pieces a member can keep: a showcase, not an archive (and a bound on storage). */
export const PORTFOLIO_MAX_ITEMS = 60;
export const EXPERIENCE_MAX = 50;
export const DISCOVER_PAGE_SIZE = 3;
/** Largest JSON body we accept; uploads use multipart with their own limit. */
export const JSON_BODY_MAX_BYTES = 100 * 1024;
