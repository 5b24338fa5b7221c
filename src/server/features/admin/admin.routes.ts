import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStatsSchema } from '../../../shared/schemas/admin.js';
import type { Db } from '../../db/database.js';
import { requireAdmin } from '../../plugins/auth.js';
import { adminStats } from './admin.service.js';

const tags = ['admin'];

export const adminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/stats',
    { schema: { tags, summary: 'Figures for the admin dashboard', response: { 200: adminStatsSchema } } },
    async (request) => {
      requireAdmin(request);
      return adminStats(db);
    },
  );
};
