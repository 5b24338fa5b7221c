import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tests/support/test-db.js';
import { PROFESSIONAL_ROLES } from '../../../shared/enums.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { Db } from '../database.js';
import {
  createAdmin,
  createBooking,
  createMessage,
  createPortfolioItem,
  createProfile,
  createReview,
  createUser,
  DEFAULT_PASSWORD,
  permissionsFor,
} from './factories.js';

describe('factories', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase());
  });
  afterAll(async () => drop?.());

  it('creates confirmed users with unique emails and a real argon2id hash', async () => {
    const [a, b] = await Promise.all([createUser(db), createUser(db)]);
    expect(a.email).not.toBe(b.email);
    expect(a.password).toBe(DEFAULT_PASSWORD);
    const row = await db.selectFrom('users').selectAll().where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(row.email_confirmed_at).not.toBeNull();
    expect(await verifyPassword(row.password_hash, DEFAULT_PASSWORD)).toBe(true);

    const pending = await createUser(db, {
      email: 'Someone@Example.TEST',
      password: 'another-pass-1',
      confirmed: false,
    });
    expect(pending.email).toBe('someone@example.test');
    const pendingRow = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', pending.id)
      .executeTakeFirstOrThrow();
    expect(pendingRow.email_confirmed_at).toBeNull();
  });

  it('creates a professional profile with realistic defaults, and clients on request', async () => {
    const user = await createUser(db);
    const profile = await createProfile(db, user.id);
    expect(PROFESSIONAL_ROLES).toContain(profile.role);
    expect(profile.email).toBe(user.email);
    expect(profile.full_name).toMatch(/^\S+ \S+$/);
    expect(profile.specialties.length).toBeGreaterThan(0);

    const client = await createProfile(db, (await createUser(db)).id, { role: 'client' });
    expect(client.company_name).toBeTruthy();
    expect(client.specialties).toEqual([]);
  });

  it('creates admins with the permissions of their level', async () => {
    const user = await createUser(db);
    const admin = await createAdmin(db, user.id, 'moderator');
    expect(admin.admin_level).toBe('moderator');
    expect(admin.permissions).toEqual(permissionsFor('moderator'));
    expect(admin.permissions).toMatchObject({
      manage_bookings: true,
      manage_messages: true,
      manage_users: false,
    });
  });

  it('creates portfolio items, messages, bookings and reviews between members', async () => {
    const pro = await createUser(db);
    const client = await createUser(db);
    const item = await createPortfolioItem(db, pro.id, { title: 'Salt Study', is_featured: true });
    expect(item).toMatchObject({ user_id: pro.id, title: 'Salt Study', is_featured: true });
    const image = await db
      .selectFrom('images')
      .selectAll()
      .where('id', '=', item.image_id)
      .executeTakeFirstOrThrow();
    expect(image.owner_id).toBe(pro.id);

    const message = await createMessage(db, { senderId: client.id, recipientId: pro.id });
    expect(message.is_read).toBe(false);

    const booking = await createBooking(db, {
      clientId: client.id,
      professionalId: pro.id,
      status: 'completed',
    });
    expect(booking.status).toBe('completed');
    const review = await createReview(db, { bookingId: booking.id, rating: 4 });
    expect(review).toMatchObject({ reviewer_id: client.id, reviewee_id: pro.id, rating: 4 });
  });
});
