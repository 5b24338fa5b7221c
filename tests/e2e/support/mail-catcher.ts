import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = { to: string; subject: string; text: string; link: string };
export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

/** A real SMTP server on a free local port that keeps what it receives. */
export async function startMailCatcher() {
  const mails: CaughtMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? '';
          const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
          mails.push({
            to: to ?? '',
            subject: parsed.subject ?? '',
            text,
            link: text.match(/https?:\/\/\S+/)?.[0] ?? '',
          });
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Waits for the newest mail to `to` whose subject matches (mail is sent after the request that causes it). */
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
