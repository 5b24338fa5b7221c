import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from '../../shared/schemas/auth.js';
import { AUTH_TEXTS } from '../../shared/texts.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { userForSession } from '../features/auth/index.js';
import { isApiRoute } from '../lib/api-route.js';
import { AppError } from '../lib/app-error.js';
import type { RequestContext } from '../lib/request-context.js';
import { sessionTokenOf } from './session-cookie.js';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

/**
 * The context plugin. Every request gets its context on arrival; a request that reached
 * an API route (decided on the routed path, never on the raw URL) then has its session
 * resolved into the actor. Pages rendered on the server resolve the session themselves.
 */
export const requestContextPlugin = fp(async (app: FastifyInstance, opts: { db: Db; config: Config }) => {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (request) => {
    request.ctx = {
      actor: null,
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      requestId: request.id,
    };
  });
  // Before the body is read, so the admin scope's guard can refuse before it looks at the input.
  app.addHook('preParsing', async (request, _reply, payload) => {
    const token = sessionTokenOf(request, opts.config);
    if (token && isApiRoute(request)) request.ctx.actor = await userForSession(opts, token);
    return payload;
  });
  // A body may take minutes to arrive (REQUEST_TIMEOUT_SECONDS): once it has, the member is
  // read again, so a suspension, an admin level change or a sign-out made meanwhile applies
  // to this request too, not only to the next (the admin guard asks again after this).
  app.addHook('preValidation', async (request) => {
    const token = sessionTokenOf(request, opts.config);
    if (token && request.body !== undefined && isApiRoute(request))
      request.ctx.actor = await userForSession(opts, token);
  });
});

/** The signed-in member, or 401. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.ctx.actor) throw new AppError('UNAUTHENTICATED', AUTH_TEXTS.signInRequired);
  return request.ctx.actor;
}

/** The request's context with its signed-in member, or 401: what member-only services take. */
export function signedInContext(request: FastifyRequest): RequestContext & { actor: SessionUser } {
  return { ...request.ctx, actor: requireUser(request) };
}
