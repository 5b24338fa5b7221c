import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';

export type Mail = { to: string; subject: string; text: string; html: string };
/** `messageId` stays the same on every try of one email, so a receiver can spot a repeat. */
export type OutgoingMail = Mail & { messageId?: string };
export type OutboxMail = OutgoingMail & { id: string; from: string; sentAt: string };

export type Mailer = {
  send: (mail: OutgoingMail) => Promise<void>;
  /** Only with the dev outbox: what was "sent", newest first. */
  outbox?: () => Promise<OutboxMail[]>;
};

/** SMTP when SMTP_URL is set; otherwise a dev outbox of JSON files in DATA_DIR/outbox. */
export function createMailer(config: Config): Mailer {
  if (config.smtpUrl) {
    // A server that does not answer fails the send (the job retries it) instead of holding
    // a worker for nodemailer's default minutes.
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      send: async (mail) => {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
    };
  }
  const folder = join(config.dataDir, 'outbox');
  let sent = 0;
  return {
    send: async (mail) => {
      await mkdir(folder, { recursive: true });
      const sentAt = new Date().toISOString();
      // The counter keeps "newest first" right for mails sent within one millisecond.
      const id = `${sentAt.replace(/[:.]/g, '-')}-${String(++sent).padStart(6, '0')}-${randomUUID().slice(0, 8)}`;
      await writeFile(
        join(folder, `${id}.json`),
        JSON.stringify({ id, from: config.mailFrom, sentAt, ...mail }),
      );
    },
    outbox: async () => {
      const names = await readdir(folder).catch(() => [] as string[]);
      const mails = await Promise.all(
        names
          .filter((name) => name.endsWith('.json'))
          .map(async (name) => JSON.parse(await readFile(join(folder, name), 'utf8')) as OutboxMail),
      );
      return mails.sort((a, b) => b.id.localeCompare(a.id));
    },
  };
}

/** `text` ending a sentence: with a full stop unless it ends in one already (or ! ? …). */
export function asSentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

/**
 * A plain, accessible email: a heading, a paragraph, one button, and the link spelled out;
 * then the outro and, with `more`, one quieter link after it (a Settings card, say).
 */
export function actionMail(options: {
  to: string;
  subject: string;
  intro: string;
  action: string;
  url: string;
  outro: string;
  more?: { text: string; url: string };
}): Mail {
  const { to, subject, intro, action, url, outro, more } = options;
  const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  // Text a member typed keeps its line breaks in the HTML part too, as in the text part.
  const paragraphHtml = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');
  return {
    to,
    subject,
    text: `${intro}\n\n${action}: ${url}\n\n${outro}${more ? `\n\n${more.text}: ${more.url}` : ''}\n\nFrameline`,
    html: `<!doctype html><html><body style="font-family:Inter,Arial,sans-serif;color:#18181b;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">Frameline</h1><p>${paragraphHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#ff5a4e;color:#0b0b0f;padding:10px 18px;border-radius:10px;text-decoration:none;font-weight:600">${escapeHtml(action)}</a></p>
<p style="font-size:14px;color:#52525b">Or open this link: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>
<p style="font-size:14px;color:#52525b">${paragraphHtml(outro)}</p>${
      more
        ? `\n<p style="font-size:14px;color:#52525b"><a href="${escapeHtml(more.url)}">${escapeHtml(more.text)}</a></p>`
        : ''
    }</body></html>`,
  };
}
