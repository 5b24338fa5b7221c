import { mkdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Config } from '../config.js';

/** Where stored images live. Keys are server-chosen, e.g. 'u/<userId>/<imageId>-display.webp'. */
export type Storage = {
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  delete: (keys: string[]) => Promise<void>;
  url: (key: string) => string;
  /** The local driver's folder, served under /media; undefined for S3. */
  localRoot?: string;
};

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

export function createStorage(config: Config): Storage {
  // The S3 driver arrives with the image pipeline (issue: profiles, images and portfolio).
  return createLocalStorage(config);
}

export const MEDIA_CACHE = 'public, max-age=31536000, immutable';
export { join as joinKey };
