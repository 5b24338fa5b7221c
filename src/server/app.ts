import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_SCOPE, API_PATHS } from '../shared/api-paths.js';
import { CSRF_HEADER } from '../shared/http.js';
import { IMAGE_MAX_BYTES, JSON_BODY_MAX_BYTES } from '../shared/limits.js';
import type { Config } from './config.js';
import { createDb, type Db } from './db/database.js';
import { adminRoutes } from './features/admin/admin.routes.js';
import { moderationRoutes } from './features/admin/moderation.routes.js';
import { adminPeopleRoutes } from './features/admin/people.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import {
  bookingAdminRoutes,
  bookingRoutes,
  calendarFeedFileRoutes,
} from './features/bookings/bookings.routes.js';
import { devMailboxRoutes } from './features/dev/dev-mailbox.routes.js';
import { discoveryRoutes } from './features/discovery/discovery.routes.js';
import { eventRoutes } from './features/events/events.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { marketingAdminRoutes, marketingRoutes } from './features/marketing/marketing.routes.js';
import { messagingRoutes } from './features/messaging/messaging.routes.js';
import { portfolioRoutes } from './features/portfolio/portfolio.routes.js';
import { profileRoutes } from './features/profiles/profiles.routes.js';
import { reviewRoutes } from './features/reviews/reviews.routes.js';
import { savedTalentRoutes } from './features/saved-talent/saved-talent.routes.js';
import { createPageCache, type PageCache, PUBLIC_PAGES_CHANNEL } from './features/seo/page-cache.js';
import { createPageRenderer } from './features/seo/page-render.js';
import { seoRoutes } from './features/seo/seo.routes.js';
import { jobRegistry } from './job-registry.js';
import { createImageWork } from './lib/images.js';
import { createJobQueue, type JobQueue } from './lib/jobs.js';
import { serializerCompiler } from './lib/json-serializer.js';
import { createMailer, type Mailer } from './lib/mail.js';
import { createRateLimiter } from './lib/rate-limit.js';
import { createRealtimeHub, type RealtimeHub } from './lib/realtime.js';
import { createStorage, type Storage } from './lib/storage.js';
import { urlForLogs } from './lib/url-for-logs.js';
import { type AdminRouteEntry, adminGuard } from './plugins/admin-guard.js';
import { csrfPlugin } from './plugins/csrf.js';
import { clientErrorHandler, errorsPlugin, frameworkErrorHandler } from './plugins/errors.js';
import { requestContextPlugin } from './plugins/request-context.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { staticFilesPlugin } from './plugins/static-files.js';

export type AppOptions = {
  /** Overrides for tests; by default everything is built from the config. */
  mailer?: Mailer;
  storage?: Storage;
  webRoot?: string;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write: (line: string) => void };
  pageCache?: PageCache;
  /** How long a query may go unanswered before it fails (30 s; tests shorten it). */
  queryTimeoutMs?: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    mailer: Mailer;
    jobs: JobQueue;
    storage: Storage;
    config: Config;
    realtime: RealtimeHub;
  }
}

/**
 * How long a client may take, so that a request trickled in a byte at a time cannot hold
 * a connection forever. Node answers 408 (clientErrorHandler) when the headers have not
 * arrived within `headersTimeout`, or the whole request (body included) within
 * `requestTimeout`, checking every `connectionsCheckingInterval`. Neither applies once the
 * request has arrived, so a long-lived response (an SSE stream) is not cut by them. It
 * only has to write something (a comment line) more often than `connectionTimeout`, the
 * idle limit; a stream that must stay silent longer opts out with
 * `request.raw.socket.setTimeout(0)`.
 */
function connectionTimeouts(config: Config) {
  const headersTimeout = Math.min(30_000, config.requestTimeoutMs);
  return {
    requestTimeout: config.requestTimeoutMs,
    /** A connection with nothing sent or received for this long is closed. */
    connectionTimeout: 120_000,
    /** Longer than a load balancer's idle timeout (often 60 s), so it never reuses a closed one. */
    keepAliveTimeout: 72_000,
    http: { headersTimeout, requestTimeout: config.requestTimeoutMs, connectionsCheckingInterval: 1_000 },
  };
}

/**
 * A number of load balancers as a trust rule: the connection's peer and the entries the
 * next hops appended are theirs; the entry before them is the client's, whatever the
 * client wrote further left.
 */
function trustedHops(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** The whole HTTP application. `config.databaseUrl` must be set (main.ts resolves it). */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  if (!config.databaseUrl) throw new Error('buildApp needs config.databaseUrl');
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream && { stream: options.logStream }),
            serializers: {
              req: (request) => ({
                method: request.method,
                url: urlForLogs(request.url),
                host: request.host,
                remoteAddress: request.ip,
                remotePort: request.socket?.remotePort,
              }),
            },
          },
    bodyLimit: JSON_BODY_MAX_BYTES,
    trustProxy: trustedHops(config.trustProxy),
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // Request ids are also written to audit rows: unique across server copies and restarts.
    genReqId: () => randomUUID(),
    // Requests arriving while the server closes are refused by the errors plugin instead.
    return503OnClosing: false,
    ...connectionTimeouts(config),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db, pool } = createDb(config.databaseUrl, {
    queryTimeoutMs: options.queryTimeoutMs,
    onPoolError: (error) => app.log.warn({ err: error.message }, 'database connection lost; will reconnect'),
  });
  const mailer = options.mailer ?? createMailer(config);
  const storage = options.storage ?? createStorage(config);
  const limiter = createRateLimiter(db, config.rateLimits);
  const imageWork = createImageWork({ slots: config.imageWorkers, queueWaitMs: config.imageQueueWaitMs });
  const jobs = createJobQueue({
    db,
    deps: { db, config, mailer, storage },
    jobs: jobRegistry,
    log: { warn: (message) => app.log.warn(message) },
  });
  app.decorate('db', db);
  app.decorate('mailer', mailer);
  app.decorate('jobs', jobs);
  app.decorate('storage', storage);
  app.decorate('config', config);
  const pageCache = options.pageCache ?? createPageCache();
  const realtime = createRealtimeHub({
    db,
    databaseUrl: config.databaseUrl,
    log: {
      warn: (object, message) => app.log.warn(object, message),
      info: (message) => app.log.info(message),
    },
    channels: [
      {
        name: PUBLIC_PAGES_CHANNEL,
        onNotice: (payload) => pageCache.noticed(payload),
        // Notices sent while this copy was not listening are lost: start afresh.
        onListening: () => pageCache.clear(),
      },
    ],
  });
  app.decorate('realtime', realtime);
  app.addHook('onClose', async () => {
    // Running jobs finish or go back to the queue before the pool closes.
    await jobs.stop();
    await pool.end();
  });
  await jobs.prepare();
  if (config.runWorker) await jobs.startWorker();

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Frameline API', version: '1' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: config.cookies.session },
          csrf: { type: 'apiKey', in: 'header', name: CSRF_HEADER },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(errorsPlugin);
  // Open event streams would keep the server from closing: end them first. Registered
  // after the errors plugin, whose own preClose refuses new requests (a new stream too).
  app.addHook('preClose', async () => {
    await realtime.stop();
  });
  await app.register(securityHeadersPlugin, { config });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } });
  await app.register(csrfPlugin, { config });
  await app.register(requestContextPlugin, { db, config });

  const deps = { db, config, jobs, limiter };
  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { ...deps, storage });
  await app.register(profileRoutes, { db, storage, config, imageWork, limiter });
  await app.register(portfolioRoutes, { db, storage, imageWork, limiter });
  await app.register(reviewRoutes, { db, config, jobs, limiter });
  await app.register(discoveryRoutes, { db, storage });
  await app.register(marketingRoutes, { db, limiter });
  await app.register(messagingRoutes, { db, storage, limiter, config, realtime, imageWork });
  await app.register(eventRoutes, { db, config, realtime });
  await app.register(bookingRoutes, { db, storage, config, jobs, limiter });
  await app.register(calendarFeedFileRoutes, { db, config });
  await app.register(savedTalentRoutes, { db, storage });
  // The admin area: one scope, one guard (plugins/admin-guard.ts) for every route in it.
  app.decorate('adminRouteTable', [] as AdminRouteEntry[]);
  await app.register(
    async (admin) => {
      await adminGuard(admin);
      await admin.register(adminRoutes, { db, config, jobs });
      await admin.register(adminPeopleRoutes, { db, config });
      await admin.register(marketingAdminRoutes, { db, limiter });
      await admin.register(bookingAdminRoutes, { db, storage, config, jobs, limiter });
      await admin.register(moderationRoutes, { db, config, jobs });
    },
    { prefix: ADMIN_SCOPE },
  );
  if (!config.isProduction) await app.register(devMailboxRoutes, { mailer });

  app.get(API_PATHS.openApi, { schema: { hide: true } }, async () => app.swagger());
  await app.register(seoRoutes, { db, storage, config });
  await app.register(staticFilesPlugin, {
    storage,
    webRoot: options.webRoot,
    renderPage: createPageRenderer({ db, storage, config }, pageCache),
    renderWorkers: config.renderWorkers,
  });
  return app;
}
