import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config.js';
import { isApiRoute } from '../lib/api-route.js';

/**
 * helmet's headers, worked out once at start and set on every response: they never
 * change between requests, and building them per request cost more than some routes.
 * CSP without inline scripts; styles allow 'unsafe-inline' because the toast library
 * injects a <style> element. Images may also come from the S3 public origin.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const headers = securityHeaders(opts.config);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    // API answers carry sessions and private fields: kept by no browser or proxy, unless
    // a route says otherwise (it sets its own cache-control over this one).
    if (isApiRoute(request)) reply.header('cache-control', 'no-store');
  });
});

export function securityHeaders(config: Config): Record<string, string> {
  const mediaOrigins = config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : [];
  if (config.s3?.endpoint) mediaOrigins.push(new URL(config.s3.endpoint).origin);
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigins],
        mediaSrc: ["'self'", ...mediaOrigins],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.isProduction,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // helmet is middleware over a Node response; let it write into a plain record once.
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  setHeaders({} as never, response as never, () => {});
  return headers;
}
