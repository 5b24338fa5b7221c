import type { FastifyInstance } from 'fastify';

/** The newest mail to `to` in the dev outbox, and the first link in it. */
export async function lastMailTo(app: FastifyInstance, to: string) {
  const mails = (await app.mailer.outbox?.()) ?? [];
  const mail = mails.find((m) => m.to === to);
  if (!mail) throw new Error(`No mail to ${to}; outbox has ${mails.length}`);
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  return { ...mail, link: link ?? '' };
}

/** Path and query of an emailed link, for app.inject. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return url.pathname + url.search;
}
