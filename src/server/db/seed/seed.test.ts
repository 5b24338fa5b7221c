import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tests/support/test-db.js';
import { BOOKING_STATUSES, PROFESSIONAL_ROLES } from '../../../shared/enums.js';
import { type Config, loadConfig } from '../../config.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { Db } from '../database.js';
import { avatarArt, portfolioArt } from './demo-images.js';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, type SeedSummary, seedDemo, seedDemoIfEmpty } from './seed.js';

const quiet = { info: () => {}, warn: () => {} };

describe('demo seed', () => {
  let db: Db;
  let drop: () => Promise<void>;
  let dataDir: string;
  let config: Config;
  let first: SeedSummary;
  let second: SeedSummary;
  let filesAfterFirst: number;

  const count = async (table: 'users' | 'images' | 'messages' | 'bookings' | 'reviews' | 'portfolio_items') =>
    Number(
      (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db)).rows[0]!.n,
    );
  const mediaFiles = () =>
    readdirSync(join(dataDir, 'media'), { recursive: true }).filter((f) => String(f).endsWith('.webp'));

  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase());
    dataDir = mkdtempSync(join(tmpdir(), 'frameline-seed-'));
    config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://unused/unused',
      LOG_LEVEL: 'silent',
    });
    first = await seedDemo(db, config, quiet);
    filesAfterFirst = mediaFiles().length;
    second = await seedDemo(db, config, quiet);
  }, 240_000);

  afterAll(async () => {
    await drop?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates at least 24 professionals covering every role, each with pictures and work', async () => {
    expect(first.professionals).toBeGreaterThanOrEqual(24);
    const byRole = await db
      .selectFrom('profiles')
      .select(['role', (eb) => eb.fn.countAll<number>().as('n')])
      .where('role', '<>', 'client')
      .groupBy('role')
      .execute();
    const counts = Object.fromEntries(byRole.map((row) => [row.role, Number(row.n)]));
    for (const role of PROFESSIONAL_ROLES) expect(counts[role], role).toBeGreaterThanOrEqual(4);

    const pros = await db
      .selectFrom('profiles')
      .select([
        'user_id',
        'profile_image_id',
        'cover_image_id',
        'verification_status',
        'is_available',
        'hourly_rate',
        'day_rate',
      ])
      .where('role', '<>', 'client')
      .execute();
    expect(pros).toHaveLength(first.professionals);
    for (const pro of pros) {
      expect(pro.profile_image_id).toBeTruthy();
      expect(pro.cover_image_id).toBeTruthy();
    }
    expect(pros.some((pro) => pro.verification_status === 'verified')).toBe(true);
    expect(pros.some((pro) => !pro.is_available)).toBe(true);
    expect(pros.some((pro) => pro.hourly_rate === null && pro.day_rate === null)).toBe(true);
    expect(pros.some((pro) => pro.hourly_rate !== null && pro.day_rate === null)).toBe(true);
    expect(pros.some((pro) => pro.day_rate !== null)).toBe(true);

    const { rows: items } = await sql<{ n: number; featured: boolean }>`
      select count(*)::int as n, bool_or(is_featured) as featured from portfolio_items group by user_id`.execute(
      db,
    );
    expect(items).toHaveLength(first.professionals);
    for (const item of items) {
      expect(Number(item.n)).toBeGreaterThanOrEqual(3);
      expect(Number(item.n)).toBeLessThanOrEqual(6);
      expect(item.featured).toBe(true);
    }
  });

  it('creates two clients with companies and a super_admin, all confirmed with the demo password', async () => {
    expect(first.clients).toBe(2);
    const clients = await db
      .selectFrom('profiles')
      .select(['company_name'])
      .where('role', '=', 'client')
      .execute();
    expect(clients).toHaveLength(2);
    for (const client of clients) expect(client.company_name).toBeTruthy();

    const admin = await db
      .selectFrom('admins')
      .innerJoin('users', 'users.id', 'admins.user_id')
      .select(['admins.admin_level', 'admins.is_active', 'admins.permissions'])
      .where('users.email', '=', DEMO_ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ admin_level: 'super_admin', is_active: true });
    expect(admin.permissions).toMatchObject({
      manage_admins: true,
      system_settings: true,
      manage_users: true,
    });

    const users = await db
      .selectFrom('users')
      .select(['email', 'password_hash', 'email_confirmed_at'])
      .execute();
    expect(users).toHaveLength(first.professionals + first.clients + first.admins);
    for (const user of users) {
      expect(user.email).toMatch(/@demo\.frameline\.test$/);
      expect(user.email_confirmed_at).not.toBeNull();
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
    }
    expect(await verifyPassword(users[0]!.password_hash, DEMO_PASSWORD)).toBe(true);
  });

  it('stores every image variant as a WebP file', async () => {
    expect(first.images).toBeGreaterThan(first.professionals * 5);
    expect(await count('images')).toBe(first.images);
    const rows = await db.selectFrom('images').select(['variants', 'dominant_color']).execute();
    for (const row of rows) {
      expect(row.dominant_color).toMatch(/^#[0-9a-f]{6}$/);
      for (const variant of row.variants)
        expect(existsSync(join(dataDir, 'media', variant.key)), variant.key).toBe(true);
    }
    expect(filesAfterFirst).toBe(rows.reduce((sum, row) => sum + row.variants.length, 0));
    const one = rows[0]!.variants[0]!;
    const meta = await sharp(join(dataDir, 'media', one.key)).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'webp',
      one.width,
      one.height,
      undefined,
    ]);
  });

  it('adds conversations, bookings in every status and reviews of completed bookings', async () => {
    expect(await count('messages')).toBe(first.messages);
    const unread = await db.selectFrom('messages').select('id').where('is_read', '=', false).execute();
    expect(unread.length).toBeGreaterThan(0);
    expect(unread.length).toBeLessThan(first.messages);
    // The badges count exactly those: a message seeded as read is not unread (migration 0014).
    const counted = await db
      .selectFrom('conversations')
      .select((eb) => eb.fn.sum<string>('unread_count').as('total'))
      .executeTakeFirstOrThrow();
    expect(Number(counted.total)).toBe(unread.length);

    const statuses = new Set(
      (await db.selectFrom('bookings').select('status').execute()).map((row) => row.status),
    );
    for (const status of BOOKING_STATUSES) expect(statuses.has(status), status).toBe(true);

    const reviews = await db
      .selectFrom('reviews')
      .innerJoin('bookings', 'bookings.id', 'reviews.booking_id')
      .select(['reviews.rating', 'bookings.status', 'reviews.reviewer_id', 'bookings.client_id'])
      .execute();
    expect(reviews.length).toBe(first.reviews);
    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews) {
      expect(review.status).toBe('completed');
      expect(review.reviewer_id).toBe(review.client_id);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
    }
  });

  it('adds nothing when run again', async () => {
    expect(second).toMatchObject({
      professionals: 0,
      clients: 0,
      admins: 0,
      images: 0,
      portfolioItems: 0,
      messages: 0,
      bookings: 0,
      reviews: 0,
      skipped: first.professionals + first.clients + first.admins,
    });
    expect(await count('users')).toBe(first.professionals + first.clients + first.admins);
    expect(await count('images')).toBe(first.images);
    expect(await count('portfolio_items')).toBe(first.portfolioItems);
    expect(await count('bookings')).toBe(first.bookings);
    expect(await count('messages')).toBe(first.messages);
    expect(mediaFiles().length).toBe(filesAfterFirst);
  });

  it('leaves a database with users alone on start-up, and refuses production', async () => {
    await seedDemoIfEmpty(db, config, quiet);
    expect(await count('users')).toBe(first.professionals + first.clients + first.admins);
    await expect(seedDemo(db, { ...config, isProduction: true }, quiet)).rejects.toThrow(/production/);
  });
});

describe('demo images', () => {
  it('are the same for the same seed and differ between seeds', async () => {
    const [a, b, c] = await Promise.all([avatarArt('same'), avatarArt('same'), avatarArt('other')]);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
    const work = await sharp(await portfolioArt('x', 'fashion')).metadata();
    expect(work.format).toBe('jpeg');
    expect(Math.max(work.width, work.height)).toBeLessThanOrEqual(1200);
  });
});
