import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import type { Insertable, Selectable } from 'kysely';
import sharp, { type Metadata, type OutputInfo, type ResizeOptions, type Sharp } from 'sharp';
import { IMAGE_MAX_BYTES } from '../../shared/limits.js';
import { MESSAGING_TEXTS } from '../../shared/schemas/messaging.js';
import type { Db } from '../db/database.js';
import type { ImagesTable, ImageVariant } from '../db/schema.js';
import { AppError } from './app-error.js';
import type { Storage } from './storage.js';
import { createWorkSlots } from './work-slots.js';

// The image pipeline for avatars, banners and portfolio work (and the demo seed).
// An upload is never stored as sent: its type is decided by its bytes, its size in
// pixels is checked before any decoding, it is decoded once (with shrink-on-load),
// auto-oriented, converted to sRGB, stripped of every metadata block (EXIF, GPS, XMP,
// ICC) and re-encoded to WebP in the sizes the pages need. Decoding is the costly part
// and its cost follows the declared size, not the bytes sent: uploads decode through a
// few work slots (createImageWork), one core each (docs/decisions/0010).

export type ImageKind = 'avatar' | 'banner' | 'portfolio' | 'message';
export type ImageRow = Selectable<ImagesTable>;
export type ImageDeps = { db: Db; storage: Storage };

/**
 * The decoded size we accept from JPEG and WebP, which shrink while they decode.
 * 50 MP covers every camera the members are likely to own.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/**
 * PNG, GIF and AVIF decode every pixel whatever size we keep, and declaring pixels costs
 * a sender nothing (a 1 KB AVIF can declare 49 MP: 2 s of a core). 16 MP (4000 x 4000)
 * keeps the dearest of them, AVIF, near a second of a core.
 */
export const MAX_FULL_DECODE_PIXELS = 16_000_000;

export const IMAGE_TEXTS = {
  /** The portfolio's own word for it (docs/product.md, Image uploads). */
  notAnImage: {
    portfolio: 'Please select an image',
    avatar: 'Please select an image file',
    banner: 'Please select an image file',
    message: 'Please select an image file',
  },
  heic: 'HEIC photos are not supported yet. Please choose a JPEG, PNG, WebP, GIF or AVIF image.',
  tooManyPixels: (megapixels: number) =>
    `This image is too large (${megapixels} megapixels). Please choose an image of at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
  tooManyPixelsToDecode: (megapixels: number) =>
    `This image is too large (${megapixels} megapixels). PNG, GIF and AVIF images can be at most ${MAX_FULL_DECODE_PIXELS / 1_000_000} megapixels; please choose a smaller one, or a JPEG or WebP of up to ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
  busy: 'We are processing many images right now. Please try your upload again in a few seconds.',
  unreadable: 'This image could not be read. It may be damaged; please choose another file.',
  /** Portfolio uploads, then avatar and banner uploads (docs/product.md, Image uploads). */
  tooManyBytes: {
    portfolio: 'Image size must be less than 5MB',
    avatar: 'File size must be less than 5MB',
    banner: 'File size must be less than 5MB',
    message: MESSAGING_TEXTS.photoTooLarge,
  },
} as const;

type VariantName = 'thumb' | 'display';
type VariantSpec = { name: VariantName; width: number; height: number; fit: 'cover' | 'inside' };

/**
 * Sizes per kind, largest first: 'display' is decoded from the upload, 'thumb' is
 * derived from the display pixels. Cover crops keep their aspect ratio (square avatars,
 * 3:1 banners); portfolio work keeps the photographer's framing.
 */
export const IMAGE_VARIANTS: Record<ImageKind, readonly [VariantSpec, VariantSpec]> = {
  avatar: [
    { name: 'display', width: 512, height: 512, fit: 'cover' },
    { name: 'thumb', width: 128, height: 128, fit: 'cover' },
  ],
  banner: [
    { name: 'display', width: 1920, height: 640, fit: 'cover' },
    { name: 'thumb', width: 960, height: 320, fit: 'cover' },
  ],
  portfolio: [
    { name: 'display', width: 1600, height: 2000, fit: 'inside' },
    { name: 'thumb', width: 480, height: 960, fit: 'inside' },
  ],
  // A photo in a message keeps its framing: the thread shows the thumb, a press the display.
  message: [
    { name: 'display', width: 1600, height: 1600, fit: 'inside' },
    { name: 'thumb', width: 480, height: 480, fit: 'inside' },
  ],
};

// effort 2: about 5% larger files than the default 4, at a third of the encoding time.
const WEBP = { display: { quality: 82, effort: 2 }, thumb: { quality: 78, effort: 2 } } as const;

// Every upload is a different image: libvips' operation cache would only hold memory.
sharp.cache(false);
// One libvips thread per image: the number of work slots is then the number of cores
// image work can take (decision 0010). sharp already picks 1 with glibc's allocator;
// say so rather than depend on it.
sharp.concurrency(1);

export type ProcessedVariant = {
  name: VariantName;
  data: Buffer;
  width: number;
  height: number;
  format: 'webp';
  bytes: number;
};

export type ProcessedImage = {
  kind: ImageKind;
  /** What the bytes turned out to be. */
  sourceFormat: SniffedFormat;
  /** Largest first. */
  variants: ProcessedVariant[];
  width: number;
  height: number;
  /** '#rrggbb', the most common colour: a placeholder while the image loads. */
  dominantColor: string;
};

export type SniffedFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'heic';

/** The image type by its first bytes (never by file name or Content-Type). */
export function sniffImageType(input: Buffer): SniffedFormat | undefined {
  const ascii = (start: number, end: number) => input.subarray(start, end).toString('latin1');
  if (input.length >= 3 && input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) return 'jpeg';
  if (input.length >= 8 && input.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (input.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif';
  if (input.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  // ISO-BMFF: [size]['ftyp'][major brand][minor version][compatible brands...]
  if (input.length >= 16 && ascii(4, 8) === 'ftyp') {
    const boxSize = Math.min(input.readUInt32BE(0), input.length, 256);
    const brands = [ascii(8, 12)];
    for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(offset, offset + 4));
    if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return 'avif';
    if (
      brands.some((brand) => ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(brand))
    ) {
      return 'heic';
    }
  }
  return undefined;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SHARP_FORMAT: Record<SniffedFormat, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'heif',
  heic: 'heif',
};

/**
 * Checks, decodes and re-encodes one upload. Throws AppError UNSUPPORTED_MEDIA_TYPE
 * for anything but JPEG, PNG, WebP, GIF (first frame) and AVIF, BAD_REQUEST for an
 * image that is too large in pixels or cannot be decoded, PAYLOAD_TOO_LARGE above 5 MB.
 * Uploads go through `ImageWork.process` instead, which bounds how many decode at once.
 */
export async function processImage(input: Buffer, kind: ImageKind): Promise<ProcessedImage> {
  return decodeImage(input, kind, await inspectImage(input, kind));
}

type InspectedImage = {
  sourceFormat: SniffedFormat;
  /** Upright, after EXIF orientation. */
  source: { width: number; height: number };
  pixelLimit: number;
  megapixels: number;
};

/** Everything that can be refused from the bytes and the header alone, before any decoding. */
async function inspectImage(input: Buffer, kind: ImageKind): Promise<InspectedImage> {
  if (input.length > IMAGE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TEXTS.tooManyBytes[kind]);
  const sourceFormat = sniffImageType(input);
  if (!sourceFormat) throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_TEXTS.notAnImage[kind]);
  if (sourceFormat === 'heic') throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_TEXTS.heic);

  // The header only: no pixels are decoded yet, so no limit applies here; ours follows.
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('BAD_REQUEST', IMAGE_TEXTS.unreadable);
  }
  if (meta.format !== SHARP_FORMAT[sourceFormat] || (sourceFormat === 'avif' && meta.compression !== 'av1')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_TEXTS.notAnImage[kind]);
  }
  const frameHeight = meta.pageHeight ?? meta.height;
  if (!meta.width || !frameHeight) throw new AppError('BAD_REQUEST', IMAGE_TEXTS.unreadable);
  const megapixels = Math.round((meta.width * frameHeight) / 1_000_000);
  const shrinksOnLoad = sourceFormat === 'jpeg' || sourceFormat === 'webp';
  const pixelLimit = shrinksOnLoad ? MAX_INPUT_PIXELS : MAX_FULL_DECODE_PIXELS;
  if (meta.width * frameHeight > pixelLimit) {
    throw new AppError(
      'BAD_REQUEST',
      shrinksOnLoad ? IMAGE_TEXTS.tooManyPixels(megapixels) : IMAGE_TEXTS.tooManyPixelsToDecode(megapixels),
    );
  }
  const swap = (meta.orientation ?? 1) >= 5;
  const source = { width: swap ? frameHeight : meta.width, height: swap ? meta.width : frameHeight };
  return { sourceFormat, source, pixelLimit, megapixels };
}

/**
 * The costly part. Its steps run one after another, so one image keeps one thread of
 * libuv's pool busy at a time: that pool also verifies passwords, reads files and
 * authenticates new database connections (decision 0010).
 */
async function decodeImage(
  input: Buffer,
  kind: ImageKind,
  inspected: InspectedImage,
): Promise<ProcessedImage> {
  const [displaySpec, thumbSpec] = IMAGE_VARIANTS[kind];
  // Decode once, straight to the largest size we keep (JPEG and WebP shrink on load).
  let display: { data: Buffer; info: OutputInfo };
  try {
    display = await sharp(input, {
      limitInputPixels: inspected.pixelLimit,
      failOn: 'error',
      sequentialRead: true,
      autoOrient: true,
    })
      .resize(resizeOptions(displaySpec, inspected.source))
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (/pixel limit/i.test(String(error))) {
      const text =
        inspected.pixelLimit === MAX_INPUT_PIXELS
          ? IMAGE_TEXTS.tooManyPixels
          : IMAGE_TEXTS.tooManyPixelsToDecode;
      throw new AppError('BAD_REQUEST', text(inspected.megapixels));
    }
    throw new AppError('BAD_REQUEST', IMAGE_TEXTS.unreadable);
  }

  const raw = {
    raw: {
      width: display.info.width,
      height: display.info.height,
      channels: display.info.channels as 1 | 2 | 3 | 4,
    },
  };
  const pixels = () => sharp(display.data, raw);
  const displayOut = await pixels().webp(WEBP.display).toBuffer({ resolveWithObject: true });
  const thumbOut = await pixels()
    .resize(resizeOptions(thumbSpec, { width: display.info.width, height: display.info.height }))
    .webp(WEBP.thumb)
    .toBuffer({ resolveWithObject: true });
  const colour = await dominantColour(pixels());

  const variants: ProcessedVariant[] = [toVariant('display', displayOut), toVariant('thumb', thumbOut)];
  return {
    kind,
    sourceFormat: inspected.sourceFormat,
    variants,
    width: displayOut.info.width,
    height: displayOut.info.height,
    dominantColor: colour,
  };
}

/** Decodes uploads through a few work slots; see createImageWork. */
export type ImageWork = {
  /** processImage, refused with 503 SERVICE_UNAVAILABLE when no slot frees up in time. */
  process: (input: Buffer, kind: ImageKind) => Promise<ProcessedImage>;
};

/**
 * At most `slots` uploads decode at once (each on one core and one libuv thread); the
 * others wait up to `queueWaitMs` and are then refused with 503 and Retry-After. The
 * header checks run before the wait, so a refused bomb never queues.
 */
export function createImageWork(options: { slots: number; queueWaitMs: number }): ImageWork {
  const retryAfterSeconds = Math.max(1, Math.ceil(options.queueWaitMs / 1000));
  const work = createWorkSlots({
    slots: options.slots,
    maxWaitMs: options.queueWaitMs,
    // Each waiting upload holds up to 5 MB; a longer line could not be served in time anyway.
    maxWaiting: 20 * options.slots,
    refuse: () => new AppError('SERVICE_UNAVAILABLE', IMAGE_TEXTS.busy, { retryAfterSeconds }),
  });
  return {
    async process(input, kind) {
      const inspected = await inspectImage(input, kind);
      return work.run(() => {
        lowerImageThreadPriority();
        const decoded = decodeImage(input, kind, inspected);
        // Threads libvips starts for this image: lowered soon after, and for the next one.
        setTimeout(lowerImageThreadPriority, 10).unref();
        return decoded.finally(lowerImageThreadPriority);
      });
    },
  };
}

/**
 * On Linux, libvips' worker threads (which do the decoding and encoding) run at nice 10.
 * When cores are short, requests, password checks and PostgreSQL then go first and
 * image work waits. libvips keeps its threads, so each is lowered once.
 */
function lowerImageThreadPriority() {
  if (process.platform !== 'linux') return;
  let threads: string[];
  try {
    threads = readdirSync('/proc/self/task');
  } catch {
    return; // no /proc: priorities stay as they are
  }
  for (const tid of threads) {
    try {
      if (readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim() !== 'libvips worker') continue;
      if (getPriority(Number(tid)) < IMAGE_THREAD_NICE) setPriority(Number(tid), IMAGE_THREAD_NICE);
    } catch {
      // the thread ended meanwhile
    }
  }
}
const IMAGE_THREAD_NICE = 10;

function toVariant(name: VariantName, out: { data: Buffer; info: OutputInfo }): ProcessedVariant {
  return {
    name,
    data: out.data,
    width: out.info.width,
    height: out.info.height,
    format: 'webp',
    bytes: out.data.length,
  };
}

/** Cover crops never enlarge: a small upload gives a smaller crop of the same shape. */
function resizeOptions(spec: VariantSpec, source: { width: number; height: number }): ResizeOptions {
  if (spec.fit === 'inside') {
    return { width: spec.width, height: spec.height, fit: 'inside', withoutEnlargement: true };
  }
  const scale = Math.min(1, source.width / spec.width, source.height / spec.height);
  return {
    width: Math.max(1, Math.round(spec.width * scale)),
    height: Math.max(1, Math.round(spec.height * scale)),
    fit: 'cover',
    position: 'centre',
  };
}

async function dominantColour(image: Sharp): Promise<string> {
  // stats() reads its input, not the pipeline's result: shrink to raw pixels first.
  const small = await image
    .resize(64, 64, { fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { dominant } = await sharp(small.data, {
    raw: {
      width: small.info.width,
      height: small.info.height,
      channels: small.info.channels as 1 | 2 | 3 | 4,
    },
  }).stats();
  return `#${[dominant.r, dominant.g, dominant.b].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * An image whose files are in the store and whose row is not written yet: the caller
 * records it with `recordImage` in the transaction that also makes something use it, so
 * an image row never exists without its use (docs/product.md, Image uploads). No
 * transaction is open while the files are written.
 */
export type StoredImage = { row: Insertable<ImagesTable> & { id: string }; keys: string[] };

/** Writes a processed image's variants under server-chosen keys; on failure, removes what was written. */
export async function storeImageFiles(
  storage: Storage,
  { ownerId, processed }: { ownerId: string; processed: ProcessedImage },
): Promise<StoredImage> {
  if (!UUID.test(ownerId)) throw new Error(`Not a user id: ${ownerId}`);
  const id = randomUUID();
  const variants: (ImageVariant & { data: Buffer })[] = processed.variants.map((variant) => ({
    name: variant.name,
    key: `${imageKeyPrefix(processed.kind)}${ownerId}/${id}-${variant.name}.webp`,
    width: variant.width,
    height: variant.height,
    format: variant.format,
    bytes: variant.bytes,
    data: variant.data,
  }));
  const keys = variants.map((variant) => variant.key);
  // Every write has finished, or failed, before any is removed: a removal racing a write
  // still under way would leave that file behind.
  const written = await Promise.allSettled(
    variants.map((variant) => storage.put(variant.key, variant.data, 'image/webp')),
  );
  const failed = written.find((result) => result.status === 'rejected');
  if (failed) {
    // No orphans: a failed upload leaves no files behind (else the sweep finds them).
    await removeImageFiles(storage, keys);
    throw failed.reason;
  }
  const row = {
    id,
    owner_id: ownerId,
    kind: processed.kind,
    variants: JSON.stringify(variants.map(({ data: _data, ...variant }) => variant)),
    width: processed.width,
    height: processed.height,
    dominant_color: processed.dominantColor,
  };
  return { row, keys };
}

/**
 * Where an image kind's files go: public images under 'u/' (served at /media for the local
 * store), photos in messages under 'private/m/', which only the app serves, to those who
 * may see them (docs/decisions/0031).
 */
export function imageKeyPrefix(kind: ImageKind): string {
  return kind === 'message' ? PRIVATE_MESSAGE_PHOTOS : 'u/';
}

/** The key prefix of photos in messages; nothing under 'private/' is ever public. */
export const PRIVATE_MESSAGE_PHOTOS = 'private/m/';

/** Writes the row of stored image files; `db` is the transaction that puts the image to use. */
export async function recordImage(db: Db, stored: StoredImage): Promise<ImageRow> {
  return db.insertInto('images').values(stored.row).returningAll().executeTakeFirstOrThrow();
}

/**
 * After the transaction that was to record `stored` failed: removes its files unless the
 * database says its row exists (a commit whose answer was lost may have written it). When
 * the database cannot say, the files stay for the sweep of files without a row.
 */
export async function discardStoredImage(deps: ImageDeps, stored: StoredImage): Promise<void> {
  const recorded = await deps.db
    .selectFrom('images')
    .select('id')
    .where('id', '=', stored.row.id)
    .executeTakeFirst()
    .catch(() => 'unknown' as const);
  if (recorded === undefined) await removeImageFiles(deps.storage, stored.keys);
}

/**
 * Processes an upload (through the work slots), stores its variants and records the
 * `images` row on its own: for images nothing else has to point at in the same step.
 */
export async function saveImage(
  deps: ImageDeps & { imageWork: ImageWork },
  upload: { ownerId: string; kind: ImageKind; input: Buffer },
): Promise<ImageRow> {
  const processed = await deps.imageWork.process(upload.input, upload.kind);
  return storeProcessedImage(deps, { ownerId: upload.ownerId, processed });
}

/**
 * storeImageFiles then recordImage, removing the files when the row is not written. With
 * `deps.db` a transaction, the files are written while it is open and the caller removes
 * them if it rolls back (see `imageKeys`): only for the demo seed, which runs alone.
 */
export async function storeProcessedImage(
  deps: ImageDeps,
  { ownerId, processed }: { ownerId: string; processed: ProcessedImage },
): Promise<ImageRow> {
  const stored = await storeImageFiles(deps.storage, { ownerId, processed });
  try {
    return await recordImage(deps.db, stored);
  } catch (error) {
    await removeImageFiles(deps.storage, stored.keys);
    throw error;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The storage keys of an image row's files. */
export function imageKeys(row: Pick<ImageRow, 'variants'>): string[] {
  return row.variants.map((variant) => variant.key);
}

/**
 * Deletes an image row in `db`, the transaction that also ends its use (a portfolio item
 * references its image without cascade: delete the item first), and returns the keys of
 * its files, which `removeImageFiles` removes once that transaction has committed.
 */
export async function deleteImageRow(db: Db, imageId: string): Promise<string[]> {
  const row = await db
    .deleteFrom('images')
    .where('id', '=', imageId)
    .returning('variants')
    .executeTakeFirst();
  return row ? imageKeys(row) : [];
}

/**
 * Removes stored files, best effort: a removal that happened in the database is never
 * reported as failed because the store cannot delete just now; files left without a row
 * are found by the sweep (lib/stored-files-sweep.ts).
 */
export async function removeImageFiles(storage: Storage, keys: string[]): Promise<void> {
  if (keys.length) await storage.delete(keys).catch(() => undefined);
}

export type ImageUrls = { url: string; thumbUrl: string; width: number; height: number; color: string };
type ImageUrlSource = Pick<ImageRow, 'variants' | 'width' | 'height' | 'dominant_color'>;

/** What API responses carry for an image: display and thumbnail URLs, size and placeholder colour. */
export function imageUrls(storage: Storage, row: ImageUrlSource): ImageUrls;
export function imageUrls(storage: Storage, row: ImageUrlSource | null | undefined): ImageUrls | null;
export function imageUrls(storage: Storage, row: ImageUrlSource | null | undefined): ImageUrls | null {
  if (!row) return null;
  const bySize = [...row.variants].sort((a, b) => b.width * b.height - a.width * a.height);
  const display = row.variants.find((variant) => variant.name === 'display') ?? bySize[0];
  const thumb = row.variants.find((variant) => variant.name === 'thumb') ?? bySize.at(-1) ?? display;
  if (!display || !thumb) return null;
  return {
    url: storage.url(display.key),
    thumbUrl: storage.url(thumb.key),
    width: row.width,
    height: row.height,
    color: row.dominant_color,
  };
}
