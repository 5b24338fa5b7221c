import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { type CookieNames, cookieNames } from '../shared/http.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be true or false',
  })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

/**
 * Which load balancers in front to believe about the client's address: `false` (none:
 * the connection's own address), `true` (the one load balancer of the deployment shape),
 * a number of them in a row, or their addresses (IPs or CIDRs, comma-separated). Never
 * "every hop": a client can put anything in X-Forwarded-For, and a load balancer only
 * appends to it, so only the entries the trusted hops added are the client's.
 */
const trustProxy = z.union([
  bool.transform((trusted) => (trusted ? 1 : false)),
  z
    .string()
    .regex(/^\d{1,2}$/, 'must be true, false, a number of load balancers or their addresses')
    .transform(Number),
  z
    .string()
    .regex(
      /^[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*$/,
      'must be true, false, a number of load balancers or their addresses',
    )
    .transform((list) => list.split(',').map((entry) => entry.trim())),
]);

const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url({ error: 'must be a URL such as https://frameline.example' }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  EMBEDDED_PG_PORT: port.optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Frameline <no-reply@frameline.local>'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url().optional(),
  SEED_DEMO: bool.optional(),
  RATE_LIMITS: bool.default(true),
  RUN_WORKER: bool.default(true),
  UNREAD_EMAIL_DELAY_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(86_400, 'must be at most 86400')
    .default(600),
  IMAGE_WORKERS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(256, 'must be at most 256')
    .optional(),
  RENDER_WORKERS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(64, 'must be at most 64')
    .optional(),
  IMAGE_QUEUE_WAIT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(120_000, 'must be at most 120000')
    .default(10_000),
  TRUST_PROXY: trustProxy.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // 5 MB (the largest upload) in 5 minutes is about 140 kbit/s: a phone on a poor link.
  REQUEST_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be between 1 and 3600')
    .max(3600, 'must be between 1 and 3600')
    .default(300),
});

export type Env = z.input<typeof envSchema>;

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  /** The session and CSRF cookies' names: `__Host-` ones where they are Secure (production). */
  cookies: CookieNames;
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  /** unset: a free port is chosen at each start */
  embeddedPgPort: number | undefined;
  dataDir: string;
  authSecret: string;
  adminEmail: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  s3:
    | {
        endpoint: string | undefined;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        publicUrl: string | undefined;
      }
    | undefined;
  seedDemo: boolean;
  rateLimits: boolean;
  /** This copy also runs background jobs (emails); `npm run worker` runs them on their own. */
  runWorker: boolean;
  /** How long a message may stay unread before its recipient is emailed about it. */
  unreadEmailDelaySeconds: number;
  /** Uploads decoded at once, each on one core (docs/decisions/0010). */
  imageWorkers: number;
  /** How long an upload waits for a free image worker before a 503. */
  imageQueueWaitMs: number;
  /** Threads that server-render public pages; 0 renders on the main thread (docs/decisions/0021). */
  renderWorkers: number;
  /**
   * Behind load balancers: how many (or which) to believe about the client's address in
   * X-Forwarded-For; false: the connection's own address.
   */
  trustProxy: false | number | string[];
  logLevel: string;
  /** The whole request (headers and body) must arrive within this; else 408 and the connection closes. */
  requestTimeoutMs: number;
};

export class ConfigError extends Error {}

/**
 * Parses the environment once. A bad value stops start-up with a message naming the variable.
 * `serves: false` is for commands that serve no one and send no mail (`npm run db:migrate`):
 * production does not then insist on the public address and the mail server.
 */
export function loadConfig(
  source: NodeJS.ProcessEnv | Env = process.env,
  options: { serves?: boolean } = {},
): Config {
  const raw = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return `  ${name}=${JSON.stringify(raw[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR);

  if (isProduction) {
    // Without these a production server would run and say "Check your email" while its
    // mail went to a folder nobody reads, or linked members to localhost.
    const required = {
      AUTH_SECRET: 'is required when NODE_ENV=production',
      PUBLIC_URL: 'is required when NODE_ENV=production: the address in the links of emails',
      SMTP_URL: 'is required when NODE_ENV=production: without it no email leaves the server',
    } as const;
    const names = (Object.keys(required) as (keyof typeof required)[]).filter(
      (name) => options.serves !== false || name === 'AUTH_SECRET',
    );
    const missing = names.filter((name) => !env[name]);
    if (missing.length > 0) {
      const lines = missing.map((name) => `  ${name}: ${required[name]}`);
      throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
    }
  }
  const s3Names = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const s3Given = s3Names.filter((name) => env[name]);
  if (s3Given.length > 0 && s3Given.length < s3Names.length) {
    const missing = s3Names.filter((name) => !env[name]).join(', ');
    throw new ConfigError(`Invalid configuration:\n  ${missing}: required when any S3_* variable is set`);
  }

  return {
    env: env.NODE_ENV,
    isProduction,
    cookies: cookieNames(isProduction),
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL,
    embeddedPgPort: env.EMBEDDED_PG_PORT,
    dataDir,
    authSecret: env.AUTH_SECRET ?? developmentSecret(dataDir),
    adminEmail: env.ADMIN_EMAIL?.toLowerCase(),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID!,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
          publicUrl: env.S3_PUBLIC_URL,
        }
      : undefined,
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV === 'development',
    rateLimits: env.RATE_LIMITS,
    runWorker: env.RUN_WORKER,
    unreadEmailDelaySeconds: env.UNREAD_EMAIL_DELAY_SECONDS,
    imageWorkers: env.IMAGE_WORKERS ?? defaultImageWorkers(process.env.UV_THREADPOOL_SIZE),
    imageQueueWaitMs: env.IMAGE_QUEUE_WAIT_MS,
    renderWorkers: env.RENDER_WORKERS ?? defaultRenderWorkers(),
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
  };
}

/**
 * One core stays free for requests and PostgreSQL, and two of libuv's threads (4 unless
 * UV_THREADPOOL_SIZE says otherwise) for password checks, file reads and new database
 * connections: each image worker holds one core and one of those threads.
 */
function defaultImageWorkers(threadpoolSize: string | undefined): number {
  const threads = Number(threadpoolSize) || 4;
  return Math.max(1, Math.min(availableParallelism() - 1, threads - 2));
}

/** Render threads: every core but the main thread's, at least one, at most 4 (renders are short). */
function defaultRenderWorkers(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

/** Outside production the secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
