import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../../src/server/db/database.js';
import { createTestDatabase } from '../../support/test-db.js';
import { launchBrowser } from './browser.js';
import { demoDataCopy } from './demo-data.js';
import { type MailCatcher, startMailCatcher } from './mail-catcher.js';
import { type RunningServer, removeDataDir, startServer } from './server.js';

export type SiteOptions = {
  /** More environment for the server, read when it starts (after the hooks registered before). */
  env?: Record<string, string> | (() => Record<string, string>);
  /** A real SMTP listener the server sends its mail to (`site.mail`). */
  mail?: boolean;
};

export type Site = ReturnType<typeof setupSite>;

/**
 * The built server and a Chromium for one test file: started before the file's tests
 * and, after them, every context closed, the server stopped and its data removed.
 *
 * The server gets a database of its own on the run's PostgreSQL (tests/support/test-db.ts)
 * and a known AUTH_SECRET, so that a test can put rows straight into it: members and
 * their sessions (./members.ts), or records whose feature comes later. A file that wants
 * its own database passes DATABASE_URL in `env`.
 */
export function setupSite(options: SiteOptions | (() => Record<string, string>) = {}) {
  const { env = {}, mail: withMail = false } = typeof options === 'function' ? { env: options } : options;
  const authSecret = randomBytes(32).toString('hex');
  let browser: Browser | undefined;
  let server: RunningServer | undefined;
  let mail: MailCatcher | undefined;
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const extra = typeof env === 'function' ? env() : env;
    // The demo data is seeded once for the run (./demo-data.ts): a copy of it here.
    const demo = extra.SEED_DEMO === 'true' && !extra.DATABASE_URL ? await demoDataCopy() : undefined;
    [database, mail] = await Promise.all([
      extra.DATABASE_URL ? undefined : createTestDatabase(demo?.database),
      withMail ? startMailCatcher() : undefined,
    ]);
    [server, browser] = await Promise.all([
      startServer(
        {
          AUTH_SECRET: authSecret,
          ...(database ? { DATABASE_URL: database.url } : {}),
          ...(mail ? { SMTP_URL: mail.url } : {}),
          ...extra,
        },
        demo?.dataDir,
      ),
      launchBrowser(),
    ]);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
    await server?.stop();
    await mail?.close();
    if (server) removeDataDir(server.dataDir);
    await database?.drop();
  });

  return {
    /** The running server (inside tests and hooks). */
    get server(): RunningServer {
      if (!server) throw new Error('The server starts in beforeAll: use it inside tests and hooks');
      return server;
    },
    /** The server's database, for rows a test puts in place itself. */
    get db(): Db {
      if (!database) throw new Error('The site has no database of its own (DATABASE_URL was given)');
      return database.db;
    },
    /** The secret the server hashes its tokens with. */
    authSecret,
    /** The SMTP listener (with `mail: true`). */
    get mail(): MailCatcher {
      if (!mail) throw new Error('Start the site with `mail: true` to catch its mail');
      return mail;
    },
    /** A fresh browser context (its own cookies) on the server, closed after the file. */
    async newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
      if (!browser || !server) throw new Error('The browser starts in beforeAll');
      const context = await browser.newContext({ baseURL: server.url, ...options });
      contexts.push(context);
      return context;
    },
  };
}
