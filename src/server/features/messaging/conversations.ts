import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import { type Actor, mayViewProfile } from '../../../shared/policies.js';
import {
  CONVERSATIONS_PAGE_SIZE,
  type ConversationList,
  type ConversationListQuery,
  MESSAGING_TEXTS,
  type Message,
  type MessagePhoto,
  THREAD_PAGE_SIZE,
  type Thread,
} from '../../../shared/schemas/messaging.js';
import { PROFILE_MESSAGES } from '../../../shared/texts.js';
import type { Db } from '../../db/database.js';
import { containsPattern } from '../../db/like-pattern.js';
import type { MessagesTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { decodeTimeCursor, encodeTimeCursor } from '../../lib/keyset.js';
import type { Delivery } from '../../lib/realtime.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { Storage } from '../../lib/storage.js';
import { memberSummaries } from '../profiles/index.js';
import { mayKnowMember, sendRefusal } from './send-rules.js';

// Reading conversations (docs/product.md, Conversations). A member only ever reads their
// own: every query is keyed by the signed-in member, and a thread by the pair of them
// and the other member, so nobody can name a third member's conversation.

export type MessagingDeps = { db: Db; storage: Storage };

/** A stored message as members read it; `photos` holds its photo when it has one. */
export function toMessage(
  row: Selectable<MessagesTable>,
  photos: ReadonlyMap<string, MessagePhoto>,
): Message {
  return {
    id: row.id,
    clientId: row.client_id,
    senderId: row.sender_id,
    recipientId: row.recipient_id,
    content: row.content,
    photo: row.photo_id ? (photos.get(row.photo_id) ?? null) : null,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
  };
}

/** The photos of these messages, by image id (docs/product.md, Photos in messages). */
export async function messagePhotos(
  db: Db,
  rows: readonly Pick<Selectable<MessagesTable>, 'photo_id'>[],
): Promise<Map<string, MessagePhoto>> {
  const ids = rows.flatMap((row) => (row.photo_id ? [row.photo_id] : []));
  if (!ids.length) return new Map();
  const images = await db
    .selectFrom('images')
    .select(['id', 'width', 'height', 'dominant_color'])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    images.map((image) => [
      image.id,
      { id: image.id, width: image.width, height: image.height, color: image.dominant_color },
    ]),
  );
}

/**
 * My conversations, newest activity first, 20 a page: one range read of my inbox entries.
 * With `q`, only those whose other member's display name holds it (taken literally, any
 * case); `total` then counts those.
 */
export async function listConversations(
  deps: MessagingDeps,
  ctx: RequestContext & { actor: { id: string } },
  query: ConversationListQuery = {},
): Promise<ConversationList> {
  const me = ctx.actor.id;
  const after = query.cursor
    ? decodeTimeCursor(query.cursor, 'This link to more conversations is not valid any more.')
    : null;
  // A member with no profile, or deleted, has no display name to hold it.
  const nameHolds = query.q
    ? sql<boolean>`exists (select 1 from profiles p
        where p.user_id = c.other_id and p.display_name ilike ${containsPattern(query.q)})`
    : sql<boolean>`true`;
  const rows = await deps.db
    .selectFrom('conversations as c')
    .innerJoin('messages as m', 'm.id', 'c.last_message_id')
    .selectAll('m')
    .select(['c.other_id', 'c.unread_count', sql<string>`c.last_message_at::text`.as('last_key')])
    .where('c.member_id', '=', me)
    .where('c.hidden_at', 'is', null)
    .where(nameHolds)
    .$if(after !== null, (select) =>
      select.where(
        sql<boolean>`(c.last_message_at, c.other_id) < (${after!.time}::timestamptz, ${after!.id}::uuid)`,
      ),
    )
    .orderBy('c.last_message_at', 'desc')
    .orderBy('c.other_id', 'desc')
    .limit(CONVERSATIONS_PAGE_SIZE + 1)
    .execute();
  const page = rows.slice(0, CONVERSATIONS_PAGE_SIZE);
  const [members, photos, total] = await Promise.all([
    memberSummaries(
      deps,
      page.map((row) => row.other_id),
    ),
    messagePhotos(deps.db, page),
    deps.db
      .selectFrom('conversations as c')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('c.member_id', '=', me)
      .where('c.hidden_at', 'is', null)
      .where(nameHolds)
      .executeTakeFirstOrThrow(),
  ]);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      otherMember: members.get(row.other_id)!,
      lastMessage: toMessage(row, photos),
      unreadCount: row.unread_count,
    })),
    total: Number(total.count),
    nextCursor:
      rows.length > CONVERSATIONS_PAGE_SIZE && last
        ? encodeTimeCursor({ time: last.last_key, id: last.other_id })
        : null,
  };
}

/**
 * The thread with one other member, a page at a time from the newest (`before` pages
 * further back); each page is returned oldest first. Messages an admin removed are gone.
 */
export async function getThread(
  deps: MessagingDeps,
  ctx: RequestContext & { actor: NonNullable<RequestContext['actor']> },
  otherId: string,
  beforeToken?: string,
): Promise<Thread> {
  const me = ctx.actor.id;
  // Nobody writes to themselves (docs/product.md, Sending), so there is no such conversation.
  if (otherId === me) throw new AppError('FORBIDDEN', MESSAGING_TEXTS.self);
  const before = beforeToken
    ? decodeTimeCursor(beforeToken, 'This link to older messages is not valid any more.')
    : null;
  const other = (await memberSummaries(deps, [otherId])).get(otherId);
  if (!other || !(await mayKnowMember(deps.db, ctx.actor, otherId)))
    throw new AppError('NOT_FOUND', PROFILE_MESSAGES.notFound);

  const [low, high] = me < otherId ? [me, otherId] : [otherId, me];
  const rows = await deps.db
    .selectFrom('messages')
    .selectAll()
    .select(sql<string>`created_at::text`.as('time_key'))
    .where(sql<boolean>`least(sender_id, recipient_id) = ${low}::uuid`)
    .where(sql<boolean>`greatest(sender_id, recipient_id) = ${high}::uuid`)
    .where('hidden_at', 'is', null)
    .$if(before !== null, (query) =>
      query.where(sql<boolean>`(created_at, id) < (${before!.time}::timestamptz, ${before!.id}::uuid)`),
    )
    .orderBy(sql`least(sender_id, recipient_id)`)
    .orderBy(sql`greatest(sender_id, recipient_id)`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(THREAD_PAGE_SIZE + 1)
    .execute();
  const page = rows.slice(0, THREAD_PAGE_SIZE);
  const photos = await messagePhotos(deps.db, page);
  const oldest = page.at(-1);
  const refusal = await sendRefusal(deps.db, ctx.actor, otherId);
  const blockedByMe = await deps.db
    .selectFrom('blocks')
    .select('blocker_id')
    .where('blocker_id', '=', me)
    .where('blocked_id', '=', otherId)
    .executeTakeFirst();
  return {
    otherMember: other,
    messages: page.reverse().map((row) => toMessage(row, photos)),
    olderCursor:
      rows.length > THREAD_PAGE_SIZE && oldest
        ? encodeTimeCursor({ time: oldest.time_key, id: oldest.id })
        : null,
    canSend: refusal === null,
    cannotSendReason: refusal?.message ?? null,
    blockedByMe: Boolean(blockedByMe),
    profileViewable: await profileViewable(deps.db, ctx.actor, otherId),
  };
}

/** The member's live unread count, read when their events are published (realtime.ts). */
export function unreadChanged(memberId: string): Delivery {
  return {
    memberId,
    event: async (trx) => ({ type: 'unread.changed', unreadTotal: await unreadTotal(trx, memberId) }),
  };
}

/** Messages to me not read yet, over the conversations in my list. */
export async function unreadTotal(db: Db, memberId: string): Promise<number> {
  const row = await db
    .selectFrom('conversations')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('unread_count'), sql<string>`0`).as('total'))
    .where('member_id', '=', memberId)
    .where('hidden_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Whether `actor` may open the other member's profile (a suspended one is hidden). */
async function profileViewable(db: Db, actor: NonNullable<Actor>, otherId: string): Promise<boolean> {
  const profile = await db
    .selectFrom('profiles')
    .select('suspended_at')
    .where('user_id', '=', otherId)
    .executeTakeFirst();
  return (
    profile !== undefined &&
    mayViewProfile(actor, { userId: otherId, isSuspended: profile.suspended_at !== null }).allowed
  );
}
