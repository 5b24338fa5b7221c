import type { FastifyInstance } from 'fastify';

/**
 * The dev outbox, newest first, once every queued job has run: test apps run no
 * background worker, so mail goes out here, when a test reads it.
 */
export async function outboxMails(app: FastifyInstance) {
  await app.jobs.runQueued();
  return (await app.mailer.outbox?.()) ?? [];
}

/** The newest mail to `to` (with that subject, if given) in the dev outbox, and the first link in it. */
export async function lastMailTo(app: FastifyInstance, to: string, subject?: string) {
  const mails = await outboxMails(app);
  const mail = mails.find((m) => m.to === to && (subject === undefined || m.subject === subject));
  if (!mail) throw new Error(`No mail to ${to}; outbox has ${mails.length}`);
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  return { ...mail, link: link ?? '' };
}

/** Path and query of an emailed link, for app.inject. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return url.pathname + url.search;
}
