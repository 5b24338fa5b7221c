import { z } from 'zod';
import type { Db } from '../db/database.js';
import type { EmailKind } from '../db/schema.js';
import { isDeletedAccountEmail } from './deleted-accounts.js';
import { defineJob, enqueue, type JobContext } from './jobs.js';
import type { Mail } from './mail.js';

// docs/product.md, Emails: mail is never sent inside a request and never twice. A write
// that causes an email stores it and its send job in its own transaction; the job sends
// it later, and again after a failure, until the SMTP server accepts it once.

export const sendEmail = defineJob({
  name: 'send-email',
  payload: z.object({ emailId: z.uuid() }),
  // About 8 hours of tries in all (30 s, 1 min, 2 min, ... each up to twice as long).
  retryLimit: 10,
  retryDelaySeconds: 30,
  retryBackoff: true,
  // Longer than the SMTP client's own timeouts (lib/mail.ts).
  expireInSeconds: 120,
  concurrency: 2,
  handler: async ({ emailId }, context) => {
    await deliver(emailId, context);
  },
});

/**
 * Stores `mail` and queues its sending, inside the caller's transaction. Nudge `sendEmail`
 * after the commit. Mail to a deleted account goes nowhere, so it is not stored (null).
 */
export async function queueEmail(trx: Db, mail: Mail & { kind: EmailKind }): Promise<string | null> {
  if (isDeletedAccountEmail(mail.to)) return null;
  const { id } = await trx
    .insertInto('emails')
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, kind: mail.kind })
    .returning('id')
    .executeTakeFirstOrThrow();
  await enqueue(trx, sendEmail, { emailId: id });
  return id;
}

/** The same Message-ID on every try, so a receiver can drop a repeat we could not rule out. */
export function messageIdOf(emailId: string, publicUrl: string): string {
  return `<${emailId}@${new URL(publicUrl).hostname}>`;
}

/**
 * Sends the email unless it was sent already. The row stays locked while the SMTP server
 * answers, so two runs of the same job (a retry racing a slow first run) take turns and
 * the second finds it sent. A send that fails is counted and the job retries it.
 */
async function deliver(emailId: string, { db, mailer, config }: JobContext): Promise<void> {
  const failure = await db.transaction().execute(async (trx) => {
    const email = await trx
      .selectFrom('emails')
      .select(['to', 'subject', 'text', 'html', 'sent_at'])
      .where('id', '=', emailId)
      .forUpdate()
      .executeTakeFirst();
    if (!email || email.sent_at || email.text === null || email.html === null) return null;
    try {
      await mailer.send({
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: messageIdOf(emailId, config.publicUrl),
      });
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
    await trx
      .updateTable('emails')
      .set((eb) => ({
        sent_at: new Date(),
        attempts: eb('attempts', '+', 1),
        text: null,
        html: null,
      }))
      .where('id', '=', emailId)
      .execute();
    return null;
  });
  if (!failure) return;
  await db
    .updateTable('emails')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: failure.message.slice(0, 1000) }))
    .where('id', '=', emailId)
    .execute();
  throw failure;
}
