import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = { to: string; subject: string; text: string; link: string; messageId: string };

export type MailCatcherOptions = {
  /** Listen on this port (a listener stopped earlier can come back on the same one); default any free. */
  port?: number;
  /** Called when a message's data starts arriving; the message is accepted once it resolves. */
  beforeAccept?: () => Promise<void>;
  /** Called at MAIL FROM, before any of the message is sent; the sender waits until it resolves. */
  beforeMailFrom?: () => Promise<void>;
};

/** A real SMTP server on a local port that keeps what it receives. */
export async function startMailCatcher(options: MailCatcherOptions = {}) {
  const mails: CaughtMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      (options.beforeMailFrom?.() ?? Promise.resolve()).then(() => callback(), callback);
    },
    onData(stream, _session, callback) {
      const accepted = options.beforeAccept?.() ?? Promise.resolve();
      Promise.all([simpleParser(stream), accepted])
        .then(([parsed]) => {
          const text = parsed.text ?? '';
          const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
          mails.push({
            to: to ?? '',
            subject: parsed.subject ?? '',
            text,
            link: text.match(/https?:\/\/\S+/)?.[0] ?? '',
            messageId: parsed.messageId ?? '',
          });
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    /** Waits for the next mail to `to` whose subject matches. */
    async waitFor(to: string, subject: RegExp, timeoutMs = 20_000): Promise<CaughtMail> {
      const deadline = Date.now() + timeoutMs;
      while (true) {
        const found = [...mails].reverse().find((m) => m.to.includes(to) && subject.test(m.subject));
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`No mail to ${to} matching ${subject}; got ${mails.length}`);
        await new Promise<void>((wake) => {
          waiters.push(wake);
          setTimeout(wake, 200);
        });
      }
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
