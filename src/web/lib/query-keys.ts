import type { BookingListQuery } from '../../shared/schemas/bookings';
import type { DiscoverQuery, LocationSuggestionsQuery } from '../../shared/schemas/discovery';
import type {
  AdminBookingListQuery,
  AdminReviewListQuery,
  AuditLogQuery,
  ReportListQuery,
} from '../../shared/schemas/moderation';

// The key of every cached query, in one place: a feature can refresh what another one
// shows (a new portfolio item changes the dashboard's Quick Stats) without importing it.
// Each family starts with its own word, so a whole family can be refreshed at once.

export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
  /** Where the member is signed in (Settings). */
  accountSessions: () => [...authKeys.all, 'account-sessions'] as const,
};

export const discoveryKeys = {
  all: ['discovery'] as const,
  search: (query: DiscoverQuery) => [...discoveryKeys.all, 'search', query] as const,
  roles: () => [...discoveryKeys.all, 'roles'] as const,
  locations: (query: LocationSuggestionsQuery) => [...discoveryKeys.all, 'locations', query] as const,
};

export const profileKeys = {
  all: ['profiles'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
  /** The signed-in member's Quick Stats (profile views, portfolio items, ...). */
  stats: () => [...profileKeys.all, 'me', 'stats'] as const,
  detail: (userId: string) => [...profileKeys.all, 'detail', userId] as const,
};

export const portfolioKeys = {
  all: ['portfolio'] as const,
  list: (userId: string) => [...portfolioKeys.all, 'list', userId] as const,
};

export const reviewKeys = {
  all: ['reviews'] as const,
  profile: (userId: string) => [...reviewKeys.all, 'profile', userId] as const,
};

export const savedTalentKeys = {
  all: ['saved-talent'] as const,
  /** My saved talent, newest first, a page at a time. */
  list: () => [...savedTalentKeys.all, 'list'] as const,
  /** The ids of every professional I saved (the hearts on talent cards). */
  ids: () => [...savedTalentKeys.all, 'ids'] as const,
  /** Whether I saved one professional. */
  state: (talentId: string) => [...savedTalentKeys.all, 'state', talentId] as const,
};

export const messagingKeys = {
  all: ['messages'] as const,
  conversations: () => [...messagingKeys.all, 'conversations'] as const,
  /**
   * The lists found by a search of names (every one without `q`), under the list's key so
   * what reads the list again reads them again too; the live updates write only the list.
   */
  conversationSearch: (q?: string) =>
    [...messagingKeys.conversations(), 'search', ...(q === undefined ? [] : [q])] as const,
  /** The thread with one other member. */
  thread: (otherId: string) => [...messagingKeys.all, 'thread', otherId] as const,
  /** How many messages to me are unread (the top navigation, the Messages tab). */
  unread: () => [...messagingKeys.all, 'unread'] as const,
  blocks: () => [...messagingKeys.all, 'blocks'] as const,
  settings: () => [...messagingKeys.all, 'settings'] as const,
  /** Sends from this tab still pending or refused (mutations), by sender and recipient. */
  send: (me: string, otherId: string) => [...messagingKeys.all, 'send', me, otherId] as const,
};

export const bookingKeys = {
  all: ['bookings'] as const,
  /** Every filtered list of my bookings. */
  lists: () => [...bookingKeys.all, 'list'] as const,
  list: (filters: Omit<BookingListQuery, 'cursor'>) => [...bookingKeys.lists(), filters] as const,
  /** The shoots coming up: a list too, so every change to a booking reads it again. */
  upcoming: () => [...bookingKeys.lists(), 'upcoming'] as const,
  /** The completed bookings awaiting my review: a list too (a review is a change to its booking). */
  awaitingReview: () => [...bookingKeys.lists(), 'awaiting-review'] as const,
  /** The reviews of me awaiting my answer: a list too, for the same reason. */
  reviewsToAnswer: () => [...bookingKeys.lists(), 'reviews-to-answer'] as const,
  detail: (bookingId: string) => [...bookingKeys.all, 'detail', bookingId] as const,
  /** Whether a professional has an accepted booking on a date (the request form's note). */
  bookedOn: (professionalId: string, date: string) =>
    [...bookingKeys.all, 'booked-on', professionalId, date] as const,
  /** How many requests to me await my answer (the Bookings tab's count). */
  awaitingAnswer: () => [...bookingKeys.all, 'awaiting-answer'] as const,
  /** My calendar link (Settings). */
  calendarLink: () => [...bookingKeys.all, 'calendar-link'] as const,
};

/**
 * The admin area. Each tab keeps its queries under its own word (`adminKeys.area('admins')`);
 * every admin write refreshes the whole area (`adminKeys.all`), as the Audit log has a row
 * for it whichever tab made it.
 */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  area: (area: string) => [...adminKeys.all, area] as const,
};

/** The admin area's moderation tabs, each under its own word of adminKeys. */
export const moderationKeys = {
  all: adminKeys.all,
  bookings: (filters: Omit<AdminBookingListQuery, 'cursor'>) =>
    [...adminKeys.area('bookings'), filters] as const,
  messages: () => adminKeys.area('messages'),
  conversation: (messageId: string) => [...adminKeys.area('conversation'), messageId] as const,
  reports: (filters: Omit<ReportListQuery, 'cursor'>) =>
    [...adminKeys.area('member-reports'), filters] as const,
  reviews: (filters: Omit<AdminReviewListQuery, 'cursor'>) =>
    [...adminKeys.area('reviews'), filters] as const,
  auditLog: (filters: Omit<AuditLogQuery, 'cursor'>) => [...adminKeys.area('audit-log'), filters] as const,
  auditFilters: () => adminKeys.area('audit-log-filters'),
};
