import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as zlib from 'node:zlib';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart, newMember, newProfessional } from '../../../../tests/support/members.js';
import { errorOf, setupTestApp, TestClient } from '../../../../tests/support/test-app.js';

const t = setupTestApp();
let photo: Buffer;
let gpsPhoto: Buffer;

beforeAll(async () => {
  photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#6b5cf6' } })
    .jpeg()
    .toBuffer();
  gpsPhoto = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#ff5a4e' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'FramelineCam', Copyright: 'secret owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 42/1 0/1' },
    })
    .toBuffer();
});

function storedFiles(): string[] {
  const root = join(t.dataDir, 'media');
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  return walk(root);
}

async function imageRows() {
  return (
    await t.db
      .selectFrom('images')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;
}

async function upload(
  client: TestClient,
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
) {
  const body = multipart(fields, file);
  return client.request('POST', '/api/portfolio', { payload: body.payload, headers: body.headers });
}

async function uploadSlot(client: TestClient, slot: 'avatar' | 'banner', data: Buffer) {
  const body = multipart({}, { name: `${slot}.jpg`, type: 'image/jpeg', data });
  return client.request('PUT', `/api/profiles/me/${slot}`, { payload: body.payload, headers: body.headers });
}

/** A valid PNG header claiming 50,000 x 50,000 pixels with a tiny body. */
function hugePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('uploading work', () => {
  it('stores a re-encoded WebP in two sizes with its dimensions, and lists it', async () => {
    const pro = await newProfessional(t);
    const response = await upload(
      pro.client,
      { title: '  Golden hour  ', category: 'portrait', isFeatured: 'true' },
      {
        name: 'work.jpg',
        type: 'image/jpeg',
        data: photo,
      },
    );
    expect(response.statusCode).toBe(201);
    const { item, message } = response.json();
    expect(message).toBe('Work uploaded successfully!');
    expect(item).toMatchObject({
      title: 'Golden hour',
      category: 'portrait',
      isFeatured: true,
      sortOrder: 0,
    });
    expect(item.image).toMatchObject({ width: 1200, height: 800 });
    expect(item.image.url).toMatch(/^\/media\/u\/.+-display\.webp$/);

    const served = await t.app.inject(item.image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    const thumb = await sharp((await t.app.inject(item.image.thumbUrl)).rawPayload).metadata();
    expect(thumb.width).toBe(480);

    const list = (await new TestClient(t.app).get(`/api/profiles/${pro.id}/portfolio`)).json();
    expect(list.items.map((i: { id: string }) => i.id)).toEqual([item.id]);
  });

  it('strips EXIF and GPS from a JPEG', async () => {
    expect((await sharp(gpsPhoto).metadata()).exif).toBeDefined(); // the input really has them
    const pro = await newProfessional(t);
    const { item } = (
      await upload(pro.client, { title: 'Located' }, { name: 'gps.jpg', type: 'image/jpeg', data: gpsPhoto })
    ).json();
    for (const url of [item.image.url, item.image.thumbUrl]) {
      const stored = (await t.app.inject(url)).rawPayload;
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      expect(stored.includes(Buffer.from('FramelineCam'))).toBe(false);
      expect(stored.includes(Buffer.from('secret owner'))).toBe(false);
    }
  });

  it('decides the type by content: a PNG named .jpg is accepted', async () => {
    const pro = await newProfessional(t);
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const response = await upload(
      pro.client,
      { title: 'Actually a PNG' },
      { name: 'photo.jpg', type: 'image/jpeg', data: png },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().item.image).toMatchObject({ width: 300, height: 300 });
  });

  it('refuses a text file named .png, an oversized file and a decompression bomb, storing nothing', async () => {
    const pro = await newProfessional(t);
    const filesBefore = storedFiles().length;
    const rowsBefore = await imageRows();

    const text = await upload(
      pro.client,
      { title: 'Not an image' },
      { name: 'notes.png', type: 'image/png', data: Buffer.from('hello, I am text') },
    );
    expect(text.statusCode).toBe(415);
    expect(errorOf(text).message).toBe('Please select an image');

    const big = Buffer.concat([photo, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(
      pro.client,
      { title: 'Huge' },
      { name: 'big.jpg', type: 'image/jpeg', data: big },
    );
    expect(tooBig.statusCode).toBe(413);
    expect(errorOf(tooBig).message).toBe('Image size must be less than 5MB');
    const bigAvatar = await uploadSlot(pro.client, 'avatar', big);
    expect(bigAvatar.statusCode).toBe(413);
    expect(errorOf(bigAvatar).message).toBe('File size must be less than 5MB');

    const bomb = await upload(
      pro.client,
      { title: 'Bomb' },
      { name: 'bomb.png', type: 'image/png', data: hugePng() },
    );
    expect(bomb.statusCode).toBe(400);
    expect(errorOf(bomb).message).toMatch(/too large \(2500 megapixels\)/);

    expect(storedFiles().length).toBe(filesBefore);
    expect(await imageRows()).toBe(rowsBefore);
    expect((await pro.client.get(`/api/profiles/${pro.id}/portfolio`)).json().items).toEqual([]);
  });

  it("asks for a title and an image with the product's texts", async () => {
    const pro = await newProfessional(t);
    const noTitle = await upload(
      pro.client,
      { title: '   ' },
      { name: 'a.jpg', type: 'image/jpeg', data: photo },
    );
    expect(errorOf(noTitle)).toMatchObject({
      message: 'Please enter a title',
      fields: { title: 'Please enter a title' },
    });
    const noImage = await upload(pro.client, { title: 'Nothing attached' });
    expect(errorOf(noImage).message).toBe('Please select an image');
    expect(await (await pro.client.get(`/api/profiles/${pro.id}/portfolio`)).json().items).toEqual([]);
  });

  it("is a professional's only: a client is refused before any image work, and keeps no portfolio", async () => {
    const client = await newProfessional(t, { role: 'client' });
    const refused = await upload(
      client.client,
      { title: 'Moodboard' },
      { name: 'a.jpg', type: 'image/jpeg', data: photo },
    );
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(
      'Only professionals keep a portfolio. Change your role in Settings to upload work.',
    );
    expect(await (await client.client.get(`/api/profiles/${client.id}/portfolio`)).json().items).toEqual([]);
    // An avatar is anyone's.
    expect((await uploadSlot(client.client, 'avatar', photo)).statusCode).toBe(200);
  });

  it('needs a signed-in member', async () => {
    const response = await upload(
      new TestClient(t.app),
      { title: 'x' },
      { name: 'a.jpg', type: 'image/jpeg', data: photo },
    );
    expect(response.statusCode).toBe(401);
  });
});

describe('managing work', () => {
  it('toggles featured, reorders, and deletes an item together with its files', async () => {
    const pro = await newProfessional(t);
    const ids: string[] = [];
    for (const title of ['First', 'Second', 'Third']) {
      ids.push(
        (await upload(pro.client, { title }, { name: 'a.jpg', type: 'image/jpeg', data: photo })).json().item
          .id,
      );
    }
    const titles = async () =>
      (await pro.client.get(`/api/profiles/${pro.id}/portfolio`))
        .json()
        .items.map((i: { title: string }) => i.title);
    expect(await titles()).toEqual(['Third', 'Second', 'First']); // same sort_order: newest first

    const featured = await pro.client.patch(`/api/portfolio/${ids[0]}`, { isFeatured: true });
    expect(featured.json().item.isFeatured).toBe(true);

    const reordered = await pro.client.request('PUT', '/api/portfolio/order', {
      payload: { itemIds: [ids[0], ids[2], ids[1]] },
    });
    expect(reordered.statusCode).toBe(200);
    expect(await titles()).toEqual(['First', 'Third', 'Second']);

    const files = storedFiles().length;
    const deleted = await pro.client.delete(`/api/portfolio/${ids[1]}`);
    expect(deleted.json()).toEqual({ message: 'Portfolio item deleted' });
    expect(await titles()).toEqual(['First', 'Third']);
    expect(storedFiles().length).toBe(files - 2);
  });

  it('replaces an avatar and banner without leaving the old files behind', async () => {
    const pro = await newProfessional(t);
    const first = await uploadSlot(pro.client, 'avatar', photo);
    expect(first.json().message).toBe('Profile image updated successfully');
    expect(first.json().profile.avatar).toMatchObject({ width: 512, height: 512 });
    const files = storedFiles().length;
    const second = await uploadSlot(pro.client, 'avatar', gpsPhoto);
    expect(second.json().profile.avatar.url).not.toBe(first.json().profile.avatar.url);
    expect(storedFiles().length).toBe(files);
    expect((await t.app.inject(first.json().profile.avatar.url)).statusCode).toBe(404);

    const banner = await uploadSlot(pro.client, 'banner', photo);
    expect(banner.json().message).toBe('Banner image updated successfully');
    const cover = banner.json().profile.cover;
    expect(cover.width / cover.height).toBeCloseTo(3, 1); // a 3:1 crop, never upscaled
    expect(cover.width).toBeLessThanOrEqual(1920);
    await pro.client.delete('/api/profiles/me/banner');
    expect(storedFiles().length).toBe(files);
  });
});

describe("another member's work", () => {
  it('cannot be changed, reordered or deleted by anyone else, on every write route', async () => {
    const owner = await newProfessional(t);
    const intruder = await newProfessional(t);
    const visitor = new TestClient(t.app);
    const { item } = (
      await upload(owner.client, { title: 'Mine' }, { name: 'a.jpg', type: 'image/jpeg', data: photo })
    ).json();
    await uploadSlot(owner.client, 'avatar', photo);
    const before = (await owner.client.get('/api/profiles/me')).json().profile;

    const attempts = [
      () => intruder.client.patch(`/api/portfolio/${item.id}`, { title: 'Stolen', isFeatured: true }),
      () => intruder.client.delete(`/api/portfolio/${item.id}`),
      () => intruder.client.request('PUT', '/api/portfolio/order', { payload: { itemIds: [item.id] } }),
      () => intruder.client.patch('/api/profiles/me', { userId: owner.id, displayName: 'Hijacked' }),
      () =>
        intruder.client.request('PUT', '/api/profiles/me', { payload: { userId: owner.id, role: 'model' } }),
      () => visitor.patch(`/api/portfolio/${item.id}`, { title: 'Stolen' }),
      () => visitor.delete(`/api/portfolio/${item.id}`),
      () => visitor.patch('/api/profiles/me', { displayName: 'Hijacked' }),
      () => visitor.request('PUT', '/api/profiles/me/availability', { payload: { isAvailable: false } }),
      () => visitor.delete('/api/profiles/me/avatar'),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect([400, 401, 403, 404]).toContain(response.statusCode);
    }
    // The intruder's own avatar route only ever touches the intruder's profile.
    await intruder.client.delete('/api/profiles/me/avatar');

    const after = (await owner.client.get('/api/profiles/me')).json().profile;
    expect(after).toEqual(before);
    const items = (await owner.client.get(`/api/profiles/${owner.id}/portfolio`)).json().items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ title: 'Mine', isFeatured: false });
    expect((await t.app.inject(after.avatar.url)).statusCode).toBe(200);
  });

  it("is refused in the wrong user's name with 404, exactly like missing work", async () => {
    const owner = await newProfessional(t);
    const intruder = await newMember(t);
    const { item } = (
      await upload(owner.client, { title: 'Mine' }, { name: 'a.jpg', type: 'image/jpeg', data: photo })
    ).json();
    const response = await intruder.client.delete(`/api/portfolio/${item.id}`);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).message).toBe('Portfolio item not found');
  });
});
