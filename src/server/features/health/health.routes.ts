import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '../../../shared/api-paths.js';
import { type Db, databaseAnswers } from '../../db/database.js';

const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), db: z.enum(['ok', 'down']) });

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Liveness: the process answers, whatever the database does (load balancers, benchmarks).
  // Load balancers and monitors keep no cookies: neither check hands out a CSRF token.
  app.get(
    API_PATHS.health.live,
    {
      config: { csrfCookie: false },
      schema: {
        tags: ['system'],
        summary: 'The process is up',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    API_PATHS.health.ready,
    {
      config: { csrfCookie: false },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const up = await databaseAnswers(db);
      return reply.code(up ? 200 : 503).send({ status: up ? 'ok' : 'degraded', db: up ? 'ok' : 'down' });
    },
  );
};
