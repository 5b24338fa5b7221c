import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdminPermission } from '../../shared/enums.js';
import { mayAdminister } from '../../shared/policies.js';
import { enforce } from '../lib/authorize.js';

/** Who may use a route of the admin scope: a permission of the admin levels, or any admin. */
export type AdminAccess = AdminPermission | 'any admin';

/** One registered route of the admin scope, as the guard saw it. */
export type AdminRouteEntry = { method: string; url: string; access: AdminAccess };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a route of the admin scope needs: a permission of the admin levels, or 'any
     * admin'. Every route there must say it; one that does not fails at start-up.
     */
    adminAccess?: AdminAccess;
  }
  interface FastifyInstance {
    /** Every route of the admin scope with its access (the permission-table test walks it). */
    adminRouteTable: AdminRouteEntry[];
  }
}

/**
 * The guard of the admin scope (`/api/admin`), declared once for all its routes: the
 * session must belong to an active admin whose level holds the route's permission
 * (docs/product.md, Admin levels and permissions). Registered inside the scope, so it
 * runs for those routes only. It runs before the request's body is read, so someone who
 * may not use a route learns nothing of what it takes, not even which bodies it parses
 * (docs/decisions/0018).
 */
export async function adminGuard(app: FastifyInstance) {
  const table = app.hasDecorator('adminRouteTable') ? app.adminRouteTable : undefined;
  app.addHook('onRoute', (route) => {
    const access = route.config?.adminAccess;
    if (!access) throw new Error(`Admin route ${route.method} ${route.url} must declare config.adminAccess`);
    for (const method of [route.method].flat()) {
      // HEAD answers as its GET does.
      if (method !== 'HEAD') table?.push({ method, url: route.url, access });
    }
  });
  const guard = (request: FastifyRequest) => {
    const access = request.routeOptions.config.adminAccess;
    enforce(mayAdminister(request.ctx.actor, access === 'any admin' ? undefined : access));
  };
  app.addHook('preParsing', async (request, _reply, payload) => {
    guard(request);
    return payload;
  });
  // Again once a body has arrived, with the admin as they are then (the request context
  // reads the session again): one demoted or removed while it arrived is refused.
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined) guard(request);
  });
}
