import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_HEADER } from '../../shared/http.js';
import { AUTH_TEXTS } from '../../shared/texts.js';
import type { Config } from '../config.js';
import { isApiRoute } from '../lib/api-route.js';
import { AppError } from '../lib/app-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that writes a record (an audited read) needs the CSRF header too. */
    csrfOnRead?: boolean;
    /** false: a caller that keeps no cookies (a health check) is given no CSRF token. */
    csrfCookie?: false;
  }
}

/**
 * Double-submit token: the server sets a random, script-readable cookie; every unsafe
 * API request must echo it in a header. Another site can make the browser send our
 * cookies but cannot read them, so it cannot produce the header.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRoute(request)) return;
    const cookieToken = request.cookies[opts.config.cookies.csrf];
    if (!cookieToken && request.routeOptions.config?.csrfCookie !== false) {
      // randomUUID draws from a buffer of entropy (122 random bits): cheap enough for
      // every cookie-less API request, which all get a token.
      reply.setCookie(opts.config.cookies.csrf, randomUUID(), {
        path: '/',
        sameSite: 'strict',
        secure: opts.config.isProduction,
        httpOnly: false,
      });
    }
    // A read that is recorded (an audited read) is checked as a write is: another site
    // could otherwise make an admin's browser leave an audit row it never meant to.
    if (SAFE_METHODS.has(request.method) && !request.routeOptions.config?.csrfOnRead) return;
    const headerToken = request.headers[CSRF_HEADER];
    if (typeof headerToken !== 'string' || !cookieToken || !sameToken(headerToken, cookieToken)) {
      throw new AppError('CSRF_FAILED', AUTH_TEXTS.csrf);
    }
  });
});

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
