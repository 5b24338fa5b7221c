import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, createS3Storage, MEDIA_CACHE, type Storage } from './storage.js';

// The S3 driver against a real S3-protocol server (s3rver), the local driver on disk.

const folder = mkdtempSync(join(tmpdir(), 'frameline-storage-'));
let s3server: S3rver;
let endpoint: string;

beforeAll(async () => {
  s3server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: join(folder, 's3'),
    configureBuckets: [{ name: 'frameline-media', configs: [] }],
  });
  const { port } = await s3server.run();
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await s3server?.close();
  rmSync(folder, { recursive: true, force: true });
});

const drivers: [string, () => Storage, (url: string) => Promise<Response>][] = [
  [
    's3',
    () =>
      createS3Storage({
        endpoint,
        bucket: 'frameline-media',
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        publicUrl: undefined,
      }),
    (url) => fetch(url),
  ],
  [
    'local',
    () => createLocalStorage({ dataDir: join(folder, 'local') }),
    async (url) => {
      // The local driver's URLs are served by the app under /media; read the file directly here.
      const { readFile } = await import('node:fs/promises');
      try {
        return new Response(
          await readFile(join(folder, 'local', decodeURIComponent(url.replace(/^\/media\//, 'media/')))),
        );
      } catch {
        return new Response(null, { status: 404 });
      }
    },
  ],
];

describe.each(drivers)('%s storage', (name, make, fetchUrl) => {
  it('stores a file under its key, serves it at its URL and deletes it', async () => {
    const storage = make();
    const key = `u/test-user/${name}-image-display.webp`;
    const body = Buffer.from(`image bytes for ${name}`);
    await storage.put(key, body, 'image/webp');
    const listed = await storage.list('u/test-user/');
    expect(listed.map((file) => file.key)).toContain(key);
    expect(listed.find((file) => file.key === key)!.modifiedAt.getTime()).toBeGreaterThan(
      Date.now() - 60_000,
    );

    const stored = await fetchUrl(storage.url(key));
    expect(stored.status).toBe(200);
    expect(Buffer.from(await stored.arrayBuffer())).toEqual(body);
    if (name === 's3') {
      expect(stored.headers.get('content-type')).toBe('image/webp');
      expect(stored.headers.get('cache-control')).toBe(MEDIA_CACHE);
    }

    // The app reads a file itself (private photos in messages), and none for a missing key.
    expect(await storage.get(key)).toEqual(body);

    await storage.delete([key]);
    expect((await fetchUrl(storage.url(key))).status).toBe(404);
    expect(await storage.get(key)).toBeNull();
    await storage.delete([key]); // deleting twice is harmless
  });
});

it('refuses a key that would escape the local media folder', async () => {
  const storage = createLocalStorage({ dataDir: join(folder, 'local') });
  await expect(storage.put('../outside.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/escapes/);
});
