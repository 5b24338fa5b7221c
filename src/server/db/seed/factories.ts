import { randomBytes, randomUUID } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import { shootSpan } from '../../../shared/booking-lifecycle.js';
import {
  type AdminLevel,
  EQUIPMENT,
  PORTFOLIO_CATEGORIES,
  PROFESSIONAL_ROLES,
  type ProfessionalRole,
  permissionsFor,
  SKILLS,
  SPECIALTIES,
} from '../../../shared/enums.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Db } from '../database.js';
import type {
  AdminsTable,
  BookingsTable,
  ImagesTable,
  MessagesTable,
  PortfolioItemsTable,
  ProfilesTable,
  ReviewsTable,
} from '../schema.js';

// Test factories (the epic-stack way): each creates one realistic row with sensible
// defaults, any of which a test can override. The demo seed builds on the same functions.
// `db` may be a transaction.

export type UserRow = { id: string; email: string; password: string };
export type ProfileRow = Selectable<ProfilesTable>;
export type ImageRecord = Selectable<ImagesTable>;
export type PortfolioItemRow = Selectable<PortfolioItemsTable>;
export type MessageRow = Selectable<MessagesTable>;
export type BookingRow = Selectable<BookingsTable>;
export type ReviewRow = Selectable<ReviewsTable>;
export type AdminRow = Selectable<AdminsTable>;

export const DEFAULT_PASSWORD = 'factory-password-1';

// argon2id takes tens of milliseconds on purpose: hash each distinct password once.
const hashes = new Map<string, Promise<string>>();
export function passwordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
    hash.catch(() => hashes.delete(password));
  }
  return hash;
}

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.test`;
}

/** A member account; confirmed unless told otherwise. The password is returned for signing in. */
export async function createUser(
  db: Db,
  options: { email?: string; password?: string; confirmed?: boolean } = {},
): Promise<UserRow> {
  const email = (options.email ?? uniqueEmail()).trim().toLowerCase();
  const password = options.password ?? DEFAULT_PASSWORD;
  const row = await db
    .insertInto('users')
    .values({
      email,
      password_hash: await passwordHash(password),
      email_confirmed_at: options.confirmed === false ? null : new Date(),
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
  return { ...row, password };
}

/** A profile for an existing user: a professional with believable details unless overridden. */
export async function createProfile(
  db: Db,
  userId: string,
  overrides: Partial<Omit<Insertable<ProfilesTable>, 'user_id'>> = {},
): Promise<ProfileRow> {
  const role = overrides.role ?? pick(PROFESSIONAL_ROLES);
  const first = pick(FIRST_NAMES);
  const last = pick(LAST_NAMES);
  const fullName = overrides.full_name ?? `${first} ${last}`;
  const email =
    overrides.email ??
    (await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;
  const isClient = role === 'client';
  const city = overrides.location ?? pick(CITIES);
  const hourly = isClient ? null : pick([null, 60, 85, 120, 150, 200]);
  const values: Insertable<ProfilesTable> = {
    user_id: userId,
    full_name: fullName,
    display_name: overrides.display_name ?? fullName,
    role,
    email,
    bio: isClient
      ? 'We produce campaigns and content for our own brands and like working with independent creatives.'
      : `${label(role)} based in ${city}. ${pick(BIO_LINES)}`,
    location: city,
    company_name: isClient ? `${last} ${pick(['Studio', 'Collective', 'Goods', 'Apparel'])}` : null,
    specialties: isClient ? [] : sample(SPECIALTIES, 1, 4),
    skills: isClient ? [] : sample(SKILLS, 0, 4),
    equipment: isClient || role === 'model' ? [] : sample(EQUIPMENT, 0, 4),
    hourly_rate: hourly,
    day_rate: hourly && Math.random() < 0.5 ? hourly * 7 : null,
    experience_years: isClient ? 0 : Math.floor(Math.random() * 20),
    instagram_handle: isClient ? null : `@${first.toLowerCase()}.${last.toLowerCase()}`.slice(0, 30),
    website_url: null,
    ...overrides,
  };
  return db.insertInto('profiles').values(values).returningAll().executeTakeFirstOrThrow();
}

export { permissionsFor };

export async function createAdmin(
  db: Db,
  userId: string,
  level: AdminLevel = 'admin',
  options: { isActive?: boolean } = {},
): Promise<AdminRow> {
  return db
    .insertInto('admins')
    .values({
      user_id: userId,
      admin_level: level,
      permissions: JSON.stringify(permissionsFor(level)),
      is_active: options.isActive ?? true,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * An images row without files, for tests that need an image to point at. The seed and
 * the app store real files through saveImage (server/lib/images.ts).
 */
export async function createImageRecord(
  db: Db,
  ownerId: string,
  kind: ImagesTable['kind'] = 'portfolio',
  options: { width?: number; height?: number; color?: string } = {},
): Promise<ImageRecord> {
  const id = randomUUID();
  const width = options.width ?? (kind === 'avatar' ? 512 : kind === 'banner' ? 1920 : 1600);
  const height = options.height ?? (kind === 'avatar' ? 512 : kind === 'banner' ? 640 : 1067);
  const thumbScale = kind === 'avatar' ? 0.25 : kind === 'banner' ? 0.5 : 0.3;
  const variants = [
    { name: 'display', width, height },
    { name: 'thumb', width: Math.round(width * thumbScale), height: Math.round(height * thumbScale) },
  ].map((variant) => ({
    ...variant,
    key: `u/${ownerId}/${id}-${variant.name}.webp`,
    format: 'webp',
    bytes: 1000,
  }));
  return db
    .insertInto('images')
    .values({
      id,
      owner_id: ownerId,
      kind,
      variants: JSON.stringify(variants),
      width,
      height,
      dominant_color: options.color ?? pick(['#5b3df5', '#ff5a4e', '#1f6f8b', '#e07a5f', '#2d6a4f']),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A portfolio item; without `image_id` an image record (no files) is made for it. */
export async function createPortfolioItem(
  db: Db,
  userId: string,
  overrides: Partial<Omit<Insertable<PortfolioItemsTable>, 'user_id'>> = {},
): Promise<PortfolioItemRow> {
  const imageId = overrides.image_id ?? (await createImageRecord(db, userId, 'portfolio')).id;
  const category = overrides.category === undefined ? pick(PORTFOLIO_CATEGORIES) : overrides.category;
  return db
    .insertInto('portfolio_items')
    .values({
      user_id: userId,
      title: `${pick(['Golden', 'Quiet', 'Northern', 'Soft', 'Electric', 'Salt'])} ${pick(['Hour', 'Light', 'Study', 'Series', 'Story'])}`,
      description: 'Shot on location with a small crew.',
      category,
      is_featured: false,
      sort_order: 0,
      ...overrides,
      image_id: imageId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createMessage(
  db: Db,
  input: { senderId: string; recipientId: string; content?: string; isRead?: boolean; createdAt?: Date },
): Promise<MessageRow> {
  return db
    .insertInto('messages')
    .values({
      sender_id: input.senderId,
      recipient_id: input.recipientId,
      content: input.content ?? pick(MESSAGE_LINES),
      read_at: input.isRead ? (input.createdAt ?? new Date()) : null,
      ...(input.createdAt ? { created_at: input.createdAt } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A booking request (pending unless told otherwise), two weeks from today by default. */
export async function createBooking(
  db: Db,
  input: { clientId: string; professionalId: string } & Partial<
    Omit<Insertable<BookingsTable>, 'client_id' | 'professional_id'>
  >,
): Promise<BookingRow> {
  const { clientId, professionalId, ...overrides } = input;
  const shoot = {
    shoot_date: isoDate(daysFromNow(14)),
    start_time: '10:00' as string | null,
    duration_hours: 4 as number | null,
    time_zone: 'UTC',
    ...overrides,
  };
  const span = shootSpan({
    shootDate: shoot.shoot_date,
    startTime: shoot.start_time,
    durationHours: shoot.duration_hours,
    timeZone: shoot.time_zone,
  });
  return db
    .insertInto('bookings')
    .values({
      title: pick([
        'Lookbook shoot',
        'Campaign stills',
        'Brand portraits',
        'Product launch',
        'Editorial story',
      ]),
      description: 'Half-day shoot in a daylight studio. Moodboard to follow.',
      location: pick(CITIES),
      rate_offered: 600,
      status: 'pending',
      starts_at: span.startsAt,
      ends_at: span.endsAt,
      ...overrides,
      ...shoot,
      client_id: clientId,
      professional_id: professionalId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A review of a booking's professional by its client (docs/product.md, Reviews); reviewer
 * and reviewee come from the booking.
 */
export async function createReview(
  db: Db,
  input: {
    bookingId: string;
    rating?: number;
    comment?: string | null;
    reviewerId?: string;
    revieweeId?: string;
  },
): Promise<ReviewRow> {
  let { reviewerId, revieweeId } = input;
  if (!reviewerId || !revieweeId) {
    const booking = await db
      .selectFrom('bookings')
      .select(['client_id', 'professional_id'])
      .where('id', '=', input.bookingId)
      .executeTakeFirstOrThrow();
    reviewerId ??= booking.client_id;
    revieweeId ??= booking.professional_id;
  }
  return db
    .insertInto('reviews')
    .values({
      booking_id: input.bookingId,
      reviewer_id: reviewerId,
      reviewee_id: revieweeId,
      rating: input.rating ?? 5,
      comment:
        input.comment === undefined
          ? 'Prepared, calm on set and delivered early. Would book again.'
          : input.comment,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

// --- helpers -------------------------------------------------------------------------

export function daysFromNow(days: number, from = new Date()): Date {
  return new Date(from.getTime() + days * 86_400_000);
}

/** 'YYYY-MM-DD' in UTC, the form the date columns take. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}

function sample<T>(items: readonly T[], min: number, max: number): T[] {
  const count = min + Math.floor(Math.random() * (max - min + 1));
  return [...items].sort(() => Math.random() - 0.5).slice(0, count);
}

function label(role: ProfessionalRole): string {
  return role === 'makeup_artist'
    ? 'Makeup artist'
    : role === 'creative_director'
      ? 'Creative director'
      : capitalise(role);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const FIRST_NAMES = [
  'Ava',
  'Noah',
  'Mila',
  'Omar',
  'Lena',
  'Kofi',
  'Ines',
  'Ravi',
  'Sana',
  'Felix',
  'Yara',
  'Jonah',
];
const LAST_NAMES = [
  'Moreau',
  'Okafor',
  'Lindqvist',
  'Haddad',
  'Nakamura',
  'Alvarez',
  'Brennan',
  'Kowalski',
  'Mehta',
];
const CITIES = [
  'New York, NY',
  'Los Angeles, CA',
  'London, UK',
  'Berlin, Germany',
  'Lisbon, Portugal',
  'Toronto, Canada',
];
const BIO_LINES = [
  'Calm on set, quick to adapt and fond of natural light.',
  'Ten years of campaigns, lookbooks and editorial stories.',
  'I care about preparation, so the shoot day feels easy.',
];
const MESSAGE_LINES = [
  'Hi! Are you free for a half-day shoot next month?',
  'Thanks for getting back to me. Sending the moodboard now.',
  'That works for us. Talk soon!',
];
