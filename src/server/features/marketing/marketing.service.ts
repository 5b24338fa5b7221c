import type { z } from 'zod';
import { RATE_LIMITS } from '../../../shared/limits.js';
import {
  CONTACT_MESSAGES_SHOWN,
  type ContactMessage,
  type contactMessageSchema,
  type newsletterSchema,
} from '../../../shared/schemas/marketing.js';
import type { Db } from '../../db/database.js';
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

/** The latest contact form messages, newest first (docs/product.md, Admin tabs). */
export async function listContactMessages(db: Db, limit = CONTACT_MESSAGES_SHOWN): Promise<ContactMessage[]> {
  const rows = await db
    .selectFrom('contact_messages')
    .selectAll()
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    topic: row.topic,
    message: row.message,
    createdAt: row.created_at.toISOString(),
  }));
}
