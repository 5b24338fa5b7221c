import { createBooking, createMessage, createReview } from '../../src/server/db/seed/factories.js';
import { signedInMember } from './members.js';
import type { TestContext } from './test-app.js';

// What the admin area's moderation acts on, for tests of who may act and when.

/**
 * A client and a professional with a message between them, a pending booking, a
 * completed one with a review, and a report of the message.
 */
export async function moderationTargets(t: TestContext) {
  const client = await signedInMember(t, { label: 'client', profile: 'client' });
  const pro = await signedInMember(t, { label: 'pro', profile: 'photographer' });
  const message = await createMessage(t.db, { senderId: pro.id, recipientId: client.id, content: 'Hello' });
  const booking = await createBooking(t.db, { clientId: client.id, professionalId: pro.id });
  const done = await createBooking(t.db, {
    clientId: client.id,
    professionalId: pro.id,
    status: 'completed',
    completed_at: new Date(),
  });
  const review = await createReview(t.db, { bookingId: done.id, rating: 2 });
  const report = await t.db
    .insertInto('reports')
    .values({ reporter_id: client.id, member_id: pro.id, message_id: message.id, reason: 'Rude message' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { client, pro, message, booking, review, report };
}

export type ModerationTargets = Awaited<ReturnType<typeof moderationTargets>>;
