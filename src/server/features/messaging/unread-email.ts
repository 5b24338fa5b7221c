import { sql } from 'kysely';
import { z } from 'zod';
import { MESSAGING_TEXTS } from '../../../shared/schemas/messaging.js';
import type { Db } from '../../db/database.js';
import { queueEmail } from '../../lib/email-outbox.js';
import { defineJob, enqueue, type JobContext } from '../../lib/jobs.js';
import { actionMail } from '../../lib/mail.js';
import { unreadEmailDelaySeconds } from '../../lib/platform-settings.js';

// docs/product.md, Unread message email: one email for messages still unread some time
// after they arrived, naming who wrote and how many; never one per message, never for
// messages read in time, at most one an hour, and none when the member turned them off.

const ONE_HOUR_MS = 3_600_000;

export const unreadMessagesEmail = defineJob({
  name: 'unread-messages-email',
  payload: z.object({ memberId: z.uuid() }),
  // One waiting job per member: later messages ride on it (enqueue drops the repeat).
  policy: 'short',
  retryLimit: 5,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 120,
  handler: async ({ memberId }, context) => {
    await emailUnreadMessages(memberId, context);
  },
});

/** After a message to `memberId` commits: look at their unread messages once the delay has passed. */
export async function scheduleUnreadEmail(trx: Db, memberId: string, delaySeconds: number): Promise<void> {
  const due = new Date(Date.now() + delaySeconds * 1000);
  const id = await enqueue(
    trx,
    unreadMessagesEmail,
    { memberId },
    { startAfter: due, singletonKey: memberId },
  );
  if (id) return;
  // A job already waits for this member. If it waits longer than this message should (the
  // delay was shortened since), it is brought forward; it looks again at what is due then.
  await sql`
    update pgboss.job set start_after = ${due}
    where name = ${unreadMessagesEmail.name} and singleton_key = ${memberId}
      and state = 'created' and start_after > ${due}
  `.execute(trx);
}

async function emailUnreadMessages(memberId: string, { db, config }: JobContext): Promise<void> {
  // The delay is a platform setting (docs/product.md, Unread message email).
  const delayMs = (await unreadEmailDelaySeconds(db, config)) * 1000;
  // The email is queued in this transaction; a worker sends it at its next look (seconds).
  await db.transaction().execute(async (trx) => {
    // The member's row lock makes two runs for one member take turns.
    const member = await trx
      .selectFrom('users')
      .select(['email', 'email_unread_messages', 'unread_email_sent_at'])
      .where('id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
    if (!member) return;
    if (!member.email_unread_messages) {
      // Turned off: what arrives meanwhile is never emailed, also not once turned on again.
      await trx
        .updateTable('messages')
        .set({ notified_at: new Date() })
        .where('recipient_id', '=', memberId)
        .where('read_at', 'is', null)
        .where('notified_at', 'is', null)
        .execute();
      return;
    }

    const dueBefore = new Date(Date.now() - delayMs);
    const unread = await trx
      .selectFrom('messages as m')
      // Only conversations in the member's list: one they left by blocking is not news.
      .innerJoin('conversations as c', (join) =>
        join.onRef('c.member_id', '=', 'm.recipient_id').onRef('c.other_id', '=', 'm.sender_id'),
      )
      .leftJoin('profiles as p', 'p.user_id', 'm.sender_id')
      .select(['m.id', 'm.sender_id', 'm.created_at', 'p.display_name'])
      .where('m.recipient_id', '=', memberId)
      .where('c.hidden_at', 'is', null)
      .where('m.read_at', 'is', null)
      .where('m.hidden_at', 'is', null)
      .where('m.notified_at', 'is', null)
      .orderBy('m.created_at')
      .execute();
    const [oldest] = unread;
    if (!oldest) return;
    const nextAllowed = member.unread_email_sent_at
      ? new Date(member.unread_email_sent_at.getTime() + ONE_HOUR_MS)
      : new Date(0);
    if (oldest.created_at > dueBefore || nextAllowed > new Date()) {
      // Nothing unread for the whole delay yet, or emailed within the hour: look again then.
      const at = new Date(Math.max(oldest.created_at.getTime() + delayMs, nextAllowed.getTime()));
      await enqueue(trx, unreadMessagesEmail, { memberId }, { startAfter: at, singletonKey: memberId });
      return;
    }
    // The email goes: it counts every message unread now, those that arrived within the
    // delay too, so it never says less than the inbox shows (and they need no email of
    // their own an hour later).

    const bySender = new Map<string, { name: string; count: number }>();
    for (const message of unread) {
      const entry = bySender.get(message.sender_id) ?? {
        name: message.display_name ?? MESSAGING_TEXTS.memberWithoutProfile,
        count: 0,
      };
      entry.count++;
      bySender.set(message.sender_id, entry);
    }
    const lines = [...bySender.values()].map(
      ({ name, count }) => `${name}: ${count} message${count === 1 ? '' : 's'}`,
    );
    const [firstSender] = bySender.keys();
    const url =
      bySender.size === 1
        ? `${config.publicUrl}/dashboard?tab=messages&with=${firstSender}`
        : `${config.publicUrl}/dashboard?tab=messages`;
    const total = unread.length;
    await queueEmail(trx, {
      kind: 'unread_messages',
      ...actionMail({
        to: member.email,
        subject: `You have ${total} unread message${total === 1 ? '' : 's'} on Frameline`,
        intro: `Messages are waiting for you. ${lines.join('. ')}.`,
        action: bySender.size === 1 ? 'Open the conversation' : 'Open your messages',
        url,
        outro: 'You can turn these emails off in Settings.',
        more: {
          text: 'Turn off unread message emails',
          url: `${config.publicUrl}/dashboard?tab=settings#messages`,
        },
      }),
    });
    await trx
      .updateTable('messages')
      .set({ notified_at: sql`now()` })
      .where(
        'id',
        'in',
        unread.map((message) => message.id),
      )
      .execute();
    await trx
      .updateTable('users')
      .set({ unread_email_sent_at: new Date() })
      .where('id', '=', memberId)
      .execute();
  });
}
