import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AdminPermission, PERMISSIONS_BY_LEVEL } from '../../shared/enums.js';
import { SESSION_COOKIE } from '../../shared/http.js';
import type { SessionUser } from '../../shared/schemas/auth.js';
import { AUTH_TEXTS } from '../../shared/texts.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { userForSession } from '../features/auth/auth.service.js';
import { isApiRoute } from '../lib/api-route.js';
import { AppError } from '../lib/app-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie on every API request. */
    user: SessionUser | null;
  }
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; config: Config }) => {
  app.decorateRequest('user', null);
  app.addHook('preHandler', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token && isApiRoute(request)) {
      request.user = await userForSession(opts, token);
    }
  });
});

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', AUTH_TEXTS.signInRequired);
  return request.user;
}

/** An active admin, optionally holding one permission of its level (D4). */
export function requireAdmin(request: FastifyRequest, permission?: AdminPermission): SessionUser {
  const user = requireUser(request);
  if (!user.adminLevel) throw new AppError('FORBIDDEN', AUTH_TEXTS.notAdmin);
  if (permission && !PERMISSIONS_BY_LEVEL[user.adminLevel].includes(permission)) {
    throw new AppError('FORBIDDEN', 'Your admin level does not allow this.');
  }
  return user;
}
