import { crc32, deflateSync } from 'node:zlib';
import {
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.js';
import { AppError } from './app-error.js';
import {
  createImageWork,
  IMAGE_TEXTS,
  type ImageRow,
  imageUrls,
  processImage,
  saveImage,
  sniffImageType,
} from './images.js';
import type { Storage } from './storage.js';

// No database needed: the pipeline is pure, and saveImage runs against a fake driver.

const solid = (width: number, height: number, background = '#3366ff') =>
  sharp({ create: { width, height, channels: 3, background } });

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** A decompression bomb: a PNG of a few kilobytes claiming width x height (its IDAT is deflated zeros). */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1_000_000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('processImage', () => {
  it('strips EXIF and GPS from a JPEG and re-encodes every variant to WebP', async () => {
    const input = await solid(800, 600)
      .jpeg()
      .withExif({
        IFD0: { Make: 'Frameline Test Camera', Copyright: 'someone' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 30/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 7/1 0/1',
        },
      })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif?.toString('latin1')).toContain('Frameline Test Camera');

    const processed = await processImage(input, 'portfolio');
    expect(processed.sourceFormat).toBe('jpeg');
    expect(processed.variants.map((variant) => variant.name)).toEqual(['display', 'thumb']);
    for (const variant of processed.variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(variant.data.includes(Buffer.from('Frameline Test Camera'))).toBe(false);
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      expect(variant.bytes).toBe(variant.data.length);
    }
  });

  it('decides the type by content: PNG bytes are accepted whatever they were called', async () => {
    const input = await solid(2400, 1600, '#ff5a4e').png().toBuffer();
    expect(sniffImageType(input)).toBe('png');
    const processed = await processImage(input, 'portfolio');
    expect(processed.sourceFormat).toBe('png');
    expect(processed.variants.map((v) => [v.name, v.width, v.height])).toEqual([
      ['display', 1600, 1067],
      ['thumb', 480, 320],
    ]);
    expect([processed.width, processed.height]).toEqual([1600, 1067]);
    expect(processed.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(processed.dominantColor.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(230);
    expect(g).toBeLessThan(120);
    expect(b).toBeLessThan(110);
  });

  it.each([
    ['webp', () => solid(300, 200).webp().toBuffer()],
    ['gif', () => solid(300, 200).gif().toBuffer()],
    ['avif', () => solid(300, 200).avif().toBuffer()],
  ] as const)('accepts %s', async (format, make) => {
    const processed = await processImage(await make(), 'portfolio');
    expect(processed.sourceFormat).toBe(format);
    expect(processed.variants[0]).toMatchObject({ width: 300, height: 200, format: 'webp' });
  });

  it('refuses what is not an image, whatever it claims to be', async () => {
    const text = Buffer.from('Just some text pretending to be photo.jpg\n'.repeat(20));
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(64),
    ]);
    for (const input of [text, svg, Buffer.alloc(0)]) {
      const error = await refusal(processImage(input, 'avatar'));
      expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(error.message).toBe('Please select an image file');
    }
    expect((await refusal(processImage(heic, 'avatar'))).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    // The portfolio's own text (docs/product.md, Image uploads).
    expect((await refusal(processImage(text, 'portfolio'))).message).toBe('Please select an image');
  });

  it('refuses a damaged image with a clear message', async () => {
    const jpeg = await solid(400, 300).jpeg().toBuffer();
    const damaged = Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(2000, 0x41)]);
    const error = await refusal(processImage(damaged, 'portfolio'));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(IMAGE_TEXTS.unreadable);
  });

  it('refuses a decompression bomb from its header', async () => {
    const bomb = pngHeader(50_000, 50_000);
    expect(bomb.length).toBeLessThan(5_000);
    const error = await refusal(processImage(bomb, 'portfolio'));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(
      'This image is too large (2500 megapixels). PNG, GIF and AVIF images can be at most 16 megapixels; please choose a smaller one, or a JPEG or WebP of up to 50 megapixels.',
    );
  });

  it("refuses more than 5 MB with the product's texts", async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024)]);
    const portfolio = await refusal(processImage(big, 'portfolio'));
    expect([portfolio.code, portfolio.message]).toEqual([
      'PAYLOAD_TOO_LARGE',
      'Image size must be less than 5MB',
    ]);
    expect((await refusal(processImage(big, 'avatar'))).message).toBe('File size must be less than 5MB');
  });

  it('applies EXIF orientation 6 (the output is turned upright)', async () => {
    const input = await solid(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const processed = await processImage(input, 'portfolio');
    expect(processed.variants.map((v) => [v.width, v.height])).toEqual([
      [200, 400],
      [200, 400],
    ]);
    const meta = await sharp(processed.variants[0]!.data).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([200, 400, undefined]);
  });

  it('crops avatars square and banners 3:1, never enlarging small uploads', async () => {
    const photo = await solid(3000, 2000).jpeg().toBuffer();
    const sizes = async (kind: 'avatar' | 'banner', input: Buffer) =>
      (await processImage(input, kind)).variants.map((v) => [v.name, v.width, v.height]);
    expect(await sizes('avatar', photo)).toEqual([
      ['display', 512, 512],
      ['thumb', 128, 128],
    ]);
    expect(await sizes('banner', photo)).toEqual([
      ['display', 1920, 640],
      ['thumb', 960, 320],
    ]);
    const small = await solid(300, 200).png().toBuffer();
    expect(await sizes('avatar', small)).toEqual([
      ['display', 200, 200],
      ['thumb', 128, 128],
    ]);
    expect(await sizes('banner', small)).toEqual([
      ['display', 300, 100],
      ['thumb', 300, 100],
    ]);
  });

  it('reduces a 24-megapixel photo to the display and thumbnail sizes', async () => {
    // Smooth content made cheaply: a tiny noise image blown up to 6000 x 4000.
    const seed = await sharp({
      create: {
        width: 60,
        height: 40,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    const photo = await sharp(seed).resize(6000, 4000, { kernel: 'cubic' }).jpeg({ quality: 92 }).toBuffer();
    const processed = await processImage(photo, 'portfolio');
    expect(processed.variants.map((v) => [v.width, v.height])).toEqual([
      [1600, 1067],
      [480, 320],
    ]);
    // Speed is measured by bench/images, not asserted here.
  });
});

describe('saveImage', () => {
  function memoryStorage() {
    const files = new Map<string, { body: Buffer; contentType: string }>();
    const storage: Storage = {
      put: async (key, body, contentType) => void files.set(key, { body, contentType }),
      delete: async (keys) => {
        for (const key of keys) files.delete(key);
      },
      list: async (prefix) =>
        [...files.keys()]
          .filter((key) => key.startsWith(prefix))
          .map((key) => ({ key, modifiedAt: new Date() })),
      get: async (key) => files.get(key)?.body ?? null,
      url: (key) => `/media/${key}`,
    };
    return { files, storage };
  }

  /** A kysely whose every query is answered by `answer` (or fails when it throws). */
  function fakeDb(answer: (sql: string, parameters: readonly unknown[]) => Record<string, unknown>[]) {
    const connection: DatabaseConnection = {
      executeQuery: async <R>(query: { sql: string; parameters: readonly unknown[] }) =>
        ({ rows: answer(query.sql, query.parameters) as R[] }) satisfies QueryResult<R>,
      // biome-ignore lint/correctness/useYield: never streamed here
      streamQuery: async function* () {
        throw new Error('not supported');
      },
    };
    const driver: Driver = {
      init: async () => {},
      acquireConnection: async () => connection,
      beginTransaction: async () => {},
      commitTransaction: async () => {},
      rollbackTransaction: async () => {},
      releaseConnection: async () => {},
      destroy: async () => {},
    };
    return new Kysely<Database>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => driver,
        createIntrospector: (db) => new PostgresIntrospector(db),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
  }

  const ownerId = '6f1c8a52-3b7e-4d7a-9a51-0c1d2e3f4a5b';
  const imageWork = createImageWork({ slots: 1, queueWaitMs: 10_000 });

  it('stores the variants under server-chosen keys and records them', async () => {
    const { files, storage } = memoryStorage();
    let inserted: readonly unknown[] = [];
    const db = fakeDb((sql, parameters) => {
      expect(sql).toMatch(/^insert into "images"/);
      inserted = parameters;
      return [{ id: parameters[0], variants: JSON.parse(String(parameters[3])), width: 1, height: 1 }];
    });
    const input = await solid(900, 600).jpeg().toBuffer();
    const row = await saveImage({ db, storage, imageWork }, { ownerId, kind: 'avatar', input });
    const keys = [...files.keys()];
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      expect(key).toMatch(new RegExp(`^u/${ownerId}/${row.id}-(display|thumb)\\.webp$`));
      expect(files.get(key)!.contentType).toBe('image/webp');
    }
    expect(inserted).toContain(ownerId);
    expect(inserted).toContain('avatar');
    expect(row.variants.map((variant) => variant.key).sort()).toEqual(keys.sort());
  });

  it('removes the stored files when the row cannot be written', async () => {
    const { files, storage } = memoryStorage();
    const db = fakeDb(() => {
      throw new Error('the database is away');
    });
    const input = await solid(900, 600).jpeg().toBuffer();
    await expect(
      saveImage({ db, storage, imageWork }, { ownerId, kind: 'portfolio', input }),
    ).rejects.toThrow('the database is away');
    expect(files.size).toBe(0);
  });

  it('imageUrls gives the display and thumbnail URLs with size and colour', () => {
    const row = {
      variants: [
        { name: 'display', key: 'u/a/b-display.webp', width: 1600, height: 1067, format: 'webp', bytes: 10 },
        { name: 'thumb', key: 'u/a/b-thumb.webp', width: 480, height: 320, format: 'webp', bytes: 5 },
      ],
      width: 1600,
      height: 1067,
      dominant_color: '#112233',
    } satisfies Pick<ImageRow, 'variants' | 'width' | 'height' | 'dominant_color'>;
    expect(imageUrls(memoryStorage().storage, row)).toEqual({
      url: '/media/u/a/b-display.webp',
      thumbUrl: '/media/u/a/b-thumb.webp',
      width: 1600,
      height: 1067,
      color: '#112233',
    });
    expect(imageUrls(memoryStorage().storage, null)).toBeNull();
  });
});
