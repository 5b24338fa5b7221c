import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { type RunningServer, removeDataDir, startServer } from './server.js';

/**
 * The built server and a Chromium for one test file: started before the file's tests
 * (after the hooks registered before this call, so `env` may read what they set up) and,
 * after them, every context closed, the server stopped and its data removed.
 */
export function setupSite(env: () => Record<string, string> = () => ({})) {
  let browser: Browser | undefined;
  let server: RunningServer | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServer(env());
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  return {
    /** The running server (inside tests and hooks). */
    get server(): RunningServer {
      if (!server) throw new Error('The server starts in beforeAll: use it inside tests and hooks');
      return server;
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
