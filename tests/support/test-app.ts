import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { type Config, loadConfig } from '../../src/server/config.js';
import type { Db } from '../../src/server/db/database.js';
import type { Storage } from '../../src/server/lib/storage.js';
import { CSRF_HEADER } from '../../src/shared/http.js';
import { createTestDatabase } from './test-db.js';

export type TestContext = { app: FastifyInstance; db: Db; config: Config; dataDir: string };

/**
 * Builds the real app on a fresh database for this test file. Use inside a describe or
 * at the top level: the returned object is filled in beforeAll. It runs no background
 * worker: a test runs queued jobs with `app.jobs.runQueued()` (tests/support/mail.ts
 * does before it reads the outbox).
 */
export function setupTestApp(
  env: Record<string, string> = {},
  options: {
    webRoot?: string;
    storage?: (config: Config) => Storage;
    /** Log lines at info go here (else nothing is logged). */
    logStream?: { write: (line: string) => void };
  } = {},
): TestContext {
  const context = {} as TestContext;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    context.dataDir = mkdtempSync(join(tmpdir(), 'frameline-app-'));
    context.config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: context.dataDir,
      DATABASE_URL: database.url,
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: options.logStream ? 'info' : 'silent',
      RUN_WORKER: 'false',
      ...env,
    });
    context.app = await buildApp(context.config, {
      logger: Boolean(options.logStream),
      logStream: options.logStream,
      webRoot: options.webRoot,
      storage: options.storage?.(context.config),
    });
    context.db = database.db;
  });
  afterAll(async () => {
    await context.app?.close();
    await drop?.();
    rmSync(context.dataDir, { recursive: true, force: true });
  });
  return context;
}

type InjectOptions = {
  headers?: Record<string, string>;
  payload?: unknown;
  query?: Record<string, string>;
  /** Send the CSRF header on a GET too, as the web app does for an audited read. */
  csrf?: boolean;
};

/**
 * A client that behaves like a browser tab: it keeps cookies between requests and sends
 * the CSRF header on writes, as the web app does.
 */
let clients = 0;

export class TestClient {
  readonly cookies = new Map<string, string>();
  /** Each client is its own browser on its own address, so per-address limits apply per client. */
  readonly remoteAddress: string;
  constructor(private readonly app: FastifyInstance) {
    clients++;
    this.remoteAddress = `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
  }

  /** The cookies' names as this app sets them (`__Host-` ones in production). */
  get cookieNames() {
    return this.app.config.cookies;
  }

  get sessionToken() {
    return this.cookies.get(this.cookieNames.session);
  }

  async request(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    options: InjectOptions = {},
  ) {
    const csrf = method !== 'GET' || options.csrf;
    if (csrf && !this.cookies.has(this.cookieNames.csrf)) await this.request('GET', '/api/auth/session');
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (csrf && !(CSRF_HEADER in headers))
      headers[CSRF_HEADER] = this.cookies.get(this.cookieNames.csrf) ?? '';
    const response = await this.app.inject({
      method,
      url,
      headers,
      remoteAddress: this.remoteAddress,
      query: options.query,
      ...(options.payload === undefined
        ? {}
        : typeof options.payload === 'string' || Buffer.isBuffer(options.payload)
          ? { payload: options.payload }
          : { payload: options.payload as object }),
    });
    this.remember(response);
    return response;
  }

  get(url: string, options?: InjectOptions) {
    return this.request('GET', url, options);
  }
  post(url: string, payload?: unknown, options: InjectOptions = {}) {
    return this.request('POST', url, { ...options, payload });
  }
  patch(url: string, payload?: unknown, options: InjectOptions = {}) {
    return this.request('PATCH', url, { ...options, payload });
  }
  put(url: string, payload?: unknown, options: InjectOptions = {}) {
    return this.request('PUT', url, { ...options, payload });
  }
  delete(url: string, options?: InjectOptions) {
    return this.request('DELETE', url, options);
  }

  private remember(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}

/** The error body every failing response must have. */
export function errorOf(response: LightMyRequestResponse) {
  return (response.json() as { error: { code: string; message: string; fields?: Record<string, string> } })
    .error;
}
