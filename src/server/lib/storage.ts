import { mkdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { DeleteObjectsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config.js';

/**
 * Where stored images live: one interface, two drivers. Keys are chosen by the server,
 * e.g. 'u/<userId>/<imageId>-display.webp', and never reused, so files can be cached
 * for a year.
 */
export type Storage = {
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  delete: (keys: string[]) => Promise<void>;
  url: (key: string) => string;
  /** The local driver's folder, served under /media; undefined for S3. */
  localRoot?: string;
};

export const MEDIA_CACHE = 'public, max-age=31536000, immutable';

export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config);
}

export function createLocalStorage(config: Pick<Config, 'dataDir'>): Storage {
  const root = resolve(config.dataDir, 'media');
  mkdirSync(root, { recursive: true });
  const pathOf = (key: string) => {
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`Storage key escapes the media folder: ${key}`);
    return path;
  };
  return {
    localRoot: root,
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
    url: (key) => `/media/${key}`,
  };
}

export function createS3Storage(s3: NonNullable<Config['s3']>): Storage {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    // Path-style addressing works with every S3-compatible store (MinIO, R2, ...).
    forcePathStyle: Boolean(s3.endpoint),
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  const base = (
    s3.publicUrl ??
    (s3.endpoint
      ? `${s3.endpoint.replace(/\/$/, '')}/${s3.bucket}`
      : `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`)
  ).replace(/\/$/, '');
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: MEDIA_CACHE,
        }),
      );
    },
    async delete(keys) {
      if (keys.length === 0) return;
      await client.send(
        new DeleteObjectsCommand({
          Bucket: s3.bucket,
          Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
        }),
      );
    },
    url: (key) => `${base}/${key}`,
  };
}
