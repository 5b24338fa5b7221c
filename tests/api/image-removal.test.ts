import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, type Storage } from '../../src/server/lib/storage.js';
import { sweepOrphanFiles } from '../../src/server/lib/stored-files-sweep.js';
import { multipart, newProfessional } from '../support/members.js';
import { transactionId, waitingOn } from '../support/row-locks.js';
import { setupTestApp, type TestClient } from '../support/test-app.js';

// Removing images (docs/product.md, Portfolio; Image uploads): a removal that happened is
// reported as done even when the object store cannot delete the files just now (the
// sweep of files without a row takes them later), and two changes of one avatar at once
// leave exactly the image the profile shows.

/** The local store, whose deletes can be made to fail as an object store's do when it is away. */
let storage: Storage & { deletesFail: boolean };
const t = setupTestApp(
  {},
  {
    storage: (config) => {
      const local = createLocalStorage(config);
      storage = Object.assign(Object.create(null), local, {
        deletesFail: false,
        delete: async (keys: string[]) => {
          if (storage.deletesFail) throw new Error('the object store is away');
          return local.delete(keys);
        },
      });
      return storage;
    },
  },
);

let photo: Buffer;
beforeAll(async () => {
  photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#ff5a4e' } })
    .jpeg()
    .toBuffer();
});

async function uploadWork(client: TestClient) {
  const body = multipart({ title: 'Dune light' }, { name: 'work.jpg', type: 'image/jpeg', data: photo });
  return client.request('POST', '/api/portfolio', { payload: body.payload, headers: body.headers });
}

async function uploadAvatar(client: TestClient) {
  const body = multipart({}, { name: 'avatar.jpg', type: 'image/jpeg', data: photo });
  return client.request('PUT', '/api/profiles/me/avatar', { payload: body.payload, headers: body.headers });
}

const imagesOf = (ownerId: string) =>
  t.db.selectFrom('images').select(['id', 'kind']).where('owner_id', '=', ownerId).execute();

async function filesOf(ownerId: string) {
  return (await storage.list(`u/${ownerId}/`)).map((file) => file.key);
}

describe('with the object store unable to delete', () => {
  it('deleting work is done and said to be done; the sweep removes its files once the store is back', async () => {
    const pro = await newProfessional(t);
    const uploaded = await uploadWork(pro.client);
    expect(uploaded.statusCode).toBe(201);
    const itemId = uploaded.json().item.id as string;
    expect(await filesOf(pro.id)).toHaveLength(2);

    storage.deletesFail = true;
    try {
      const deleted = await pro.client.request('DELETE', `/api/portfolio/${itemId}`);
      expect(deleted.statusCode).toBe(200);
      expect((await pro.client.get(`/api/profiles/${pro.id}/portfolio`)).json().items).toEqual([]);
      expect(await imagesOf(pro.id)).toEqual([]);
      // Removing the avatar, too, is done though its files stay for now.
      expect((await uploadAvatar(pro.client)).statusCode).toBe(200);
      const removed = await pro.client.request('DELETE', '/api/profiles/me/avatar');
      expect(removed.statusCode).toBeLessThan(300);
      expect((await pro.client.get('/api/profiles/me')).json().profile.avatar).toBeNull();
    } finally {
      storage.deletesFail = false;
    }
    expect(await filesOf(pro.id)).toHaveLength(4);
    const swept = await sweepOrphanFiles({ db: t.db, storage }, new Date(Date.now() + 1_000));
    expect(swept.filter((key) => key.startsWith(`u/${pro.id}/`))).toHaveLength(4);
    expect(await filesOf(pro.id)).toEqual([]);
  });
});

describe('two avatar uploads at once', () => {
  it('leave one avatar image, the one the profile shows, with its files and no others', async () => {
    const pro = await newProfessional(t);
    expect((await uploadAvatar(pro.client)).statusCode).toBe(200);
    // Both arrive while the profile's row is busy (held here until both wait on it), as
    // happens when their images finish processing at the same moment.
    let answers: Promise<Awaited<ReturnType<typeof uploadAvatar>>[]> | undefined;
    await t.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('profiles')
        .set({ updated_at: new Date() })
        .where('user_id', '=', pro.id)
        .execute();
      const xid = await transactionId(trx);
      answers = Promise.all([uploadAvatar(pro.client), uploadAvatar(pro.client)]);
      await expect.poll(() => waitingOn(t.db, xid), { timeout: 10_000 }).toBe(2);
    });
    expect((await answers!).map((answer) => answer.statusCode)).toEqual([200, 200]);
    const images = await imagesOf(pro.id);
    expect(images).toHaveLength(1);
    const profile = await t.db
      .selectFrom('profiles')
      .select('profile_image_id')
      .where('user_id', '=', pro.id)
      .executeTakeFirstOrThrow();
    expect(profile.profile_image_id).toBe(images[0]!.id);
    expect((await filesOf(pro.id)).every((key) => key.includes(images[0]!.id))).toBe(true);
  });
});
