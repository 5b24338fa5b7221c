// Every path of the API, in one place: the server registers its routes with these
// patterns and the web's fetchers build their URLs from them, so the two cannot drift
// apart. A `:name` part is a parameter; apiPath fills it in.

export const API_PATHS = {
  health: {
    /** The process answers, whatever the database does (load balancers, benchmarks). */
    live: '/api/health/live',
    /** The process and its database. */
    ready: '/api/health',
  },
  openApi: '/api/openapi.json',
  auth: {
    session: '/api/auth/session',
    me: '/api/auth/me',
    signUp: '/api/auth/sign-up',
    signIn: '/api/auth/sign-in',
    signOut: '/api/auth/sign-out',
    resendConfirmation: '/api/auth/resend-confirmation',
    confirmEmail: '/api/auth/confirm-email',
    forgotPassword: '/api/auth/forgot-password',
    resetPassword: '/api/auth/reset-password',
    changePassword: '/api/auth/change-password',
    changeEmail: '/api/auth/change-email',
    /** The link in the email sent to the new address; lands on /auth/email-change. */
    confirmEmailChange: '/api/auth/confirm-email-change',
    sessions: '/api/auth/sessions',
    /** One of the member's sessions, by its id. */
    ofSession: '/api/auth/sessions/:sessionId',
    signOutOthers: '/api/auth/sessions/sign-out-others',
    /** The signed-in member's account: DELETE deletes it. */
    account: '/api/auth/account',
    /** GET: 'Download your data', one JSON file. */
    accountExport: '/api/auth/account/export',
  },
  discovery: {
    search: '/api/discover',
    roleCounts: '/api/discover/roles',
    locations: '/api/discover/locations',
  },
  profiles: {
    mine: '/api/profiles/me',
    myAvailability: '/api/profiles/me/availability',
    /** The avatar or the banner (`slot`). */
    myImage: '/api/profiles/me/:slot',
    myStats: '/api/profiles/me/stats',
    ofMember: '/api/profiles/:userId',
  },
  reviews: {
    ofProfile: '/api/profiles/:userId/reviews',
    /** The reviewed professional's one answer. */
    answer: '/api/reviews/:reviewId/answer',
    /** POST: report a review to the administrators. */
    report: '/api/reviews/:reviewId/report',
  },
  savedTalent: {
    /** GET: the professionals I saved, newest first. */
    list: '/api/saved-talent',
    /** GET: the ids of every professional I saved (the hearts on talent cards). */
    ids: '/api/saved-talent/ids',
    /** GET: whether I saved them; PUT: save them; DELETE: remove them from my saved talent. */
    talent: '/api/saved-talent/:talentId',
  },
  bookings: {
    /** GET: my bookings (as client and as professional); POST: request a booking. */
    list: '/api/bookings',
    /** GET: how many requests to me, as professional, await my answer. */
    awaitingAnswer: '/api/bookings/awaiting-answer',
    /** GET: my accepted bookings whose shoot has not ended, soonest first (a few). */
    upcoming: '/api/bookings/upcoming',
    /** GET: my completed bookings, as client, I may still review, the soonest to close first. */
    awaitingReview: '/api/bookings/awaiting-review',
    /** GET: reviews of me, as professional, not answered yet, from the last 30 days, newest first. */
    reviewsToAnswer: '/api/bookings/reviews-to-answer',
    /** GET: whether a professional has an accepted booking on a date (?professionalId&date). */
    bookedOn: '/api/bookings/booked-on',
    /** One booking with its history. */
    booking: '/api/bookings/:bookingId',
    /** POST a move: accept, decline, cancel, complete. */
    actions: '/api/bookings/:bookingId/actions',
    /** POST: propose a new time for an accepted booking; DELETE: withdraw my proposal. */
    newTime: '/api/bookings/:bookingId/new-time',
    /** POST: accept or decline the new time the other party proposed. */
    newTimeAnswer: '/api/bookings/:bookingId/new-time/answer',
    /** The calendar file of an accepted booking. */
    calendar: '/api/bookings/:bookingId/calendar.ics',
    /** GET: my calendar link; POST: a new one (replacing any); DELETE: none. */
    calendarFeed: '/api/bookings/calendar-feed',
    /** GET, with no session: a member's accepted bookings as a calendar (the link's address). */
    calendarFeedFile: '/api/calendar-feeds/:feedId/:key',
    /** POST: the client's review of a completed booking. */
    review: '/api/bookings/:bookingId/review',
  },
  portfolio: {
    ofMember: '/api/profiles/:userId/portfolio',
    items: '/api/portfolio',
    item: '/api/portfolio/:itemId',
    order: '/api/portfolio/order',
  },
  messaging: {
    conversations: '/api/messages/conversations',
    /** The thread with one other member. */
    conversation: '/api/messages/conversations/:otherId',
    conversationRead: '/api/messages/conversations/:otherId/read',
    /** POST: I am writing to this member now (typing; nothing is stored). */
    conversationTyping: '/api/messages/conversations/:otherId/typing',
    messages: '/api/messages',
    /** DELETE: the sender deletes a message of theirs, for both members (decision 0032). */
    message: '/api/messages/:messageId',
    /** POST (multipart): send a message with a photo. */
    photoMessage: '/api/messages/photo',
    /** GET: a message's photo (?size=thumb|display), for the conversation's members. */
    photo: '/api/messages/photos/:photoId',
    unread: '/api/messages/unread',
    blocks: '/api/messages/blocks',
    block: '/api/messages/blocks/:otherId',
    reports: '/api/reports',
    settings: '/api/messages/settings',
  },
  /** The signed-in member's live events (server-sent events). */
  events: '/api/events',
  marketing: {
    contact: '/api/contact',
    newsletter: '/api/newsletter',
  },
  /** The admin area: one scope with one guard (adminScopePath). */
  admin: {
    stats: '/api/admin/stats',
    professionalSuspension: '/api/admin/professionals/:userId/suspension',
    contactMessages: '/api/admin/contact-messages',
    /** PUT: an administrator sets a booking's status, with a reason. */
    bookingStatus: '/api/admin/bookings/:bookingId/status',
    /** GET: the Professionals tab's list (search, keyset pages). */
    professionals: '/api/admin/professionals',
    /** PUT: verified or not verified. */
    professionalVerification: '/api/admin/professionals/:userId/verification',
    /** GET: the administrators; POST: add one by email. */
    admins: '/api/admin/admins',
    /** DELETE: remove an admin record. */
    admin: '/api/admin/admins/:adminId',
    /** PUT: activate or deactivate. */
    adminActive: '/api/admin/admins/:adminId/active',
    /** PUT: the level (and so the permissions). */
    adminLevel: '/api/admin/admins/:adminId/level',
    /** GET and PUT: the platform settings (super_admin). */
    settings: '/api/admin/settings',
    /** GET: a CSV report (`kind`: professionals or bookings) of a range of days. */
    csvExport: '/api/admin/exports/:kind',
    /** The latest bookings, newest first (a booking's detail is the members' GET /api/bookings/:bookingId). */
    bookings: '/api/admin/bookings',
    /** The latest messages, newest first. */
    messages: '/api/admin/messages',
    /** GET: the conversation around a message (an audited read). */
    messageConversation: '/api/admin/messages/:messageId/conversation',
    /** PUT: delete (hide) a message from both members, with a reason. */
    messageHidden: '/api/admin/messages/:messageId/hidden',
    /** The reports queue, open ones first. */
    reports: '/api/admin/reports',
    /** POST: dismiss or act on a report, with a note. */
    reportResolution: '/api/admin/reports/:reportId/resolution',
    reviews: '/api/admin/reviews',
    /** PUT: hide a review, with a reason; DELETE: show it again. */
    reviewHidden: '/api/admin/reviews/:reviewId/hidden',
    auditLog: '/api/admin/audit-log',
    /** The admins and actions the audit log holds (its filters). */
    auditLogFilters: '/api/admin/audit-log/filters',
  },
} as const;

/** What every API path begins with. */
export const API_PREFIX = '/api/';
/** The scope of the admin area's routes. */
export const ADMIN_SCOPE = '/api/admin';

/** The names of the `:name` parameters of a path pattern. */
export type PathParams<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path with its parameters filled in, each encoded as one path segment. */
export function apiPath<Pattern extends string>(
  pattern: Pattern,
  params: Record<PathParams<Pattern>, string>,
): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent((params as Record<string, string>)[name]!),
  );
}

/** An admin path as the admin scope registers it: the scope adds ADMIN_SCOPE in front. */
export function adminScopePath(path: `${typeof ADMIN_SCOPE}/${string}`): string {
  return path.slice(ADMIN_SCOPE.length);
}
