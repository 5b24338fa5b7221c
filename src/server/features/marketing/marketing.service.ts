import { sql } from 'kysely';
import type { z } from 'zod';
import { RATE_LIMITS } from '../../../shared/limits.js';
import {
  CONTACT_MESSAGES_PAGE,
  type ContactMessageList,
  type contactMessageSchema,
  type newsletterSchema,
} from '../../../shared/schemas/marketing.js';
import { MODERATION_TEXTS } from '../../../shared/schemas/moderation.js';
import type { Db } from '../../db/database.js';
import { decodeTimeCursor, encodeTimeCursor } from '../../lib/keyset.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import type { RequestContext } from '../../lib/request-context.js';

export type MarketingDeps = { db: Db; limiter: RateLimiter };

export async function submitContactMessage(
  deps: MarketingDeps,
  ctx: RequestContext,
  input: z.output<typeof contactMessageSchema>,
) {
  await deps.limiter.consume(`contact:${ctx.ip}`, RATE_LIMITS.contact);
  await deps.db
    .insertInto('contact_messages')
    .values({
      name: input.name,
      email: input.email,
      topic: input.topic,
      message: input.message,
      user_id: ctx.actor?.id ?? null,
    })
    .execute();
}

/** Returns false when the address was already subscribed (nothing changes then). */
export async function subscribeToNewsletter(
  deps: MarketingDeps,
  ctx: RequestContext,
  input: z.output<typeof newsletterSchema>,
) {
  await deps.limiter.consume(`newsletter:${ctx.ip}`, RATE_LIMITS.newsletter);
  const inserted = await deps.db
    .insertInto('newsletter_subscriptions')
    .values({ email: input.email, source: input.source })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('email')
    .executeTakeFirst();
  return Boolean(inserted);
}

/**
 * The contact form's messages, newest first, a page at a time (docs/product.md, Admin
 * tabs); the next page continues after the last one shown (contact_messages_created_at_idx).
 */
export async function listContactMessages(db: Db, cursorToken?: string): Promise<ContactMessageList> {
  const after = cursorToken ? decodeTimeCursor(cursorToken, MODERATION_TEXTS.cursorInvalid) : null;
  const rows = await db
    .selectFrom('contact_messages')
    .selectAll()
    .select(sql<string>`created_at::text`.as('created_key'))
    .$if(after !== null, (q) =>
      q.where(sql<boolean>`(created_at, id) < (${after!.time}::timestamptz, ${after!.id}::uuid)`),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(CONTACT_MESSAGES_PAGE + 1)
    .execute();
  const page = rows.slice(0, CONTACT_MESSAGES_PAGE);
  const last = page.at(-1);
  return {
    messages: page.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      topic: row.topic,
      message: row.message,
      createdAt: row.created_at.toISOString(),
    })),
    nextCursor:
      rows.length > CONTACT_MESSAGES_PAGE && last
        ? encodeTimeCursor({ time: last.created_key, id: last.id })
        : null,
  };
}
