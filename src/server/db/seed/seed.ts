import { availableParallelism } from 'node:os';
import { type Insertable, sql } from 'kysely';
import { type BookingStatus, shootSpan } from '../../../shared/booking-lifecycle.js';
import type { Config } from '../../config.js';
import {
  type ImageKind,
  type ImageRow,
  imageKeys,
  type ProcessedImage,
  processImage,
  storeProcessedImage,
} from '../../lib/images.js';
import { createStorage, type Storage } from '../../lib/storage.js';
import { createWorkSlots } from '../../lib/work-slots.js';
import type { Db } from '../database.js';
import type { BookingEventsTable } from '../schema.js';
import {
  clientEmail,
  DEMO_ADMIN_EMAIL,
  DEMO_BOOKINGS,
  DEMO_CLIENTS,
  DEMO_CONVERSATIONS,
  DEMO_DOMAIN,
  DEMO_PASSWORD,
  DEMO_PROFESSIONALS,
  type DemoBooking,
  type DemoClient,
  type DemoProfessional,
  professionalEmail,
} from './demo-data.js';
import { avatarArt, bannerArt, portfolioArt } from './demo-images.js';
import { createAdmin, createProfile, createUser, daysFromNow, isoDate } from './factories.js';

export { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from './demo-data.js';

type Log = { info: (msg: string) => void; warn: (msg: string) => void };

export type SeedSummary = {
  professionals: number;
  clients: number;
  admins: number;
  images: number;
  portfolioItems: number;
  messages: number;
  bookings: number;
  reviews: number;
  /** Demo members that were already there and were left alone. */
  skipped: number;
  durationMs: number;
};

/** Every demo sign-in, for people and for end-to-end tests. All share DEMO_PASSWORD. */
export const DEMO_ACCOUNTS = [
  { email: DEMO_ADMIN_EMAIL, kind: 'admin' as const },
  ...DEMO_CLIENTS.map((client) => ({ email: clientEmail(client), kind: 'client' as const })),
  ...DEMO_PROFESSIONALS.map((pro) => ({ email: professionalEmail(pro), kind: pro.role })),
];

/**
 * Start-up hook (main.ts, when SEED_DEMO is on): fills an empty database with the demo
 * and prints the sign-ins. A database with any user in it is left alone.
 */
export async function seedDemoIfEmpty(db: Db, config: Config, log: Log): Promise<void> {
  if (config.isProduction) {
    log.warn('SEED_DEMO is ignored in production: the demo accounts share a published password.');
    return;
  }
  const anyone = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyone) return;
  log.info('The database is empty: adding the demo members (SEED_DEMO=false turns this off).');
  await seedDemo(db, config, log);
  for (const line of demoSignIns()) log.info(line);
}

/**
 * Adds the demo members, their pictures, conversations, bookings and reviews. Safe to
 * run again: members are recognised by their fixed emails, conversations by their
 * pair, bookings by client, professional and title, so a second run adds nothing.
 */
export async function seedDemo(
  db: Db,
  config: Config,
  log: Log,
  options: { storage?: Storage } = {},
): Promise<SeedSummary> {
  if (config.isProduction) {
    throw new Error(
      'The demo seed does not run in production (NODE_ENV=production): its accounts share a published password.',
    );
  }
  const started = performance.now();
  const summary: SeedSummary = {
    professionals: 0,
    clients: 0,
    admins: 0,
    images: 0,
    portfolioItems: 0,
    messages: 0,
    bookings: 0,
    reviews: 0,
    skipped: 0,
    durationMs: 0,
  };
  const existing = new Set(
    (await db.selectFrom('users').select('email').where('email', 'like', `%@${DEMO_DOMAIN}`).execute()).map(
      (row) => row.email,
    ),
  );
  const context: Context = {
    db,
    storage: options.storage ?? createStorage(config),
    existing,
    summary,
    now: new Date(),
    // Generating and encoding pictures is the slow part: keep every core busy, no more.
    imageSlot: createWorkSlots({ slots: availableParallelism() + 1 }).run,
  };

  const results = await Promise.allSettled([
    ...DEMO_PROFESSIONALS.map((pro, index) => seedProfessional(context, pro, index)),
    ...DEMO_CLIENTS.map((client, index) => seedClient(context, client, index)),
    seedAdmin(context),
  ]);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;

  await seedActivity(context);
  summary.durationMs = Math.round(performance.now() - started);
  const added = summary.professionals + summary.clients + summary.admins;
  log.info(
    added || summary.messages || summary.bookings
      ? `Demo seed: ${summary.professionals} professionals, ${summary.clients} clients, ${summary.admins} admin, ` +
          `${summary.images} images, ${summary.portfolioItems} portfolio items, ${summary.messages} messages, ` +
          `${summary.bookings} bookings, ${summary.reviews} reviews in ${(summary.durationMs / 1000).toFixed(1)} s` +
          (summary.skipped ? ` (${summary.skipped} demo members were already there)` : '')
      : `Demo seed: nothing to add, all ${summary.skipped} demo members are already there.`,
  );
  return summary;
}

/** The lines that tell a person how to sign in to the demo. */
export function demoSignIns(): string[] {
  const pros = DEMO_PROFESSIONALS.map(professionalEmail);
  const firstPerRole = new Map<string, string>();
  for (const pro of DEMO_PROFESSIONALS)
    if (!firstPerRole.has(pro.role)) firstPerRole.set(pro.role, professionalEmail(pro));
  const shown = [...firstPerRole.values()];
  return [
    `Demo sign-ins (password for all: ${DEMO_PASSWORD})`,
    `  admin:         ${DEMO_ADMIN_EMAIL}`,
    `  clients:       ${DEMO_CLIENTS.map(clientEmail).join(', ')}`,
    `  professionals: ${shown.join(', ')}${pros.length > shown.length ? ` and ${pros.length - shown.length} more @${DEMO_DOMAIN}` : ''}`,
  ];
}

// --- members ---------------------------------------------------------------------------

type Context = {
  db: Db;
  storage: Storage;
  existing: Set<string>;
  summary: SeedSummary;
  now: Date;
  imageSlot: <T>(task: () => Promise<T>) => Promise<T>;
};

type Art = { kind: ImageKind; make: () => Promise<Buffer> };

async function seedProfessional(context: Context, pro: DemoProfessional, index: number): Promise<void> {
  const email = professionalEmail(pro);
  const art: Art[] = [
    { kind: 'avatar', make: () => avatarArt(email) },
    { kind: 'banner', make: () => bannerArt(email) },
    ...pro.work.map(
      (work, i): Art => ({ kind: 'portfolio', make: () => portfolioArt(`${email}:${i}`, work.category) }),
    ),
  ];
  // Spread sign-up dates over the last months, so "newest first" lists look lived-in.
  const joined = daysFromNow(-(4 + ((index * 37) % 160)), context.now);
  const created = await seedMember(
    context,
    email,
    art,
    joined,
    async (trx, userId, [avatar, banner, ...works]) => {
      await createProfile(trx, userId, {
        email,
        full_name: `${pro.first} ${pro.last}`,
        display_name: pro.displayName ?? `${pro.first} ${pro.last}`,
        role: pro.role,
        bio: pro.bio,
        location: pro.location,
        phone: pro.phone ?? null,
        company_name: null,
        specialties: pro.specialties,
        skills: pro.skills,
        equipment: pro.equipment,
        hourly_rate: pro.hourly ?? null,
        day_rate: pro.day ?? null,
        experience_years: pro.years,
        is_available: !pro.unavailable,
        verification_status: pro.verified ? 'verified' : index % 5 === 2 ? 'pending' : 'unverified',
        profile_image_id: avatar!.id,
        cover_image_id: banner!.id,
        instagram_handle: pro.instagram ?? null,
        website_url: pro.website ?? null,
        created_at: joined,
        updated_at: joined,
      });
      for (const [i, work] of pro.work.entries()) {
        await trx
          .insertInto('portfolio_items')
          .values({
            user_id: userId,
            title: work.title,
            description: work.description ?? null,
            category: work.category,
            image_id: works[i]!.id,
            is_featured: work.featured ?? false,
            sort_order: i,
            created_at: daysFromNow(i * 3, joined),
          })
          .execute();
      }
      // A few weeks of distinct daily viewers (docs/product.md, Profile views), so dashboards
      // have something to show.
      const views = Array.from({ length: 14 }, (_, day) =>
        Array.from({ length: (index * 7 + day * 3) % 6 }, (_, viewer) => ({
          profile_user_id: userId,
          viewer_key: `demo-viewer-${viewer}`,
          viewed_on: isoDate(daysFromNow(-day, context.now)),
        })),
      ).flat();
      if (views.length)
        await trx
          .insertInto('profile_views')
          .values(views)
          .onConflict((oc) => oc.doNothing())
          .execute();
    },
  );
  if (created) {
    context.summary.professionals++;
    context.summary.portfolioItems += pro.work.length;
  }
}

async function seedClient(context: Context, client: DemoClient, index: number): Promise<void> {
  const email = clientEmail(client);
  const joined = daysFromNow(-(90 + index * 20), context.now);
  const art: Art[] = [{ kind: 'avatar', make: () => avatarArt(email) }];
  const created = await seedMember(context, email, art, joined, async (trx, userId, [avatar]) => {
    await createProfile(trx, userId, {
      email,
      full_name: `${client.first} ${client.last}`,
      display_name: client.company,
      company_name: client.company,
      role: 'client',
      bio: client.bio,
      location: client.location,
      phone: client.phone ?? null,
      specialties: [],
      skills: [],
      equipment: [],
      hourly_rate: null,
      day_rate: null,
      experience_years: 0,
      instagram_handle: null,
      website_url: client.website ?? null,
      profile_image_id: avatar!.id,
      created_at: joined,
      updated_at: joined,
    });
  });
  if (created) context.summary.clients++;
}

/** The demo administrator has an admins row (super_admin) and no member profile. */
async function seedAdmin(context: Context): Promise<void> {
  const joined = daysFromNow(-200, context.now);
  const created = await seedMember(context, DEMO_ADMIN_EMAIL, [], joined, async (trx, userId) => {
    await createAdmin(trx, userId, 'super_admin');
  });
  if (created) context.summary.admins++;
}

/**
 * One member: pictures are made and processed first (CPU only, shared slots), then the
 * account, image rows and profile are written in one transaction. If that fails, the
 * stored files are removed again. Returns false when the member already existed.
 */
async function seedMember(
  context: Context,
  email: string,
  art: Art[],
  joined: Date,
  write: (trx: Db, userId: string, images: ImageRow[]) => Promise<void>,
): Promise<boolean> {
  if (context.existing.has(email)) {
    context.summary.skipped++;
    return false;
  }
  const processed: ProcessedImage[] = await Promise.all(
    art.map((item) => context.imageSlot(async () => processImage(await item.make(), item.kind))),
  );
  const keys: string[] = [];
  try {
    await context.db.transaction().execute(async (trx) => {
      const user = await createUser(trx, { email, password: DEMO_PASSWORD, confirmed: true });
      await sql`update users set created_at = ${joined}, updated_at = ${joined}, email_confirmed_at = ${joined} where id = ${user.id}`.execute(
        trx,
      );
      const images: ImageRow[] = [];
      for (const image of processed) {
        const row = await storeProcessedImage(
          { db: trx, storage: context.storage },
          { ownerId: user.id, processed: image },
        );
        keys.push(...imageKeys(row));
        images.push(row);
      }
      await write(trx, user.id, images);
    });
  } catch (error) {
    await context.storage.delete(keys).catch(() => undefined);
    // Another copy of the server seeding at the same moment got there first.
    if (
      (error as { code?: string }).code === '23505' &&
      /users_email_key/.test(String((error as { constraint?: string }).constraint))
    ) {
      context.summary.skipped++;
      return false;
    }
    throw error;
  }
  context.summary.images += processed.length;
  return true;
}

// --- conversations, bookings, reviews ----------------------------------------------------

async function seedActivity(context: Context): Promise<void> {
  const { summary, now } = context;
  await context.db.transaction().execute(async (trx) => {
    // Two server copies seeding at once must not both add the same conversation.
    await sql`select pg_advisory_xact_lock(hashtext('frameline-demo-activity'))`.execute(trx);
    const emails = [...DEMO_CLIENTS.map(clientEmail), ...DEMO_PROFESSIONALS.map(professionalEmail)];
    const ids = new Map(
      (await trx.selectFrom('users').select(['id', 'email']).where('email', 'in', emails).execute()).map(
        (row) => [row.email, row.id],
      ),
    );
    const clientId = (key: DemoClient['key']) => ids.get(clientEmail({ key }));

    for (const conversation of DEMO_CONVERSATIONS) {
      const client = clientId(conversation.client);
      const pro = ids.get(conversation.pro);
      if (!client || !pro) continue;
      const already = await trx
        .selectFrom('messages')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('sender_id', '=', client), eb('recipient_id', '=', pro)]),
            eb.and([eb('sender_id', '=', pro), eb('recipient_id', '=', client)]),
          ]),
        )
        .limit(1)
        .executeTakeFirst();
      if (already) continue;
      const start = daysFromNow(-conversation.daysAgo, now);
      const rows = conversation.lines.map(([speaker, content], i) => {
        // A reply every few hours, never in the future.
        const sentAt = new Date(Math.min(start.getTime() + i * 3.5 * 3_600_000, now.getTime() - 60_000));
        const unread = conversation.unread && i === conversation.lines.length - 1;
        return {
          sender_id: speaker === 'c' ? client : pro,
          recipient_id: speaker === 'c' ? pro : client,
          content,
          created_at: sentAt,
          // Demo conversations are old news: no unread email goes out about them.
          notified_at: sentAt,
          read_at: unread ? null : new Date(sentAt.getTime() + 600_000),
        };
      });
      await trx.insertInto('messages').values(rows).execute();
      summary.messages += rows.length;
    }

    for (const booking of DEMO_BOOKINGS) {
      const client = clientId(booking.client);
      const pro = ids.get(booking.pro);
      if (!client || !pro) continue;
      const already = await trx
        .selectFrom('bookings')
        .select('id')
        .where('client_id', '=', client)
        .where('professional_id', '=', pro)
        .where('title', '=', booking.title)
        .executeTakeFirst();
      if (already) continue;
      const shootDate = daysFromNow(booking.inDays, now);
      // Requested about three weeks ahead of the shoot (or a few days ago for near ones).
      const requested = new Date(
        Math.min(daysFromNow(-21, shootDate).getTime(), daysFromNow(-2, now).getTime()),
      );
      const answered = booking.status === 'pending' ? requested : daysFromNow(1, requested);
      const updated = booking.status === 'completed' ? daysFromNow(1, shootDate) : answered;
      const span = shootSpan({
        shootDate: isoDate(shootDate),
        startTime: booking.startTime ?? null,
        durationHours: booking.hours ?? null,
        timeZone: booking.timeZone,
      });
      const lastChange = updated.getTime() > now.getTime() ? now : updated;
      const inserted = await trx
        .insertInto('bookings')
        .values({
          title: booking.title,
          description: booking.description,
          shoot_date: isoDate(shootDate),
          start_time: booking.startTime ?? null,
          duration_hours: booking.hours ?? null,
          location: booking.location,
          rate_offered: booking.rateOffered ?? null,
          rate_accepted: booking.rateAccepted ?? null,
          notes: booking.notes ?? null,
          cancel_reason: booking.cancelReason ?? null,
          client_id: client,
          professional_id: pro,
          status: booking.status,
          time_zone: booking.timeZone,
          starts_at: span.startsAt,
          ends_at: span.endsAt,
          completed_at: booking.status === 'completed' ? lastChange : null,
          created_at: requested,
          updated_at: lastChange,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('booking_events')
        .values(demoHistory(booking, { id: inserted.id, client, pro, requested, answered, lastChange }))
        .execute();
      summary.bookings++;
      if (booking.review && booking.status === 'completed') {
        const review = await trx
          .insertInto('reviews')
          .values({
            booking_id: inserted.id,
            reviewer_id: client,
            reviewee_id: pro,
            rating: booking.review.rating,
            comment: booking.review.comment,
            created_at: new Date(Math.min(daysFromNow(3, shootDate).getTime(), now.getTime() - 60_000)),
          })
          .onConflict((oc) => oc.column('booking_id').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (review) summary.reviews++;
      }
    }
  });
}

/** The history a demo booking would have: the request, its answer, and its completion. */
function demoHistory(
  booking: DemoBooking,
  at: { id: string; client: string; pro: string; requested: Date; answered: Date; lastChange: Date },
): Insertable<BookingEventsTable>[] {
  const entry = (
    actor: 'client' | 'professional' | 'system',
    from: BookingStatus | null,
    to: BookingStatus,
    when: Date,
    extra: { note?: string | null; rate?: number | null } = {},
  ): Insertable<BookingEventsTable> => ({
    booking_id: at.id,
    actor_id: actor === 'client' ? at.client : actor === 'professional' ? at.pro : null,
    actor_role: actor,
    from_status: from,
    to_status: to,
    note: extra.note ?? null,
    rate: extra.rate ?? null,
    created_at: when,
  });
  const history = [entry('client', null, 'pending', at.requested, { rate: booking.rateOffered })];
  switch (booking.status) {
    case 'pending':
      break;
    case 'accepted':
    case 'completed':
      history.push(
        entry('professional', 'pending', 'accepted', at.answered, {
          note: booking.notes,
          rate: booking.rateAccepted ?? booking.rateOffered,
        }),
      );
      if (booking.status === 'completed')
        history.push(entry('professional', 'accepted', 'completed', at.lastChange));
      break;
    case 'declined':
      history.push(entry('professional', 'pending', 'declined', at.answered, { note: booking.notes }));
      break;
    case 'cancelled':
      history.push(entry('client', 'pending', 'cancelled', at.answered, { note: booking.cancelReason }));
      break;
    case 'expired':
      history.push(entry('system', 'pending', 'expired', at.answered));
      break;
  }
  return history;
}
