import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/errors.js';
import { SAVED_TALENT_MAX, type SavedTalentList } from '../../src/shared/schemas/saved-talent.js';
import { SAVED_TALENT_TEXTS } from '../../src/shared/texts.js';
import { EventStream } from '../support/event-stream.js';
import { signedInMember } from '../support/members.js';
import { setupTestApp, TestClient } from '../support/test-app.js';

// Saved talent (docs/product.md, Saved talent): a member's private list of professionals.

const t = setupTestApp();

const path = (talentId: string) => `/api/saved-talent/${talentId}`;

async function listed(client: TestClient, cursor?: string) {
  const response = await client.get('/api/saved-talent', { query: cursor ? { cursor } : {} });
  expect(response.statusCode).toBe(200);
  return response.json() as SavedTalentList;
}

/** `count` professionals, written set-based: their ids. */
async function professionals(count: number, label: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    insert into users (email, password_hash, email_confirmed_at)
    select ${label} || '-' || g || '-' || gen_random_uuid() || '@saved.test', '$argon2id$test-no-password', now()
    from generate_series(1, ${count}::int) g
    returning id
  `.execute(t.db);
  await sql`
    insert into profiles (user_id, full_name, display_name, email, role)
    select u.id, 'Pro ' || u.email, 'Pro ' || split_part(u.email, '-', 2), u.email, 'photographer'
    from users u where u.id = any(${rows.map((row) => row.id)}::uuid[])
  `.execute(t.db);
  return rows.map((row) => row.id);
}

describe('saved talent', () => {
  it('saves a professional once however often asked, says so, lists and removes them', async () => {
    const me = await signedInMember(t, { label: 'saver', profile: 'client' });
    const pro = await signedInMember(t, {
      label: 'saved-pro',
      profile: { role: 'model', display_name: 'Mila Model', location: 'Lisbon', is_available: false },
    });
    expect((await me.client.get(path(pro.id))).json()).toEqual({ saved: false });

    const first = await me.client.put(path(pro.id));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ saved: true, message: 'Mila Model is in your saved talent.' });
    // Again, and with the id in capitals: still one row.
    expect((await me.client.put(path(pro.id.toUpperCase()))).statusCode).toBe(200);
    expect((await me.client.get(path(pro.id))).json()).toEqual({ saved: true });
    const list = await listed(me.client);
    expect(list.total).toBe(1);
    expect(list.items).toEqual([
      {
        talent: expect.objectContaining({ userId: pro.id, displayName: 'Mila Model', role: 'model' }),
        location: 'Lisbon',
        isAvailable: false,
        savedAt: expect.any(String),
      },
    ]);
    expect((await me.client.get('/api/saved-talent/ids')).json()).toEqual({ ids: [pro.id] });
    // The professional's Quick Stats count who keeps them, never say who.
    const savedBy = async () => (await pro.client.get('/api/profiles/me/stats')).json().savedBy as number;
    expect(await savedBy()).toBe(1);
    // Private: the professional's own list is empty, and their state of me says nothing.
    expect((await listed(pro.client)).total).toBe(0);

    const removed = await me.client.delete(path(pro.id));
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({
      saved: false,
      message: 'Mila Model is no longer in your saved talent.',
    });
    expect((await me.client.delete(path(pro.id))).statusCode).toBe(200);
    expect((await listed(me.client)).items).toEqual([]);
    expect((await me.client.get('/api/saved-talent/ids')).json()).toEqual({ ids: [] });
    expect(await savedBy()).toBe(0);
  });

  it('refuses myself, a client, a suspended or unknown profile, a bad id, a visitor and a suspended member', async () => {
    const me = await signedInMember(t, { label: 'picky', profile: 'photographer' });
    const client = await signedInMember(t, { label: 'a-client', profile: 'client' });
    const suspendedPro = await signedInMember(t, { label: 'gone-pro', profile: 'stylist', suspended: true });
    const pro = await signedInMember(t, { label: 'fine-pro', profile: 'stylist' });
    const refused = async (
      response: Awaited<ReturnType<TestClient['put']>>,
      status: number,
      message?: string,
    ) => {
      expect(response.statusCode).toBe(status);
      const body = errorBodySchema.parse(response.json());
      if (message) expect(body.error.message).toBe(message);
    };
    await refused(await me.client.put(path(me.id)), 403, SAVED_TALENT_TEXTS.self);
    await refused(await me.client.put(path(client.id)), 403, SAVED_TALENT_TEXTS.notProfessional);
    await refused(await me.client.put(path(suspendedPro.id)), 404, SAVED_TALENT_TEXTS.notFound);
    await refused(
      await me.client.put(path('5d1c7f7e-4f2b-4d55-9d7c-1b2e3f4a5b6c')),
      404,
      SAVED_TALENT_TEXTS.notFound,
    );
    await refused(await me.client.put(path('not-an-id')), 400);
    await refused(await me.client.get('/api/saved-talent', { query: { cursor: 'nonsense' } }), 400);
    await refused(await new TestClient(t.app).put(path(pro.id)), 401);
    await refused(await new TestClient(t.app).get('/api/saved-talent'), 401);
    // A suspended member reads their list, and changes nothing.
    const suspended = await signedInMember(t, {
      label: 'suspended-saver',
      profile: 'client',
      suspended: true,
    });
    await refused(await suspended.client.put(path(pro.id)), 403);
    await refused(await suspended.client.delete(path(pro.id)), 403);
    expect((await listed(suspended.client)).total).toBe(0);
    expect(
      await t.db
        .selectFrom('saved_talent')
        .select('talent_id')
        .where('member_id', 'in', [me.id, suspended.id])
        .execute(),
    ).toEqual([]);
  });

  it('lists newest first, 20 a page, without the suspended since or those now clients, who come back', async () => {
    const me = await signedInMember(t, { label: 'collector', profile: 'client' });
    const ids = await professionals(23, 'paged');
    for (const [index, id] of ids.entries()) {
      expect((await me.client.put(path(id))).statusCode).toBe(200);
      // Saved a second apart, so the order is the saving order.
      await t.db
        .updateTable('saved_talent')
        .set({ saved_at: new Date(Date.UTC(2026, 0, 1, 0, 0, index)) })
        .where('member_id', '=', me.id)
        .where('talent_id', '=', id)
        .execute();
    }
    await t.db
      .updateTable('profiles')
      .set({ suspended_at: new Date() })
      .where('user_id', '=', ids[22]!)
      .execute();
    await t.db.updateTable('profiles').set({ role: 'client' }).where('user_id', '=', ids[21]!).execute();

    const first = await listed(me.client);
    expect(first.total).toBe(21);
    expect(first.items.map((item) => item.talent.userId)).toEqual(ids.slice(1, 21).reverse());
    const second = await listed(me.client, first.nextCursor!);
    expect(second.items.map((item) => item.talent.userId)).toEqual([ids[0]]);
    expect(second.nextCursor).toBeNull();

    await t.db.updateTable('profiles').set({ suspended_at: null }).where('user_id', '=', ids[22]!).execute();
    expect((await listed(me.client)).items[0]!.talent.userId).toBe(ids[22]);
  });

  it(`keeps at most ${SAVED_TALENT_MAX}: of ten saves at once past the limit, one succeeds`, async () => {
    const me = await signedInMember(t, { label: 'hoarder', profile: 'client' });
    const ids = await professionals(SAVED_TALENT_MAX + 9, 'many');
    const kept = ids.slice(0, SAVED_TALENT_MAX - 1);
    const asked = ids.slice(SAVED_TALENT_MAX - 1);
    await sql`
      insert into saved_talent (member_id, talent_id)
      select ${me.id}, id from unnest(${kept}::uuid[]) id
    `.execute(t.db);
    const answers = await Promise.all(asked.map((id) => me.client.put(path(id))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const refusal = answers.find((answer) => answer.statusCode === 409)!;
    expect(errorBodySchema.parse(refusal.json()).error.message).toBe(
      SAVED_TALENT_TEXTS.full(SAVED_TALENT_MAX),
    );
    expect((await listed(me.client)).total).toBe(SAVED_TALENT_MAX);
    // One already saved is still "saved" at the limit; removing one makes room.
    expect((await me.client.put(path(kept[0]!))).json()).toMatchObject({ saved: true });
    expect((await me.client.delete(path(kept[0]!))).statusCode).toBe(200);
    const refused = asked.find((_, index) => answers[index]!.statusCode === 409)!;
    expect((await me.client.put(path(refused))).statusCode).toBe(200);
  });

  it('counts and adds under the member’s row lock: a save waits while another holds it', async () => {
    const me = await signedInMember(t, { label: 'waiting-saver', profile: 'client' });
    const pro = await signedInMember(t, { label: 'awaited-pro', profile: 'model' });
    let answer: ReturnType<TestClient['put']> | undefined;
    await t.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', me.id).forNoKeyUpdate().execute();
      let answered = false;
      answer = me.client.put(path(pro.id));
      void answer.then(() => {
        answered = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(answered).toBe(false);
    });
    expect((await answer!).statusCode).toBe(200);
    expect((await listed(me.client)).total).toBe(1);
  });
});

describe('saved talent live', () => {
  let url = '';
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('a save and a removal reach the member’s other tabs once each, and nobody else', async () => {
    const me = await signedInMember(t, { label: 'live-saver', profile: 'client' });
    const pro = await signedInMember(t, { label: 'live-saved-pro', profile: 'stylist' });
    const stream = await EventStream.open(url, me.client.cookies);
    try {
      expect((await me.client.put(path(pro.id))).statusCode).toBe(200);
      await stream.until((events) => events.length === 1);
      // A save of one already saved, and a removal of one not saved, change nothing: no event.
      expect((await me.client.put(path(pro.id))).statusCode).toBe(200);
      expect((await me.client.delete(path(pro.id))).statusCode).toBe(200);
      expect((await me.client.delete(path(pro.id))).statusCode).toBe(200);
      const events = await stream.until((all) => all.length === 2);
      expect(events.map((received) => received.event)).toEqual([
        { type: 'saved-talent.changed', talentId: pro.id, saved: true },
        { type: 'saved-talent.changed', talentId: pro.id, saved: false },
      ]);
      // Saved talent is private: the professional is never told.
      const { rows } = await sql<{ count: number }>`
        select count(*)::int as count from member_events where member_id = ${pro.id}
      `.execute(t.db);
      expect(rows[0]!.count).toBe(0);
    } finally {
      stream.end();
    }
  });
});
