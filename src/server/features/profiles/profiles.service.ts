import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { keepsProfessionalDetails, type MemberRole } from '../../../shared/enums.js';
import { RATE_LIMITS } from '../../../shared/limits.js';
import {
  maySeeContactDetails,
  maySetAvailability,
  mayUpload,
  mayViewProfile,
} from '../../../shared/policies.js';
import type { SessionUser } from '../../../shared/schemas/auth.js';
import {
  type DashboardStats,
  type Profile,
  type ProfileForm,
  type ProfileSettings,
  REQUEST_ANSWERS_COUNTED,
  REQUEST_ANSWERS_SHOWN_FROM,
} from '../../../shared/schemas/profiles.js';
import { PROFILE_MESSAGES, UPLOAD_TEXTS } from '../../../shared/texts.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { enforce } from '../../lib/authorize.js';
import { remember } from '../../lib/bounded-memo.js';
import {
  deleteImageRow,
  discardStoredImage,
  type ImageDeps,
  type ImageWork,
  imageUrls,
  recordImage,
  removeImageFiles,
  storeImageFiles,
} from '../../lib/images.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { Storage } from '../../lib/storage.js';

export type ProfileDeps = { db: Db; storage: Storage };
/** Counting a view needs the secret that keeps visitors' addresses out of the table. */
export type ProfileViewDeps = ProfileDeps & { config: Pick<Config, 'authSecret'> };
/** What image uploads (avatar, banner, portfolio) need besides: the image work slots and the upload rate. */
export type UploadDeps = { imageWork: ImageWork; limiter: RateLimiter };

/**
 * Profiles with their images, ready to become the API shape. The rating is the one kept
 * on the profile by the reviews trigger, which the discovery cards show too.
 */
function selectProfiles(db: Db) {
  return db
    .selectFrom('profiles as p')
    .leftJoin('images as avatar', 'avatar.id', 'p.profile_image_id')
    .leftJoin('images as cover', 'cover.id', 'p.cover_image_id')
    .selectAll('p')
    .select([
      'avatar.variants as avatar_variants',
      'avatar.width as avatar_width',
      'avatar.height as avatar_height',
      'avatar.dominant_color as avatar_color',
      'cover.variants as cover_variants',
      'cover.width as cover_width',
      'cover.height as cover_height',
      'cover.dominant_color as cover_color',
    ]);
}
type ProfileRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectProfiles>['executeTakeFirst']>>>;

/**
 * Private fields only for the owner and admins; for others they are not sent at all
 * (docs/product.md, Private contact fields).
 */
function toProfile(
  storage: Storage,
  row: ProfileRow,
  withPrivate: boolean,
  requestAnswers: Profile['requestAnswers'],
): Profile {
  const image = (variants: unknown, width: number | null, height: number | null, color: string | null) =>
    variants && width && height && color
      ? imageUrls(storage, { variants: variants as never, width, height, dominant_color: color })
      : null;
  const profile: Profile = {
    userId: row.user_id,
    displayName: row.display_name,
    role: row.role,
    bio: row.bio,
    location: row.location,
    specialties: row.specialties,
    skills: row.skills,
    equipment: row.equipment,
    hourlyRate: row.hourly_rate,
    dayRate: row.day_rate,
    experienceYears: row.experience_years,
    isAvailable: row.is_available,
    isSuspended: row.suspended_at !== null,
    verificationStatus: row.verification_status,
    instagramHandle: row.instagram_handle,
    websiteUrl: row.website_url,
    avatar: image(row.avatar_variants, row.avatar_width, row.avatar_height, row.avatar_color),
    cover: image(row.cover_variants, row.cover_width, row.cover_height, row.cover_color),
    rating: {
      average: row.rating_count > 0 ? Number(row.rating_average) : null,
      count: row.rating_count,
    },
    requestAnswers,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
  if (withPrivate) {
    profile.fullName = row.full_name;
    profile.email = row.email;
    profile.phone = row.phone;
    profile.companyName = row.company_name;
  }
  return profile;
}

export async function getOwnProfile(deps: ProfileDeps, userId: string): Promise<Profile | null> {
  const row = await selectProfiles(deps.db).where('p.user_id', '=', userId).executeTakeFirst();
  return row ? toProfile(deps.storage, row, true, await requestAnswers(deps.db, row)) : null;
}

/**
 * How the professional answered their latest requests (docs/product.md, Public profile
 * page): the last REQUEST_ANSWERS_COUNTED requests whose first move was the professional's
 * accept or decline (answered, in the time from the request to it) or the system's expiry
 * (not answered). A request the client withdrew, or an administrator moved, says nothing
 * of the professional. One range of bookings_professional_idx, newest first.
 */
async function requestAnswers(
  db: Db,
  row: { user_id: string; role: ProfileRow['role'] | null },
): Promise<Profile['requestAnswers']> {
  if (row.role === 'client') return null;
  const { rows } = await sql<{ requests: number; answered: number; median_minutes: number | null }>`
    select count(*)::int as requests,
      count(*) filter (where first.answered)::int as answered,
      round(extract(epoch from percentile_cont(0.5) within group (order by first.took)
        filter (where first.answered)) / 60)::int as median_minutes
    from (
      select e.to_status <> 'expired' as answered, e.created_at - b.created_at as took
      from bookings b
      cross join lateral (
        select to_status, actor_role, created_at from booking_events
        where booking_id = b.id and from_status = 'pending' order by id limit 1
      ) e
      where b.professional_id = ${row.user_id}
        and ((e.to_status in ('accepted', 'declined') and e.actor_role = 'professional')
          or e.to_status = 'expired')
      order by b.created_at desc, b.id desc
      limit ${REQUEST_ANSWERS_COUNTED}
    ) first
  `.execute(db);
  const counted = rows[0];
  if (!counted || counted.requests < REQUEST_ANSWERS_SHOWN_FROM) return null;
  return { requests: counted.requests, answered: counted.answered, medianMinutes: counted.median_minutes };
}

/** A client has no experience or rates (docs/product.md, Roles): whatever was sent, none is kept. */
function clientsKeepNoRates(role: MemberRole) {
  return keepsProfessionalDetails(role) ? {} : { experience_years: 0, hourly_rate: null, day_rate: null };
}

async function requireOwnProfile(deps: ProfileDeps, userId: string): Promise<Profile> {
  const profile = await getOwnProfile(deps, userId);
  if (!profile) throw new AppError('NOT_FOUND', 'Please create your profile first.');
  return profile;
}

/** The wizard and 'Edit Your Profile': inserts the profile or updates the existing one. */
export async function saveProfileForm(
  deps: ProfileDeps,
  user: Pick<SessionUser, 'id' | 'email'>,
  form: ProfileForm,
): Promise<{ profile: Profile; created: boolean }> {
  const fullName = `${form.firstName} ${form.lastName}`;
  const values = {
    role: form.role,
    full_name: fullName,
    bio: form.bio ?? null,
    location: form.location ?? null,
    specialties: form.specialties,
    experience_years: form.experienceYears,
    hourly_rate: form.hourlyRate,
    day_rate: form.dayRate,
    instagram_handle: form.instagramHandle ?? null,
    website_url: form.websiteUrl ?? null,
    updated_at: new Date(),
  };
  Object.assign(values, clientsKeepNoRates(form.role));
  const result = await deps.db
    .insertInto('profiles')
    .values({ ...values, user_id: user.id, email: user.email, display_name: fullName })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        ...values,
        // A display name the member chose in settings survives; one that merely
        // followed the old full name follows the new one.
        display_name: sql`case when profiles.display_name = profiles.full_name then ${fullName} else profiles.display_name end`,
      }),
    )
    .returning(sql<boolean>`xmax = 0`.as('created'))
    .executeTakeFirstOrThrow();
  return { profile: (await getOwnProfile(deps, user.id))!, created: result.created };
}

export async function updateProfileSettings(
  deps: ProfileDeps,
  userId: string,
  changes: ProfileSettings,
): Promise<Profile> {
  await requireOwnProfile(deps, userId);
  const columns = {
    full_name: changes.fullName,
    display_name: changes.displayName,
    bio: changes.bio,
    location: changes.location,
    phone: changes.phone,
    company_name: changes.companyName,
    role: changes.role,
    experience_years: changes.experienceYears,
    hourly_rate: changes.hourlyRate,
    day_rate: changes.dayRate,
    instagram_handle: changes.instagramHandle,
    website_url: changes.websiteUrl,
    specialties: changes.specialties,
    skills: changes.skills,
    equipment: changes.equipment,
  };
  const set: Record<string, unknown> = Object.fromEntries(
    Object.entries(columns).filter(([, value]) => value !== undefined),
  );
  if (changes.fullName !== undefined && changes.displayName !== undefined) {
    // The settings form sends both names: a display name sent as it was, while it still
    // followed the full name, is no choice of another, so it goes on following.
    set.display_name = sql`case when profiles.display_name = profiles.full_name
      and profiles.display_name = ${changes.displayName} then ${changes.fullName} else ${changes.displayName} end`;
  } else if (changes.fullName !== undefined) {
    // A new full name alone: a display name that still followed the old one follows it.
    set.display_name = sql`case when profiles.display_name = profiles.full_name
      then ${changes.fullName} else profiles.display_name end`;
  }
  await deps.db.transaction().execute(async (trx) => {
    // The role the rates are judged by is read under the row's lock: a role change in
    // another request at the same moment is waited for, so a client never keeps rates.
    const locked = await trx
      .selectFrom('profiles')
      .select('role')
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('profiles')
      .set({ ...set, ...clientsKeepNoRates(changes.role ?? locked.role), updated_at: new Date() })
      .where('user_id', '=', userId)
      .execute();
  });
  return (await getOwnProfile(deps, userId))!;
}

/**
 * A professional's own toggle; a client has no availability. It never lifts an admin's
 * suspension (docs/product.md, Availability and suspension).
 */
export async function setAvailability(
  deps: ProfileDeps,
  userId: string,
  isAvailable: boolean,
): Promise<Profile> {
  // The role is checked by the update itself, so a switch to client at the same moment
  // cannot slip between a check and the write.
  const updated = await deps.db
    .updateTable('profiles')
    .set({ is_available: isAvailable, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('role', '<>', 'client')
    .returning('user_id')
    .executeTakeFirst();
  if (!updated) {
    const profile = await getOwnProfile(deps, userId);
    enforce(maySetAvailability(profile ?? undefined), {
      no_profile: UPLOAD_TEXTS.profileFirst,
      not_professional: PROFILE_MESSAGES.availabilityProfessionalsOnly,
    });
  }
  return (await getOwnProfile(deps, userId))!;
}

/**
 * Who a profile view counts as (docs/product.md, Profile views): a signed-in member as
 * themself, a visitor by their address (so a changed user agent is not a new viewer), kept
 * only as an HMAC with the server's secret, never the address itself. The API and the
 * server-rendered page both use it, so one visitor counts once across them.
 */
export function profileViewerKey(ctx: RequestContext, secret: string): string {
  if (ctx.actor) return `u:${ctx.actor.id}`;
  // An HMAC is most of what counting a kept page's view costs: a visitor's is made once.
  const known = memoOf(visitorKeys, secret);
  const kept = known.get(ctx.ip);
  if (kept) return kept;
  const address = createHmac('sha256', secret)
    .update(`profile-viewer:${ctx.ip}`)
    .digest('base64url')
    .slice(0, 22);
  const key = `a:${address}`;
  remember(known, ctx.ip, key, VISITOR_KEYS_MAX);
  return key;
}

/** How many visitors' keys a copy remembers; then it starts over. */
const VISITOR_KEYS_MAX = 10_000;
/** Visitors' keys by address, per secret (a test process runs servers with several). */
const visitorKeys = new Map<string, Map<string, string>>();

/** The memo kept for `owner` in `memos`, made on first use. */
function memoOf<K>(
  memos: {
    get(owner: K): Map<string, string> | undefined;
    set(owner: K, memo: Map<string, string>): unknown;
  },
  owner: K,
): Map<string, string> {
  const memo = memos.get(owner) ?? new Map<string, string>();
  memos.set(owner, memo);
  return memo;
}

/**
 * A profile as the viewer sees it (shared/policies.ts: mayViewProfile for the profile,
 * maySeeContactDetails for its private fields). Each distinct viewer counts once a day,
 * never the owner.
 */
export async function getProfileForViewer(
  deps: ProfileViewDeps,
  ctx: RequestContext,
  profileUserId: string,
): Promise<Profile> {
  const row = await selectProfiles(deps.db).where('p.user_id', '=', profileUserId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', PROFILE_MESSAGES.notFound);
  const subject = { userId: profileUserId, isSuspended: row.suspended_at !== null };
  enforce(mayViewProfile(ctx.actor, subject), { not_found: PROFILE_MESSAGES.notFound });
  const [, answers] = await Promise.all([
    countProfileView(deps, ctx, profileUserId),
    requestAnswers(deps.db, row),
  ]);
  return toProfile(deps.storage, row, maySeeContactDetails(ctx.actor, subject), answers);
}

/**
 * One view of a profile by this request's viewer: each distinct viewer once a day, never
 * the owner (docs/product.md, Profile views). Also called for a page served from the page
 * cache, which reads no profile.
 */
export async function countProfileView(
  deps: Pick<ProfileViewDeps, 'db' | 'config'>,
  ctx: RequestContext,
  profileUserId: string,
): Promise<void> {
  if (ctx.actor?.id === profileUserId) return;
  const viewerKey = profileViewerKey(ctx, deps.config.authSecret);
  // The day by UTC's calendar, given to the database too, so that this copy's memory of
  // what it wrote and the row agree.
  const viewedOn = new Date().toISOString().slice(0, 10);
  const counted = memoOf(countedViews, deps.db);
  const key = `${profileUserId} ${viewerKey}`;
  // A repeat view the same day adds nothing: its row is there already, so no round trip.
  if (counted.get(key) === viewedOn) return;
  await deps.db
    .insertInto('profile_views')
    .values({ profile_user_id: profileUserId, viewer_key: viewerKey, viewed_on: viewedOn })
    .onConflict((oc) => oc.doNothing())
    .execute();
  remember(counted, key, viewedOn, COUNTED_VIEWS_MAX);
}

/** How many (profile, viewer) pairs a copy remembers having counted; then it starts over. */
const COUNTED_VIEWS_MAX = 100_000;
/** Views this copy has written, per database: profile and viewer -> the day counted. */
const countedViews = new WeakMap<Db, Map<string, string>>();

/**
 * Who may upload images (shared/policies.ts, mayUpload), judged on the profile row as it
 * is now. Checked before an upload is decoded, so a refusal costs no image work, and again
 * when the image is saved.
 */
export function assertMayUpload<T extends { suspended_at: Date | null; role?: MemberRole }>(
  profile: T | undefined,
  options: { forPortfolio?: boolean } = {},
): asserts profile is T {
  const uploader = {
    hasProfile: profile !== undefined,
    isSuspended: Boolean(profile?.suspended_at),
    role: profile?.role,
  };
  enforce(mayUpload(uploader, options), {
    no_profile: UPLOAD_TEXTS.profileFirst,
    suspended: UPLOAD_TEXTS.suspended,
    not_professional: UPLOAD_TEXTS.professionalsOnly,
  });
}

/**
 * Counts one upload of the member (avatar, banner and portfolio together), 429 past the
 * limit, then runs its work. An upload the server could not take (503: every image worker
 * busy, the object store away) was no upload: it is given back, so a member who retries
 * as Retry-After asks does not use up their allowance while others flood the workers.
 */
export async function countedUpload<T>(
  limiter: RateLimiter,
  userId: string,
  work: () => Promise<T>,
): Promise<T> {
  const attempt = { key: `upload:${userId}`, limit: RATE_LIMITS.upload };
  await limiter.consume(attempt.key, attempt.limit);
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE') await limiter.giveBack(attempt);
    throw error;
  }
}

/**
 * Replaces the avatar or banner: the new image's files are stored first; then one short
 * transaction records the new image, points the profile at it and deletes the old
 * image's row; then the old files are removed. No image row outlives its use.
 */
export async function replaceProfileImage(
  deps: ImageDeps & UploadDeps,
  userId: string,
  slot: 'avatar' | 'banner',
  input: Buffer,
): Promise<void> {
  const column = slot === 'avatar' ? 'profile_image_id' : 'cover_image_id';
  assertMayUpload(
    await deps.db
      .selectFrom('profiles')
      .select('suspended_at')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  );
  const replacedKeys = await countedUpload(deps.limiter, userId, async () => {
    const processed = await deps.imageWork.process(input, slot);
    const stored = await storeImageFiles(deps.storage, { ownerId: userId, processed });
    try {
      // The image it replaces is read under the profile's row lock: of two replacements (or
      // a replacement and a removal) at once, each removes the image the other set, so none
      // is left behind with a row and no use.
      return await deps.db.transaction().execute(async (trx) => {
        const locked = await trx
          .selectFrom('profiles')
          .select([column, 'suspended_at'])
          .where('user_id', '=', userId)
          .forUpdate()
          .executeTakeFirst();
        // Suspended while the image was being processed.
        if (!locked || locked.suspended_at) throw new AppError('FORBIDDEN', UPLOAD_TEXTS.suspended);
        const image = await recordImage(trx, stored);
        await trx
          .updateTable('profiles')
          .set({ [column]: image.id, updated_at: new Date() })
          .where('user_id', '=', userId)
          .execute();
        const previous = slot === 'avatar' ? locked.profile_image_id : locked.cover_image_id;
        return previous ? deleteImageRow(trx, previous) : [];
      });
    } catch (error) {
      await discardStoredImage(deps, stored);
      throw error;
    }
  });
  await removeImageFiles(deps.storage, replacedKeys);
}

/** Removes the avatar or banner: the profile lets go of it and its row goes in one transaction, then its files. */
export async function removeProfileImage(
  deps: ImageDeps,
  userId: string,
  slot: 'avatar' | 'banner',
): Promise<void> {
  const column = slot === 'avatar' ? 'profile_image_id' : 'cover_image_id';
  const removedKeys = await deps.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('profiles')
      .select(['profile_image_id', 'cover_image_id'])
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new AppError('NOT_FOUND', 'Please create your profile first.');
    const image = slot === 'avatar' ? current.profile_image_id : current.cover_image_id;
    if (!image) return [];
    await trx
      .updateTable('profiles')
      .set({ [column]: null, updated_at: new Date() })
      .where('user_id', '=', userId)
      .execute();
    return deleteImageRow(trx, image);
  });
  await removeImageFiles(deps.storage, removedKeys);
}

export async function dashboardStats(db: Db, userId: string): Promise<DashboardStats> {
  const { rows } = await sql<Omit<DashboardStats, 'requestAnswers'>>`
    select
      (select count(*) from portfolio_items where user_id = ${userId})::int as "portfolioItems",
      (select count(*) from bookings where client_id = ${userId})::int
        + (select count(*) from bookings where professional_id = ${userId})::int as "totalBookings",
      -- The rating the profile and its card show: the trigger-kept columns (docs/product.md, Reviews).
      coalesce((select rating_count from profiles where user_id = ${userId}), 0)::int as "totalReviews",
      (select case when rating_count > 0 then rating_average::float8 end from profiles where user_id = ${userId})
        as "averageRating",
      (select count(*) from profile_views where profile_user_id = ${userId})::int as "profileViews",
      (select count(*) from saved_talent where talent_id = ${userId})::int as "savedBy"
  `.execute(db);
  // As their profile shows it (a member who asks for bookings only has none to count).
  return { ...rows[0]!, requestAnswers: await requestAnswers(db, { user_id: userId, role: null }) };
}
