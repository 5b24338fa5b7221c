import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS, adminScopePath } from '../../../shared/api-paths.js';
import {
  adminStatsSchema,
  professionalStandingSchema,
  suspendProfessionalSchema,
} from '../../../shared/schemas/admin.js';
import { uuidParam } from '../../../shared/schemas/common.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { JobQueue } from '../../lib/jobs.js';
import { adminStats } from './admin.service.js';
import { setProfessionalSuspension } from './use-cases/set-professional-suspension.js';

const tags = ['admin'];
const professionalParams = z.object({ userId: uuidParam });

/**
 * Routes of the admin area. They are registered inside the `/api/admin` scope (app.ts),
 * whose guard checks each route's `adminAccess` before the handler runs.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config; jobs: JobQueue }> = async (
  app,
  deps,
) => {
  app.get(
    adminScopePath(API_PATHS.admin.stats),
    {
      config: { adminAccess: 'any admin' },
      schema: { tags, summary: 'Figures for the admin dashboard', response: { 200: adminStatsSchema } },
    },
    async () => adminStats(deps.db),
  );

  app.put(
    adminScopePath(API_PATHS.admin.professionalSuspension),
    {
      config: { adminAccess: 'manage_users' },
      schema: {
        tags,
        summary: 'Suspend a professional, with the reason they are told',
        params: professionalParams,
        body: suspendProfessionalSchema,
        response: { 200: professionalStandingSchema },
      },
    },
    async (request) =>
      setProfessionalSuspension(deps, request.ctx, request.params.userId, {
        suspend: true,
        reason: request.body.reason,
      }),
  );

  app.delete(
    adminScopePath(API_PATHS.admin.professionalSuspension),
    {
      config: { adminAccess: 'manage_users' },
      schema: {
        tags,
        summary: 'Activate a suspended professional again',
        params: professionalParams,
        response: { 200: professionalStandingSchema },
      },
    },
    async (request) =>
      setProfessionalSuspension(deps, request.ctx, request.params.userId, { suspend: false }),
  );
};
