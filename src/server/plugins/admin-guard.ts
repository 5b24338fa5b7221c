import type { FastifyInstance } from 'fastify';
import type { AdminPermission } from '../../shared/enums.js';
import { mayAdminister } from '../../shared/policies.js';
import { enforce } from '../lib/authorize.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a route of the admin scope needs: a permission of the admin levels, or 'any
     * admin'. Every route there must say it; one that does not fails at start-up.
     */
    adminAccess?: AdminPermission | 'any admin';
  }
}

/**
 * The guard of the admin scope (`/api/admin`), declared once for all its routes: the
 * session must belong to an active admin whose level holds the route's permission
 * (docs/product.md, Admin levels and permissions). Registered inside the scope, so it
 * runs for those routes only, after the session has been resolved.
 */
export async function adminGuard(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.config?.adminAccess)
      throw new Error(`Admin route ${route.method} ${route.url} must declare config.adminAccess`);
  });
  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.adminAccess;
    enforce(mayAdminister(request.ctx.actor, access === 'any admin' ? undefined : access));
  });
}
