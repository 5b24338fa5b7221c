import { mkdirSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { UPLOAD_TEXTS } from '../../shared/texts.js';
import type { Config } from '../config.js';
import { AppError } from './app-error.js';

/**
 * Where stored images live: one interface, two drivers. Keys are chosen by the server,
 * e.g. 'u/<userId>/<imageId>-display.webp', and never reused, so files can be cached
 * for a year.
 */
export type Storage = {
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  delete: (keys: string[]) => Promise<void>;
  /** Every stored file whose key starts with `prefix`, with when it was written. */
  list: (prefix: string) => Promise<StoredFile[]>;
  /** A stored file's bytes, or null when there is none (private files are served by the app). */
  get: (key: string) => Promise<Buffer | null>;
  url: (key: string) => string;
  /** The local driver's folder, served under /media; undefined for S3. */
  localRoot?: string;
};

export type StoredFile = { key: string; modifiedAt: Date };

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
    async list(prefix) {
      const names = await readdir(root, { recursive: true }).catch(() => [] as string[]);
      const files: StoredFile[] = [];
      for (const name of names) {
        const key = relative(root, join(root, name)).split(sep).join('/');
        if (!key.startsWith(prefix)) continue;
        const info = await stat(join(root, name)).catch(() => undefined);
        if (info?.isFile()) files.push({ key, modifiedAt: info.mtime });
      }
      return files;
    },
    async get(key) {
      return readFile(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw storeUnavailable(error);
      });
    },
    url: (key) => `/media/${key}`,
  };
}

/**
 * How long a store may take to accept a connection, and to stay silent on one. Without
 * limits an upload waits for as long as a store hangs, holding its database transaction
 * and the profile's row lock meanwhile.
 */
export type StoreTimeouts = { connectMs: number; idleMs: number };
export const STORE_TIMEOUTS: StoreTimeouts = { connectMs: 5_000, idleMs: 20_000 };

/** The store refused, failed or did not answer: the person can try again shortly, never a 500. */
function storeUnavailable(error: unknown): AppError {
  return Object.assign(
    new AppError('SERVICE_UNAVAILABLE', UPLOAD_TEXTS.storeUnavailable, { retryAfterSeconds: 5 }),
    {
      cause: error,
    },
  );
}

export function createS3Storage(s3: NonNullable<Config['s3']>, timeouts = STORE_TIMEOUTS): Storage {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    // Path-style addressing works with every S3-compatible store (MinIO, R2, ...).
    forcePathStyle: Boolean(s3.endpoint),
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    requestHandler: { connectionTimeout: timeouts.connectMs, socketTimeout: timeouts.idleMs },
  });
  const base = (
    s3.publicUrl ??
    (s3.endpoint
      ? `${s3.endpoint.replace(/\/$/, '')}/${s3.bucket}`
      : `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`)
  ).replace(/\/$/, '');
  return {
    async put(key, body, contentType) {
      await client
        .send(
          new PutObjectCommand({
            Bucket: s3.bucket,
            Key: key,
            Body: body,
            ContentType: contentType,
            CacheControl: MEDIA_CACHE,
          }),
        )
        .catch((error) => {
          throw storeUnavailable(error);
        });
    },
    async delete(keys) {
      if (keys.length === 0) return;
      await client
        .send(
          new DeleteObjectsCommand({
            Bucket: s3.bucket,
            Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
          }),
        )
        .catch((error) => {
          throw storeUnavailable(error);
        });
    },
    async list(prefix) {
      const files: StoredFile[] = [];
      let token: string | undefined;
      do {
        const page = await client
          .send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix, ContinuationToken: token }))
          .catch((error) => {
            throw storeUnavailable(error);
          });
        for (const object of page.Contents ?? [])
          if (object.Key) files.push({ key: object.Key, modifiedAt: object.LastModified ?? new Date(0) });
        token = page.NextContinuationToken;
      } while (token);
      return files;
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw storeUnavailable(error);
      }
    },
    url: (key) => `${base}/${key}`,
  };
}
