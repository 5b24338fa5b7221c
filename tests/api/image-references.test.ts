import { utimesSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database.js';
import { createImageRecord } from '../../src/server/db/seed/factories.js';
import { createLocalStorage, type Storage } from '../../src/server/lib/storage.js';
import { SWEEP_GRACE_MS, sweepOrphanFiles } from '../../src/server/lib/stored-files-sweep.js';
import { multipart, newProfessional } from '../support/members.js';
import { transactionId, waitingOn } from '../support/row-locks.js';
import { setupTestApp, type TestClient } from '../support/test-app.js';

// An image row lives exactly as long as what shows it (docs/product.md, Image uploads): a
// work deleted, an avatar or banner replaced or removed takes its image row with it in
// the same transaction, so a server that loses its database (or dies) between the steps
// cannot leave a row, and public files, that nothing uses. Files are written before that
// transaction and removed after it; none is written while a transaction is open.

/** The local store, whose writes can be held until the test lets them through. */
let storage: Storage & { hold?: Promise<void>; held: number };
const t = setupTestApp(
  {},
  {
    storage: (config) => {
      const local = createLocalStorage(config);
      storage = Object.assign(Object.create(null), local, {
        held: 0,
        put: async (key: string, body: Buffer, contentType: string) => {
          if (storage.hold) {
            storage.held++;
            await storage.hold;
          }
          return local.put(key, body, contentType);
        },
      });
      return storage;
    },
  },
);

let photo: Buffer;
beforeAll(async () => {
  photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#1f6f8b' } })
    .jpeg()
    .toBuffer();
});

function uploadWork(client: TestClient) {
  const body = multipart({ title: 'Harbour at dusk' }, { name: 'work.jpg', type: 'image/jpeg', data: photo });
  return client.request('POST', '/api/portfolio', { payload: body.payload, headers: body.headers });
}

function uploadSlot(client: TestClient, slot: 'avatar' | 'banner') {
  const body = multipart({}, { name: `${slot}.jpg`, type: 'image/jpeg', data: photo });
  return client.request('PUT', `/api/profiles/me/${slot}`, { payload: body.payload, headers: body.headers });
}

/** What the member's profile shows in `slot` (the banner is the profile's cover). */
async function shownIn(client: TestClient, slot: 'avatar' | 'banner') {
  const { profile } = (await client.get('/api/profiles/me')).json();
  return profile[slot === 'avatar' ? 'avatar' : 'cover'] as { url: string; thumbUrl: string };
}

/** The member's image rows that no profile and no work uses. */
async function unusedImages(ownerId: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select i.id from images i
    where i.owner_id = ${ownerId}
      and not exists (select 1 from profiles p where p.profile_image_id = i.id or p.cover_image_id = i.id)
      and not exists (select 1 from portfolio_items pi where pi.image_id = i.id)
  `.execute(t.db);
  return rows.map((row) => row.id);
}

/** The member's stored files whose image row does not exist. */
async function filesWithoutRow(ownerId: string): Promise<string[]> {
  const rows = await t.db.selectFrom('images').select('id').where('owner_id', '=', ownerId).execute();
  const ids = rows.map((row) => row.id);
  return (await storage.list(`u/${ownerId}/`))
    .map((file) => file.key)
    .filter((key) => !ids.some((id) => key.includes(id)));
}

const served = async (url: string) =>
  (await t.app.inject(new URL(url, 'http://localhost').pathname)).statusCode;

/**
 * Holds image `imageId`'s row locked until `request` waits on it, then cuts that
 * request's database connection, as when the server loses its database (or dies) at
 * that point. Returns the request's answer.
 */
async function cutWhileWaitingOnImage<A>(db: Db, imageId: string, request: () => Promise<A>): Promise<A> {
  let answer: Promise<A> | undefined;
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('images').select('id').where('id', '=', imageId).forUpdate().execute();
    const xid = await transactionId(trx);
    answer = request();
    await expect.poll(() => waitingOn(db, xid, 'images'), { timeout: 10_000 }).toBe(1);
    const { rows } = await sql<{ cut: boolean }>`
      select pg_terminate_backend(pid) as cut from pg_locks
      where not granted and locktype = 'transactionid' and transactionid = ${xid}::xid
    `.execute(trx);
    expect(rows).toEqual([{ cut: true }]);
  });
  return answer!;
}

describe('a server cut off from its database in the middle of', () => {
  it('deleting a work leaves the work with its image, and deleting it again removes both', async () => {
    const pro = await newProfessional(t);
    const uploaded = await uploadWork(pro.client);
    expect(uploaded.statusCode).toBe(201);
    const item = uploaded.json().item as { id: string; image: { url: string; thumbUrl: string } };
    const { image_id: imageId } = await t.db
      .selectFrom('portfolio_items')
      .select('image_id')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();

    const cut = await cutWhileWaitingOnImage(t.db, imageId, () =>
      pro.client.request('DELETE', `/api/portfolio/${item.id}`),
    );
    expect(cut.statusCode).toBeGreaterThanOrEqual(500);
    expect(await unusedImages(pro.id)).toEqual([]);
    expect((await pro.client.get(`/api/profiles/${pro.id}/portfolio`)).json().items).toHaveLength(1);

    expect((await pro.client.request('DELETE', `/api/portfolio/${item.id}`)).statusCode).toBe(200);
    expect(await t.db.selectFrom('images').select('id').where('owner_id', '=', pro.id).execute()).toEqual([]);
    expect([await served(item.image.url), await served(item.image.thumbUrl)]).toEqual([404, 404]);
  });

  it.each(['avatar', 'banner'] as const)(
    'replacing the %s keeps the one shown; replacing it again removes the old one',
    async (slot) => {
      const pro = await newProfessional(t);
      expect((await uploadSlot(pro.client, slot)).statusCode).toBe(200);
      const shownBefore = await shownIn(pro.client, slot);
      const [previous] = await t.db
        .selectFrom('images')
        .select('id')
        .where('owner_id', '=', pro.id)
        .execute();

      const cut = await cutWhileWaitingOnImage(t.db, previous!.id, () => uploadSlot(pro.client, slot));
      expect(cut.statusCode).toBeGreaterThanOrEqual(500);
      expect(await unusedImages(pro.id)).toEqual([]);
      expect(await filesWithoutRow(pro.id)).toEqual([]);
      const shown = await shownIn(pro.client, slot);
      expect(shown.url).toBe(shownBefore.url);

      expect((await uploadSlot(pro.client, slot)).statusCode).toBe(200);
      const images = await t.db.selectFrom('images').select('id').where('owner_id', '=', pro.id).execute();
      expect(images).toHaveLength(1);
      expect(images[0]!.id).not.toBe(previous!.id);
      expect([await served(shownBefore.url), await served(shownBefore.thumbUrl)]).toEqual([404, 404]);
      expect(await filesWithoutRow(pro.id)).toEqual([]);
    },
  );

  it.each(['avatar', 'banner'] as const)(
    'removing the %s keeps it shown; removing it again removes its image',
    async (slot) => {
      const pro = await newProfessional(t);
      expect((await uploadSlot(pro.client, slot)).statusCode).toBe(200);
      const shownBefore = await shownIn(pro.client, slot);
      const [image] = await t.db.selectFrom('images').select('id').where('owner_id', '=', pro.id).execute();

      const cut = await cutWhileWaitingOnImage(t.db, image!.id, () =>
        pro.client.request('DELETE', `/api/profiles/me/${slot}`),
      );
      expect(cut.statusCode).toBeGreaterThanOrEqual(500);
      expect(await unusedImages(pro.id)).toEqual([]);
      expect(await shownIn(pro.client, slot)).toEqual(shownBefore);

      expect((await pro.client.request('DELETE', `/api/profiles/me/${slot}`)).statusCode).toBeLessThan(300);
      expect(await t.db.selectFrom('images').select('id').where('owner_id', '=', pro.id).execute()).toEqual(
        [],
      );
      expect([await served(shownBefore.url), await served(shownBefore.thumbUrl)]).toEqual([404, 404]);
    },
  );
});

describe('while an upload writes its files', () => {
  it.each(['portfolio', 'avatar'] as const)(
    'a %s upload holds no transaction (nor a lock on the profile)',
    async (kind) => {
      const pro = await newProfessional(t);
      let release = () => {};
      storage.held = 0;
      storage.hold = new Promise<void>((resolve) => {
        release = resolve;
      });
      const upload = kind === 'portfolio' ? uploadWork(pro.client) : uploadSlot(pro.client, 'avatar');
      try {
        await expect.poll(() => storage.held, { timeout: 10_000 }).toBeGreaterThan(0);
        const { rows } = await sql<{ open: number }>`
        select count(*)::int as open from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and state like 'idle in transaction%'
      `.execute(t.db);
        expect(rows[0]!.open).toBe(0);
        // The member can change their profile meanwhile, without waiting for the store.
        await t.db.transaction().execute(async (trx) => {
          await sql`set local lock_timeout = '1s'`.execute(trx);
          await trx
            .updateTable('profiles')
            .set({ updated_at: new Date() })
            .where('user_id', '=', pro.id)
            .execute();
        });
      } finally {
        storage.hold = undefined;
        release();
      }
      expect((await upload).statusCode).toBe(kind === 'portfolio' ? 201 : 200);
      expect(await unusedImages(pro.id)).toEqual([]);
      expect(await filesWithoutRow(pro.id)).toEqual([]);
    },
  );
});

describe('the sweep of stored files', () => {
  it('removes image rows that nothing uses, left before this repair, once older than its grace, with their files', async () => {
    const pro = await newProfessional(t);
    const hoursAgo = new Date(Date.now() - SWEEP_GRACE_MS - 60 * 60 * 1000);
    /** An image row with its files, both from `hoursAgo` unless the row is said to be `recent`. */
    const image = async (options: { recent?: boolean } = {}) => {
      const row = await createImageRecord(t.db, pro.id, 'portfolio');
      for (const variant of row.variants) {
        await storage.put(variant.key, photo, 'image/webp');
        utimesSync(join(storage.localRoot!, variant.key), hoursAgo, hoursAgo);
      }
      if (!options.recent)
        await sql`update images set created_at = ${hoursAgo} where id = ${row.id}`.execute(t.db);
      return row;
    };
    const unused = await image();
    const used = await image();
    await t.db
      .insertInto('portfolio_items')
      .values({ user_id: pro.id, title: 'Kept', image_id: used.id })
      .execute();
    const avatar = await image();
    const banner = await image();
    await t.db
      .updateTable('profiles')
      .set({ profile_image_id: avatar.id, cover_image_id: banner.id })
      .where('user_id', '=', pro.id)
      .execute();
    // A row younger than the grace may belong to a server copy still putting it to use.
    const recent = await image({ recent: true });

    const swept = await sweepOrphanFiles({ db: t.db, storage }, new Date(Date.now() - SWEEP_GRACE_MS));
    expect(swept.sort()).toEqual(unused.variants.map((variant) => variant.key).sort());
    const left = await t.db.selectFrom('images').select('id').where('owner_id', '=', pro.id).execute();
    expect(left.map((row) => row.id).sort()).toEqual([used.id, avatar.id, banner.id, recent.id].sort());
    for (const variant of unused.variants) expect(await served(storage.url(variant.key))).toBe(404);
    for (const variant of used.variants) expect(await served(storage.url(variant.key))).toBe(200);
    expect(await filesWithoutRow(pro.id)).toEqual([]);
  });
});
