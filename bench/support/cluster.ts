// The deployment shape of the README in one process tree, for bench/load and bench/faults:
// an embedded PostgreSQL, a real SMTP listener, a real S3 server (s3rver), N server copies
// (each its own process, bench/support/app-copy.ts, all running the job worker) and
// HAProxy from the operating system's packages in front of them. Every part can be
// stopped and started again on the same port (and the same data), a copy can be killed
// with SIGKILL and replaced, and everything stops on exit or Ctrl-C.
import { type ChildProcess, execFileSync, fork, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { type Config, loadConfig } from '../../src/server/config.js';
import { createDb, type Db } from '../../src/server/db/database.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../src/server/db/embedded.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { createDatabaseIfMissing } from '../../src/server/db/open.js';
import { seedDemo } from '../../src/server/db/seed/seed.js';
import { HEARTBEAT_MS } from '../../src/server/features/events/events.routes.js';
import { API_PATHS } from '../../src/shared/api-paths.js';
import { type CaughtMail, startMailCatcher } from '../../tests/support/mail-catcher.js';

export type ClusterOptions = {
  /** Server copies behind the load balancer (default 2). */
  copies?: number;
  /** The demo members, their pictures and portfolios, before the copies start. */
  demo?: boolean;
  /** Environment for every copy, over the defaults (e.g. RATE_LIMITS). */
  env?: Record<string, string>;
  /** Node flags for the copy of this index (0-based), e.g. --cpu-prof. */
  execArgv?: (index: number) => string[];
  /** Called when an SMTP message's data starts; the message is accepted once it resolves. */
  beforeMail?: () => Promise<void>;
  /** Called at an SMTP MAIL FROM, before any of the message is sent; the sender waits. */
  beforeMailFrom?: () => Promise<void>;
  log?: (line: string) => void;
};

export type Copy = {
  index: number;
  port: number;
  /** The copy's own address, bypassing the load balancer. */
  url: string;
  child: ChildProcess;
  /** The copy's log (JSON lines at LOG_LEVEL, default warn). */
  logFile: string;
  /** What the copy's process wrote to stderr (a crash's trace). */
  errFile: string;
  exited: Promise<number | null>;
  /** Closes the app gracefully (open requests finish) and waits for the process to end. */
  stop: () => Promise<void>;
  /** SIGKILL: nothing finishes. */
  kill: () => Promise<void>;
  /** Records a CPU profile of the copy for `ms` into `file` (see bench/support/cpu-profile.ts). */
  profile: (ms: number, file: string) => Promise<{ userMs: number; systemMs: number }>;
};

export type Cluster = {
  /** HAProxy's address: where the load goes. */
  url: string;
  folder: string;
  databaseUrl: string;
  /** A small pool of the bench's own, for seeding and checks. */
  db: Db;
  /** The copies' configuration, as loaded (authSecret to write sessions, s3, ...). */
  config: Config;
  copies: Copy[];
  /** Starts the copy of this index again on its port (after stop or kill). */
  startCopy: (index: number) => Promise<Copy>;
  postgres: { stop: () => Promise<void>; start: () => Promise<void>; restart: () => Promise<void> };
  smtp: { port: number; mails: () => CaughtMail[]; stop: () => Promise<void>; start: () => Promise<void> };
  s3: { endpoint: string; bucket: string; stop: () => Promise<void>; start: () => Promise<void> };
  /** `log()`: what HAProxy wrote (server state changes). */
  haproxy: { child: ChildProcess; configFile: string; log: () => string };
  /**
   * Every copy's log lines at `level` or above (pino's numbers: 40 warn, 50 error; default
   * 50), and its stderr but Node's own warnings.
   */
  errorLogs: (level?: number) => string[];
  stop: () => Promise<void>;
};

/** The HAProxy configuration the README shows as the deployment shape. */
export function haproxyConfig(listen: string, servers: string[]): string {
  // The event stream (GET /api/events) is one long response: the server writes a
  // heartbeat every HEARTBEAT_MS, so `timeout server` and `timeout client` must be
  // longer than that or HAProxy cuts an idle stream.
  const streamTimeout = Math.ceil((HEARTBEAT_MS * 2.4) / 1000);
  return `global
    maxconn 4000
    # Server state changes (a copy down, up again) on stderr; requests are not logged.
    log stderr format raw local0 notice

defaults
    mode http
    log global
    option forwardfor
    option redispatch
    retries 2
    timeout connect 5s
    timeout http-request 30s
    timeout http-keep-alive 10s
    timeout queue 30s
    # Idle limits, not totals: longer than the event stream's heartbeat (${HEARTBEAT_MS / 1000} s).
    timeout client ${streamTimeout}s
    timeout server ${streamTimeout}s

frontend frameline
    bind ${listen}
    default_backend copies

backend copies
    balance roundrobin
    option httpchk
    http-check send meth GET uri ${API_PATHS.health.live}
    # A copy busy under load answers its check late: allow it 5 s and three misses, or a
    # slow moment takes every copy out and visitors get HAProxy's 503 instead of a page.
    timeout check 5s
    default-server check inter 2s fall 3 rise 2
${servers.map((address, i) => `    server copy${i + 1} ${address}`).join('\n')}
`;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

/** Exits with how to install HAProxy when it is missing. */
export function requireHaproxy(): string {
  try {
    return execFileSync('haproxy', ['-v']).toString().split('\n')[0]!;
  } catch {
    console.error(
      'HAProxy is not installed. On Debian or Ubuntu: sudo apt-get update && sudo apt-get install -y haproxy',
    );
    process.exit(1);
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const log = options.log ?? (() => {});
  requireHaproxy();
  const folder = mkdtempSync(join(tmpdir(), 'frameline-cluster-'));
  // As root, PostgreSQL runs as its own OS user, which must pass through this folder.
  chmodSync(folder, 0o711);
  const cleanups: (() => Promise<void> | void)[] = [];
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
      rmSync(folder, { recursive: true, force: true });
    })();
    return stopping;
  };
  const onSignal = () => {
    void stop().then(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  cleanups.push(() => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  });

  try {
    // PostgreSQL: the same data folder and port at every start.
    const pgLog = { info: () => {}, warn: (line: string) => log(`postgres: ${line}`) };
    const pgPort = await freePort();
    let pg: EmbeddedPostgres | undefined = await startEmbeddedPostgres({
      dataDir: join(folder, 'pg'),
      port: pgPort,
      log: pgLog,
    });
    cleanups.push(() => pg?.stop());
    await createDatabaseIfMissing(pg.url('postgres'), 'bench');
    const databaseUrl = pg.url('bench');
    const postgres = {
      stop: async () => {
        await pg?.stop();
        pg = undefined;
      },
      start: async () => {
        pg ??= await startEmbeddedPostgres({ dataDir: join(folder, 'pg'), port: pgPort, log: pgLog });
      },
      restart: async () => {
        await postgres.stop();
        await postgres.start();
      },
    };

    // SMTP: every mail received, across restarts.
    const caught: CaughtMail[][] = [];
    let mailCatcher: Awaited<ReturnType<typeof startMailCatcher>> | undefined = await startMailCatcher({
      beforeAccept: options.beforeMail,
      beforeMailFrom: options.beforeMailFrom,
    });
    caught.push(mailCatcher.mails);
    const smtpPort = mailCatcher.port;
    cleanups.push(() => mailCatcher?.close());
    const smtp = {
      port: smtpPort,
      mails: () => caught.flat(),
      stop: async () => {
        await mailCatcher?.close();
        mailCatcher = undefined;
      },
      start: async () => {
        if (mailCatcher) return;
        mailCatcher = await startMailCatcher({
          port: smtpPort,
          beforeAccept: options.beforeMail,
          beforeMailFrom: options.beforeMailFrom,
        });
        caught.push(mailCatcher.mails);
      },
    };

    // S3: one bucket in a folder that outlives restarts.
    const bucket = 'frameline-media';
    const s3Port = await freePort();
    const s3Folder = join(folder, 's3');
    let s3server: S3rver | undefined;
    const startS3 = async () => {
      if (s3server) return;
      const server = new S3rver({
        port: s3Port,
        address: '127.0.0.1',
        silent: true,
        directory: s3Folder,
        configureBuckets: [{ name: bucket, configs: [] }],
      });
      await server.run();
      s3server = server;
    };
    await startS3();
    cleanups.push(() => s3server?.close());
    const s3 = {
      endpoint: `http://127.0.0.1:${s3Port}`,
      bucket,
      stop: async () => {
        const server = s3server;
        s3server = undefined;
        if (!server) return;
        // A store that stops drops its connections: an upload still arriving on one would
        // otherwise keep close() waiting for as long as the client keeps sending.
        const closing = server.close();
        (
          server as unknown as { httpServer?: { closeAllConnections(): void } }
        ).httpServer?.closeAllConnections();
        await closing;
      },
      start: startS3,
    };

    const env: Record<string, string> = {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(folder, 'data'),
      AUTH_SECRET: `${randomUUID()}${randomUUID()}`,
      PUBLIC_URL: 'http://127.0.0.1',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      RUN_WORKER: 'true',
      TRUST_PROXY: 'true',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...options.env,
    };
    const config = loadConfig(env);
    const { db, pool } = createDb(databaseUrl, { max: 4, queryTimeoutMs: 600_000 });
    cleanups.push(async () => {
      await db.destroy().catch(() => {});
      await pool.end().catch(() => {});
    });
    await migrateToLatest(db);
    if (options.demo) {
      // The seed refuses production (its accounts share a published password); it writes
      // the same rows and files with the copies' storage.
      await seedDemo(db, loadConfig({ ...env, NODE_ENV: 'test' }), pgLog);
    }

    // The copies, each on its own fixed port.
    const count = options.copies ?? 2;
    const ports = await Promise.all(Array.from({ length: count }, freePort));
    const copies: Copy[] = [];
    const startCopy = async (index: number): Promise<Copy> => {
      const port = ports[index]!;
      const logFile = join(folder, `copy${index + 1}.log`);
      const out = createWriteStream(logFile, { flags: 'a' });
      const errFile = join(folder, `copy${index + 1}.err`);
      const err = createWriteStream(errFile, { flags: 'a' });
      const child = fork(new URL('./app-copy.ts', import.meta.url), {
        execArgv: ['--import', 'tsx', '--expose-gc', ...(options.execArgv?.(index) ?? [])],
        env: {
          ...process.env,
          // As production sets it for the whole process: libraries (React) read it too.
          NODE_ENV: env.NODE_ENV,
          BENCH_COPY_CONFIG: JSON.stringify(env),
          BENCH_COPY_PORT: String(port),
          BENCH_COPY_LOGS: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      });
      child.stdout?.pipe(out);
      child.stderr?.pipe(err);
      const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
      await new Promise<void>((resolve, reject) => {
        child.on('message', (message: { type: string }) => {
          if (message.type === 'listening') resolve();
        });
        void exited.then((code) => reject(new Error(`server copy ${index + 1} exited with ${code}`)));
      });
      const copy: Copy = {
        index,
        port,
        url: `http://127.0.0.1:${port}`,
        child,
        logFile,
        errFile,
        exited,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) {
            child.send({ type: 'stop' });
            const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
            await exited;
            clearTimeout(force);
          }
        },
        kill: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
          await exited;
        },
        profile: (ms, file) =>
          new Promise((resolve) => {
            const onMessage = (message: { type: string; userMs: number; systemMs: number }) => {
              if (message.type !== 'profile') return;
              child.off('message', onMessage);
              resolve({ userMs: message.userMs, systemMs: message.systemMs });
            };
            child.on('message', onMessage);
            child.send({ type: 'profile', ms, file });
          }),
      };
      copies[index] = copy;
      return copy;
    };
    cleanups.push(() => Promise.all(copies.map((copy) => copy?.stop())).then(() => {}));
    // One at a time: each creates what it needs at start-up (queues, listeners).
    for (let i = 0; i < count; i++) await startCopy(i);

    // HAProxy in front, in the foreground (-db) as this process's child.
    const listenPort = await freePort();
    const configFile = join(folder, 'haproxy.cfg');
    writeFileSync(
      configFile,
      haproxyConfig(
        `127.0.0.1:${listenPort}`,
        ports.map((port) => `127.0.0.1:${port}`),
      ),
    );
    const haproxyChild = spawn('haproxy', ['-f', configFile, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let haproxyOutput = '';
    haproxyChild.stderr?.on('data', (chunk: Buffer) => {
      haproxyOutput += chunk.toString();
    });
    cleanups.push(async () => {
      if (haproxyChild.exitCode !== null) return;
      const exited = new Promise((done) => haproxyChild.once('exit', done));
      haproxyChild.kill('SIGUSR1'); // soft stop: open connections finish
      const force = setTimeout(() => haproxyChild.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(force);
    });
    const url = `http://127.0.0.1:${listenPort}`;
    for (let i = 0; ; i++) {
      if (haproxyChild.exitCode !== null) throw new Error(`HAProxy exited:\n${haproxyOutput}`);
      try {
        if ((await fetch(`${url}${API_PATHS.health.ready}`)).ok) break;
      } catch {}
      if (i > 100) throw new Error(`HAProxy did not answer:\n${haproxyOutput}`);
      await sleep(100);
    }

    return {
      url,
      folder,
      databaseUrl,
      db,
      config,
      copies,
      startCopy,
      postgres,
      smtp,
      s3,
      haproxy: { child: haproxyChild, configFile, log: () => haproxyOutput },
      errorLogs: (level = 50) =>
        copies.flatMap((copy) => {
          const logged = readFileSync(copy.logFile, 'utf8')
            .split('\n')
            .filter((line) => {
              try {
                return line.trim() !== '' && (JSON.parse(line) as { level?: number }).level! >= level;
              } catch {
                return true;
              }
            });
          // Node's deprecation and support warnings are not the app's errors.
          const stderr = readFileSync(copy.errFile, 'utf8')
            .replace(/\(node:\d+\) \w*Warning:[\s\S]*?--trace-warnings[^\n]*\n/g, '')
            .split('\n')
            .filter((line) => line.trim() !== '');
          return [...logged, ...stderr].map((line) => `copy${copy.index + 1}: ${line}`);
        }),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
