import type { FastifyPluginAsync } from 'fastify';
import type { Mailer } from '../../lib/mail.js';

// Development only (never registered in production): what the dev outbox "sent".
// /dev/mailbox is a page for people; /dev/mailbox.json is for tests and scripts.
export const devMailboxRoutes: FastifyPluginAsync<{ mailer: Mailer }> = async (app, { mailer }) => {
  const outbox = mailer.outbox;
  if (!outbox) return;
  app.get('/dev/mailbox.json', { schema: { hide: true } }, async () => ({ mails: await outbox() }));
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await outbox();
    const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    const linkify = (text: string) =>
      escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
    const items = mails
      .map(
        (mail) =>
          `<article><h2>${escapeHtml(mail.subject)}</h2><p class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(mail.sentAt)}</p><pre>${linkify(mail.text)}</pre></article>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev mailbox · Frameline</title><link rel="stylesheet" href="/dev/mailbox.css"></head><body><main><h1>Dev mailbox</h1><p>${mails.length} message(s). Mail is kept here because SMTP_URL is not set.</p>${items || '<p>No mail yet.</p>'}</main></body></html>`,
      );
  });
  app.get('/dev/mailbox.css', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/css')
      .send(
        'body{font-family:system-ui,sans-serif;background:#f7f7f8;color:#18181b;margin:0}main{max-width:760px;margin:0 auto;padding:24px}article{background:#fff;border:1px solid #e4e4e7;border-radius:12px;padding:16px;margin:16px 0}h2{font-size:18px;margin:0}.meta{color:#52525b;font-size:14px}pre{white-space:pre-wrap;font:inherit}a{color:#5b3df5}',
      ),
  );
};
