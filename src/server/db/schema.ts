import type { ColumnType, Generated } from 'kysely';
import type {
  AdminLevel,
  BookingStatus,
  MemberRole,
  PortfolioCategory,
  VerificationStatus,
} from '../../shared/enums.js';

// Row types of the tables in migrations/. Keep in step with the SQL.

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp with a database default. */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** Set by the database on insert, never changed. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type ImageVariant = {
  name: string;
  key: string;
  width: number;
  height: number;
  format: string;
  bytes: number;
};

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  email_confirmed_at: Date | null;
  /** The unread-messages email is wanted (a switch in Settings). */
  email_unread_messages: Generated<boolean>;
  unread_email_sent_at: Date | null;
  created_at: CreatedAt;
  updated_at: DefaultTimestamp;
  /** The member deleted their account: what is left names them to the other side only. */
  deleted_at: Date | null;
}

export interface SessionsTable {
  token_hash: string;
  /** What the member's list of sessions names it by; the hash never leaves the server. */
  id: Generated<string>;
  user_id: string;
  created_at: CreatedAt;
  last_seen_at: DefaultTimestamp;
  expires_at: Timestamp;
  user_agent: string | null;
}

export interface EmailTokensTable {
  token_hash: string;
  user_id: string;
  purpose: 'confirm_email' | 'reset_password' | 'change_email';
  /** The address a change_email link is for (and only then). */
  new_email: string | null;
  expires_at: Timestamp;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface RateLimitsTable {
  key: string;
  window_started_at: Timestamp;
  hits: number;
}

export interface ImagesTable {
  id: Generated<string>;
  owner_id: string;
  kind: 'avatar' | 'banner' | 'portfolio' | 'message';
  variants: ColumnType<ImageVariant[], string, string>;
  width: number;
  height: number;
  dominant_color: Generated<string>;
  created_at: CreatedAt;
}

export interface ProfilesTable {
  id: Generated<string>;
  user_id: string;
  full_name: string;
  display_name: string;
  bio: string | null;
  location: string | null;
  phone: string | null;
  company_name: string | null;
  email: string;
  role: MemberRole;
  specialties: Generated<string[]>;
  skills: Generated<string[]>;
  equipment: Generated<string[]>;
  hourly_rate: number | null;
  day_rate: number | null;
  experience_years: Generated<number>;
  is_available: Generated<boolean>;
  suspended_at: Date | null;
  suspension_reason: string | null;
  verification_status: Generated<VerificationStatus>;
  profile_image_id: string | null;
  cover_image_id: string | null;
  instagram_handle: string | null;
  website_url: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  /** Kept by a trigger on reviews (0 and 0 without reviews). */
  rating_average: ColumnType<number, never, never>;
  rating_count: ColumnType<number, never, never>;
  search_document: ColumnType<string, never, never>;
  /** Sort keys of the hourly and the day rate without nulls: no rate sorts last both ways. */
  hourly_rate_ascending: ColumnType<number, never, never>;
  hourly_rate_descending: ColumnType<number, never, never>;
  day_rate_ascending: ColumnType<number, never, never>;
  day_rate_descending: ColumnType<number, never, never>;
  /** The normalized city of `location` (discovery_location_key), generated. */
  location_key: ColumnType<string | null, never, never>;
}

/** Listed professionals per (role, specialty, city); '' means any. Kept by triggers on profiles. */
export interface DiscoveryCountsTable {
  role: string;
  specialty: string;
  location_key: string;
  listed: number;
}

export interface PortfolioItemsTable {
  id: Generated<string>;
  user_id: string;
  title: string;
  description: string | null;
  category: PortfolioCategory | null;
  image_id: string;
  is_featured: Generated<boolean>;
  sort_order: Generated<number>;
  created_at: DefaultTimestamp;
}

export interface MessagesTable {
  id: Generated<string>;
  sender_id: string;
  recipient_id: string;
  content: string;
  /** Made by the sender's tab: the same id twice is the same message (a retried send). */
  client_id: string | null;
  /** Its photo, an image of kind 'message' (migration 0031). */
  photo_id: Generated<string | null>;
  read_at: Date | null;
  /** Hidden by an admin: gone for both members, kept for the audit. */
  hidden_at: Date | null;
  /** The administrator who hid it, and why (migration 0011). */
  hidden_by: string | null;
  hidden_reason: string | null;
  /** Named in an unread-messages email already. */
  notified_at: Date | null;
  /** read_at is not null (generated). */
  is_read: ColumnType<boolean, never, never>;
  created_at: DefaultTimestamp;
}

/** One member's entry for a conversation; kept by triggers on messages (migration 0008). */
export interface ConversationsTable {
  member_id: string;
  other_id: string;
  last_message_id: string;
  last_message_at: Date;
  unread_count: ColumnType<number, never, never>;
  hidden_at: Date | null;
}

export interface BlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: CreatedAt;
}

export interface ReportsTable {
  id: Generated<string>;
  reporter_id: string | null;
  member_id: string;
  message_id: string | null;
  /** The reported review, whose author is member_id (migration 0030). */
  review_id: Generated<string | null>;
  reason: string;
  status: Generated<'open' | 'dismissed' | 'actioned'>;
  handled_by: string | null;
  handled_at: Date | null;
  note: string | null;
  /** What was done about an actioned report (migration 0011). */
  action: 'suspend_member' | 'delete_message' | 'hide_review' | null;
  created_at: CreatedAt;
}

/** What a member's event stream carries (lib/realtime.ts). */
export interface MemberEventsTable {
  id: Generated<string>;
  member_id: string;
  type: string;
  payload: ColumnType<unknown, string, never>;
  created_at: CreatedAt;
}

export interface BookingsTable {
  id: Generated<string>;
  title: string;
  description: string | null;
  shoot_date: string;
  start_time: string | null;
  duration_hours: number | null;
  location: string | null;
  rate_offered: number | null;
  rate_accepted: number | null;
  notes: string | null;
  cancel_reason: string | null;
  client_id: string;
  professional_id: string;
  status: Generated<BookingStatus>;
  /** The shoot's IANA time zone; shoot_date and start_time are its local time. */
  time_zone: string;
  /** The instants of the shoot (lib: shootSpan), for expiry, overlaps and calendars. */
  starts_at: Timestamp;
  ends_at: Timestamp;
  /** The client's Idempotency-Key: a repeated create is the same booking. */
  idempotency_key: string | null;
  /** A hash of the create request the key came with. */
  request_hash: string | null;
  completed_at: Date | null;
  /** The professional was reminded of the pending request. */
  reminder_sent_at: Date | null;
  /** The client was reminded to review the completed booking (migration 0023). */
  review_reminder_sent_at: Date | null;
  /** Both parties were reminded of the shoot coming up, or it was passed over (migration 0032). */
  shoot_reminder_sent_at: Date | null;
  /** The open proposal of a new time, if any (migration 0034): its local date, time and length. */
  proposed_shoot_date: string | null;
  proposed_start_time: string | null;
  proposed_duration_hours: number | null;
  proposed_by: 'client' | 'professional' | null;
  proposed_at: Date | null;
  proposal_note: string | null;
  /** The open proposal's place, null when the booking keeps its own (migration 0035). */
  proposed_location: string | null;
  /** How many new times were agreed: the calendar file's SEQUENCE. */
  times_moved: Generated<number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type BookingEventActor = 'client' | 'professional' | 'admin' | 'system';
export type BookingEventKind =
  | 'status'
  | 'time_proposed'
  | 'time_accepted'
  | 'time_declined'
  | 'time_withdrawn';

/** A booking's history, oldest first; never edited (migration 0009). */
export interface BookingEventsTable {
  id: Generated<string>;
  booking_id: string;
  actor_id: string | null;
  actor_role: BookingEventActor;
  from_status: BookingStatus | null;
  to_status: BookingStatus;
  note: string | null;
  rate: number | null;
  /** A status move, or a step of a new time (migration 0034). */
  kind: Generated<BookingEventKind>;
  /** The time a new-time entry names (proposed, or agreed). */
  shoot_date: string | null;
  start_time: string | null;
  duration_hours: number | null;
  /** The place a new-time entry names, when its step moved the place too (migration 0035). */
  location: string | null;
  created_at: CreatedAt;
}

export interface ReviewsTable {
  id: Generated<string>;
  booking_id: string;
  reviewer_id: string;
  reviewee_id: string;
  rating: number;
  comment: string | null;
  created_at: DefaultTimestamp;
  /** The professional's one answer. */
  answer: string | null;
  answered_at: Date | null;
  /** Hidden by an administrator, with a reason: off the profile and the rating (migration 0011). */
  hidden_at: Date | null;
  hidden_by: string | null;
  hidden_reason: string | null;
}

export interface AdminsTable {
  id: Generated<string>;
  user_id: string;
  admin_level: Generated<AdminLevel>;
  permissions: ColumnType<Record<string, boolean>, string | undefined, string>;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
}

/** One row (id true): the settings a super_admin may change (migration 0010). */
export interface PlatformSettingsTable {
  id: Generated<boolean>;
  sign_up_open: Generated<boolean>;
  /** Null: the server's default (UNREAD_EMAIL_DELAY_SECONDS). */
  unread_email_delay_minutes: number | null;
  updated_at: Date | null;
}

/** Where each sitemap file of profiles starts, per hour (migration 0016; features/seo/sitemaps.ts). */
export interface SitemapLayoutsTable {
  hour: Date;
  per_file: number;
  /** The first profile id (as text) of each file, in order. */
  firsts: string[];
}

/** Append-only: the database refuses UPDATE, DELETE and TRUNCATE (migration 0007). */
export interface AuditLogsTable {
  id: Generated<string>;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  table_name: string;
  record_id: string | null;
  old_values: ColumnType<unknown, string | null, never>;
  new_values: ColumnType<unknown, string | null, never>;
  ip: string | null;
  request_id: string | null;
  created_at: CreatedAt;
}

export interface ProfileViewsTable {
  profile_user_id: string;
  viewer_key: string;
  viewed_on: ColumnType<string, string | undefined, never>;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  topic: 'general' | 'support' | 'billing' | 'partnership' | 'press';
  message: string;
  user_id: string | null;
  created_at: CreatedAt;
}

export interface NewsletterSubscriptionsTable {
  email: string;
  source: Generated<'blog' | 'footer' | 'other'>;
  created_at: CreatedAt;
}

export type EmailKind =
  | 'confirm_email'
  | 'new_sign_in'
  | 'reset_password'
  | 'password_changed'
  | 'account_deleted'
  | 'change_email'
  | 'unread_messages'
  | 'suspension'
  | 'booking';

/** A browser an account has signed in from, by the keyed hash of its device cookie. */
export interface KnownDevicesTable {
  user_id: string;
  device_hash: string;
  /** Its name at the first sign-in ('Chrome on macOS'). */
  device: string;
  first_signed_in_at: CreatedAt;
  last_signed_in_at: DefaultTimestamp;
  /** When its first sign-in was emailed to the member. */
  told_at: Date | null;
  /** The IANA zone it said it ran in at its last sign-in that said one (migration 0028). */
  time_zone: string | null;
}

/** A member's calendar link (migration 0029): its id is in the address, with a key made from it. */
export interface CalendarFeedsTable {
  id: Generated<string>;
  user_id: string;
  created_at: CreatedAt;
}

/** Outgoing mail; text and html are cleared once sent (migration 0006). */
export interface EmailsTable {
  id: Generated<string>;
  to: string;
  subject: string;
  text: string | null;
  html: string | null;
  kind: EmailKind;
  created_at: CreatedAt;
  sent_at: Date | null;
  attempts: Generated<number>;
  last_error: string | null;
}

/** A professional a member saved (docs/product.md, Saved talent). */
export interface SavedTalentTable {
  member_id: string;
  talent_id: string;
  saved_at: DefaultTimestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  rate_limits: RateLimitsTable;
  images: ImagesTable;
  profiles: ProfilesTable;
  discovery_counts: DiscoveryCountsTable;
  portfolio_items: PortfolioItemsTable;
  messages: MessagesTable;
  conversations: ConversationsTable;
  blocks: BlocksTable;
  reports: ReportsTable;
  member_events: MemberEventsTable;
  bookings: BookingsTable;
  booking_events: BookingEventsTable;
  reviews: ReviewsTable;
  admins: AdminsTable;
  platform_settings: PlatformSettingsTable;
  audit_logs: AuditLogsTable;
  profile_views: ProfileViewsTable;
  contact_messages: ContactMessagesTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  emails: EmailsTable;
  sitemap_layouts: SitemapLayoutsTable;
  saved_talent: SavedTalentTable;
  known_devices: KnownDevicesTable;
  calendar_feeds: CalendarFeedsTable;
}
