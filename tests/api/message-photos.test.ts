import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD } from '../../src/server/db/seed/factories.js';
import { AppError } from '../../src/server/lib/app-error.js';
import { createLocalStorage, type Storage } from '../../src/server/lib/storage.js';
import { sweepOrphanFiles } from '../../src/server/lib/stored-files-sweep.js';
import type { Message, SendMessageResponse, Thread } from '../../src/shared/schemas/messaging.js';
import { UPLOAD_TEXTS } from '../../src/shared/texts.js';
import { multipart, signedInMember } from '../support/members.js';
import { errorOf, setupTestApp, TestClient } from '../support/test-app.js';

// Photos in messages (docs/product.md, Photos in messages): sent with a message, stored
// under private keys, served only to the conversation's two members and administrators.

/** The local store, whose writes can be made to fail as an object store's do when it is away. */
let storage: Storage & { putsFail: boolean };
const t = setupTestApp(
  { RATE_LIMITS: 'false' },
  {
    storage: (config) => {
      const local = createLocalStorage(config);
      storage = Object.assign(Object.create(null), local, {
        putsFail: false,
        async put(key: string, body: Buffer, type: string) {
          if (storage.putsFail && key.endsWith('-thumb.webp'))
            throw new AppError('SERVICE_UNAVAILABLE', UPLOAD_TEXTS.storeUnavailable, {
              retryAfterSeconds: 5,
            });
          return local.put(key, body, type);
        },
      });
      return storage;
    },
  },
);

let photo: Buffer;
beforeAll(async () => {
  photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2f6fdf' } })
    .jpeg()
    .toBuffer();
});

async function pair() {
  const client = await signedInMember(t, {
    label: 'client',
    profile: { role: 'client', display_name: 'Nora Brand' },
  });
  const pro = await signedInMember(t, {
    label: 'pro',
    profile: { role: 'photographer', display_name: 'Ava Lens' },
  });
  return { client, pro };
}

function sendPhoto(
  from: { client: TestClient },
  fields: Record<string, string>,
  file: { name: string; type: string; data: Buffer } | null = {
    name: 'set.jpg',
    type: 'image/jpeg',
    data: photo,
  },
) {
  const body = multipart(fields, file ?? undefined);
  return from.client.request('POST', '/api/messages/photo', { payload: body.payload, headers: body.headers });
}

const photoPath = (message: Message, size = 'thumb') =>
  `/api/messages/photos/${message.photo!.id}?size=${size}`;
const privateFiles = async () => (await storage.list('private/')).map((file) => file.key);

describe('photos in messages', () => {
  it('sends a photo with words; both members read it, nobody else; /media never serves it', async () => {
    const { client, pro } = await pair();
    const clientId = randomUUID();
    const sent = await sendPhoto(client, { recipientId: pro.id, clientId, content: '  The moodboard  ' });
    expect(sent.statusCode, sent.body).toBe(201);
    const { message } = sent.json() as SendMessageResponse;
    expect(message).toMatchObject({ content: 'The moodboard', photo: { width: 800, height: 600 } });
    expect(message.photo!.color).toMatch(/^#[0-9a-f]{6}$/);

    const thread = (await pro.client.get(`/api/messages/conversations/${client.id}`)).json() as Thread;
    expect(thread.messages.at(-1)).toMatchObject({ id: message.id, photo: { id: message.photo!.id } });

    for (const reader of [client, pro]) {
      const thumb = await reader.client.get(photoPath(message));
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/webp');
      expect(thumb.headers['cache-control']).toBe('private, max-age=604800, immutable');
      const size = await sharp(thumb.rawPayload).metadata();
      expect([size.format, size.width, size.height]).toEqual(['webp', 480, 360]);
    }
    const display = await sharp((await pro.client.get(photoPath(message, 'display'))).rawPayload).metadata();
    expect([display.width, display.height]).toEqual([800, 600]);

    const stranger = await signedInMember(t, { label: 'stranger', profile: 'model' });
    const refused = await stranger.client.get(photoPath(message));
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).message).toBe('Photo not found');
    expect((await new TestClient(t.app).get(photoPath(message))).statusCode).toBe(401);
    const admin = await signedInMember(t, { label: 'admin', adminLevel: 'moderator' });
    expect((await admin.client.get(photoPath(message))).statusCode).toBe(200);

    // Its files are private: the public media path does not serve them, however it is spelled.
    const [key] = (await privateFiles()).filter((file) => file.includes(message.photo!.id));
    expect(key).toMatch(/^private\/m\//);
    for (const path of [
      `/media/${key}`,
      `/media/${key!.replace('private', 'PRIVATE')}`,
      `/media/%70rivate/${key!.slice(8)}`,
    ]) {
      expect((await new TestClient(t.app).get(path)).statusCode, path).toBe(404);
    }

    // Sent again (a lost answer): the same message, no second photo.
    const before = await privateFiles();
    const again = await sendPhoto(client, { recipientId: pro.id, clientId, content: 'The moodboard' });
    expect(again.statusCode).toBe(200);
    expect((again.json() as SendMessageResponse).message.id).toBe(message.id);
    expect(await privateFiles()).toEqual(before);
  });

  it('a photo alone is a message; no photo, a file that is no image, or a refused send leaves nothing stored', async () => {
    const { client, pro } = await pair();
    const alone = await sendPhoto(client, { recipientId: pro.id, clientId: randomUUID() });
    expect(alone.statusCode).toBe(201);
    expect((alone.json() as SendMessageResponse).message.content).toBe('');
    const list = (await pro.client.get('/api/messages/conversations')).json();
    expect(list.items[0].lastMessage.photo).not.toBeNull();

    const before = await privateFiles();
    const none = await sendPhoto(
      client,
      { recipientId: pro.id, clientId: randomUUID(), content: 'Hi' },
      null,
    );
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).message).toBe('Please choose a photo to send.');
    const text = await sendPhoto(
      client,
      { recipientId: pro.id, clientId: randomUUID() },
      { name: 'notes.txt', type: 'text/plain', data: Buffer.from('not an image') },
    );
    expect(text.statusCode).toBe(415);
    const tooLong = await sendPhoto(client, {
      recipientId: pro.id,
      clientId: randomUUID(),
      content: 'x'.repeat(5001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong).message).toBe('Messages can be at most 5,000 characters');
    const json = await client.client.post('/api/messages/photo', { recipientId: pro.id });
    expect(json.statusCode).toBe(415);

    // Blocked: refused before the photo is worked on or stored.
    expect((await pro.client.request('PUT', `/api/messages/blocks/${client.id}`)).statusCode).toBe(200);
    const blocked = await sendPhoto(client, { recipientId: pro.id, clientId: randomUUID() });
    expect(blocked.statusCode).toBe(403);
    expect(await privateFiles()).toEqual(before);
    const suspended = await signedInMember(t, { label: 'suspended', profile: 'model', suspended: true });
    expect((await sendPhoto(suspended, { recipientId: pro.id, clientId: randomUUID() })).statusCode).toBe(
      403,
    );
    expect(await privateFiles()).toEqual(before);
  });

  it('the store away while a photo is sent: 503 to try again, nothing stored, no message; the retry sends it once', async () => {
    const { client, pro } = await pair();
    const before = await privateFiles();
    const clientId = randomUUID();
    storage.putsFail = true;
    const away = await sendPhoto(client, { recipientId: pro.id, clientId, content: 'Set list' });
    storage.putsFail = false;
    expect(away.statusCode).toBe(503);
    expect(away.headers['retry-after']).toBe('5');
    expect(await privateFiles()).toEqual(before);
    const thread = (await pro.client.get(`/api/messages/conversations/${client.id}`)).json() as Thread;
    expect(thread.messages).toEqual([]);

    const retried = await sendPhoto(client, { recipientId: pro.id, clientId, content: 'Set list' });
    expect(retried.statusCode).toBe(201);
    const after = (await pro.client.get(`/api/messages/conversations/${client.id}`)).json() as Thread;
    expect(after.messages.map((message) => message.content)).toEqual(['Set list']);
    expect((await privateFiles()).length).toBe(before.length + 2);
  });

  it('a deleted message shows its photo to administrators only; the sender leaving keeps it for the other side', async () => {
    const { client, pro } = await pair();
    const { message } = (
      await sendPhoto(client, { recipientId: pro.id, clientId: randomUUID(), content: 'Our set' })
    ).json() as SendMessageResponse;
    const admin = await signedInMember(t, { label: 'admin', adminLevel: 'admin' });
    const hidden = await admin.client.request('PUT', `/api/admin/messages/${message.id}/hidden`, {
      payload: { reason: 'Not appropriate' },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().item.photo).toMatchObject({ id: message.photo!.id });
    expect((await pro.client.get(photoPath(message))).statusCode).toBe(404);
    expect((await client.client.get(photoPath(message))).statusCode).toBe(404);
    expect((await admin.client.get(photoPath(message))).statusCode).toBe(200);

    const { message: kept } = (
      await sendPhoto(client, { recipientId: pro.id, clientId: randomUUID() })
    ).json() as SendMessageResponse;
    const deleted = await client.client.request('DELETE', '/api/auth/account', {
      payload: { password: DEFAULT_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await pro.client.get(photoPath(kept))).statusCode).toBe(200);

    // The sweep keeps photos their messages use, and removes files nothing names.
    await storage.put(
      `private/m/${pro.id}/${randomUUID()}-thumb.webp`,
      Buffer.from('left over'),
      'image/webp',
    );
    const removed = await sweepOrphanFiles({ db: t.db, storage }, new Date(Date.now() + 60_000));
    expect(removed.some((key) => key.includes(kept.photo!.id))).toBe(false);
    expect(removed.filter((key) => key.startsWith(`private/m/${pro.id}/`))).toHaveLength(1);
    expect((await pro.client.get(photoPath(kept))).statusCode).toBe(200);
  });
});
