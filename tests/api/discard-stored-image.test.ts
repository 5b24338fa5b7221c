import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/server/db/database.js';
import {
  discardStoredImage,
  processImage,
  recordImage,
  type StoredImage,
  storeImageFiles,
} from '../../src/server/lib/images.js';
import { createLocalStorage, type Storage } from '../../src/server/lib/storage.js';
import { createTestDatabase } from '../support/test-db.js';

// After the transaction that was to record an upload's image fails, its files go unless
// the database says the row is there: a commit whose answer was lost (the connection
// dropped after COMMIT) wrote it, and its files must stay with it. When the database
// cannot say, the files stay for the sweep of files without a row.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let storage: Storage;
let dataDir: string;
let ownerId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'frameline-discard-'));
  storage = createLocalStorage({ dataDir });
  const owner = await database.db
    .insertInto('users')
    .values({ email: 'owner@example.test', password_hash: '$argon2id$not-used-here' })
    .returning('id')
    .executeTakeFirstOrThrow();
  ownerId = owner.id;
});

afterAll(async () => {
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function storedUpload(): Promise<StoredImage> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#cc6633' } })
    .png()
    .toBuffer();
  return storeImageFiles(storage, { ownerId, processed: await processImage(png, 'portfolio') });
}

const filesOf = async (stored: StoredImage) =>
  (await storage.list(`u/${ownerId}/`)).map((file) => file.key).filter((key) => stored.keys.includes(key));

describe('discardStoredImage', () => {
  it('removes the files of an image whose row was never written', async () => {
    const stored = await storedUpload();
    expect((await filesOf(stored)).length).toBe(stored.keys.length);
    await discardStoredImage({ db: database.db, storage }, stored);
    expect(await filesOf(stored)).toEqual([]);
  });

  it('keeps the files of an image whose row was committed though its answer was lost', async () => {
    const stored = await storedUpload();
    // The transaction committed; the caller saw only an error (its answer never came).
    await database.db.transaction().execute((trx) => recordImage(trx, stored));
    await discardStoredImage({ db: database.db, storage }, stored);
    expect((await filesOf(stored)).sort()).toEqual([...stored.keys].sort());
  });

  it('keeps the files while the database cannot say whether the row is there', async () => {
    const stored = await storedUpload();
    const away = createDb(database.url, { max: 1 });
    await away.pool.end();
    await discardStoredImage({ db: away.db, storage }, stored);
    expect((await filesOf(stored)).sort()).toEqual([...stored.keys].sort());
  });
});
