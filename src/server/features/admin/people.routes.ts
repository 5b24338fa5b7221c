import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS, adminScopePath } from '../../../shared/api-paths.js';
import {
  ADMIN_REPORT_KINDS,
  addAdminSchema,
  adminProfessionalListSchema,
  adminProfessionalsQuerySchema,
  adminReportQuerySchema,
  adminUserListSchema,
  adminUserResponseSchema,
  platformSettingsSchema,
  professionalVerificationSchema,
  setAdminActiveSchema,
  setAdminLevelSchema,
  setVerificationSchema,
  updatePlatformSettingsSchema,
} from '../../../shared/schemas/admin-people.js';
import { uuidParam } from '../../../shared/schemas/common.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { listAdmins } from './admins.service.js';
import { csvReport, reportFileName } from './csv-reports.js';
import { listProfessionals } from './professionals.service.js';
import { addAdmin } from './use-cases/add-admin.js';
import { removeAdmin } from './use-cases/remove-admin.js';
import { setAdminActive } from './use-cases/set-admin-active.js';
import { setAdminLevel } from './use-cases/set-admin-level.js';
import { setProfessionalVerification } from './use-cases/set-professional-verification.js';
import { platformSettings, updatePlatformSettings } from './use-cases/update-platform-settings.js';

const tags = ['admin'];
const professionalParams = z.object({ userId: uuidParam });
const adminParams = z.object({ adminId: uuidParam });
const reportParams = z.object({ kind: z.enum(ADMIN_REPORT_KINDS, { error: 'Unknown report' }) });

/**
 * The admin area's people: professionals, administrators, platform settings and the CSV
 * reports (docs/product.md, Admin tabs). Registered inside the `/api/admin` scope, whose
 * guard checks each route's `adminAccess` first.
 */
export const adminPeopleRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, deps) => {
  const paths = API_PATHS.admin;

  app.get(
    adminScopePath(paths.professionals),
    {
      config: { adminAccess: 'manage_users' },
      schema: {
        tags,
        summary: 'Professionals, newest first, searchable by name or email',
        querystring: adminProfessionalsQuerySchema,
        response: { 200: adminProfessionalListSchema },
      },
    },
    async (request) => listProfessionals(deps.db, deps.config, request.query),
  );

  app.put(
    adminScopePath(paths.professionalVerification),
    {
      config: { adminAccess: 'manage_users' },
      schema: {
        tags,
        summary: 'Mark a professional verified or not verified',
        params: professionalParams,
        body: setVerificationSchema,
        response: { 200: professionalVerificationSchema },
      },
    },
    async (request) =>
      setProfessionalVerification(deps, request.ctx, request.params.userId, request.body.status),
  );

  app.get(
    adminScopePath(paths.admins),
    {
      config: { adminAccess: 'manage_admins' },
      schema: { tags, summary: 'The administrators', response: { 200: adminUserListSchema } },
    },
    async (request) => listAdmins(deps, request.ctx),
  );

  app.post(
    adminScopePath(paths.admins),
    {
      config: { adminAccess: 'manage_admins' },
      schema: {
        tags,
        summary: 'Make a member an administrator, by email, at a level',
        body: addAdminSchema,
        response: { 201: adminUserResponseSchema },
      },
    },
    async (request, reply) => {
      const admin = await addAdmin(deps, request.ctx, request.body);
      return reply.code(201).send({ admin });
    },
  );

  app.put(
    adminScopePath(paths.adminActive),
    {
      config: { adminAccess: 'manage_admins' },
      schema: {
        tags,
        summary: 'Activate or deactivate an administrator',
        params: adminParams,
        body: setAdminActiveSchema,
        response: { 200: adminUserResponseSchema },
      },
    },
    async (request) => ({
      admin: await setAdminActive(deps, request.ctx, request.params.adminId, request.body.isActive),
    }),
  );

  app.put(
    adminScopePath(paths.adminLevel),
    {
      config: { adminAccess: 'manage_admins' },
      schema: {
        tags,
        summary: "Set an administrator's level",
        params: adminParams,
        body: setAdminLevelSchema,
        response: { 200: adminUserResponseSchema },
      },
    },
    async (request) => ({
      admin: await setAdminLevel(deps, request.ctx, request.params.adminId, request.body.level),
    }),
  );

  app.delete(
    adminScopePath(paths.admin),
    {
      config: { adminAccess: 'manage_admins' },
      schema: { tags, summary: 'Remove an administrator', params: adminParams },
    },
    async (request, reply) => {
      await removeAdmin(deps, request.ctx, request.params.adminId);
      return reply.code(204).send();
    },
  );

  app.get(
    adminScopePath(paths.settings),
    {
      config: { adminAccess: 'system_settings' },
      schema: { tags, summary: 'The platform settings', response: { 200: platformSettingsSchema } },
    },
    async () => platformSettings(deps),
  );

  app.put(
    adminScopePath(paths.settings),
    {
      config: { adminAccess: 'system_settings' },
      schema: {
        tags,
        summary: 'Change the platform settings',
        body: updatePlatformSettingsSchema,
        response: { 200: platformSettingsSchema },
      },
    },
    async (request) => updatePlatformSettings(deps, request.ctx, request.body),
  );

  app.get(
    adminScopePath(paths.csvExport),
    {
      config: { adminAccess: 'view_analytics' },
      schema: {
        tags,
        summary: 'A CSV file of the professionals or bookings created in a range of days (UTC)',
        params: reportParams,
        querystring: adminReportQuerySchema,
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${reportFileName(kind, request.query)}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(csvReport(deps.db, kind, request.query)));
    },
  );
};
