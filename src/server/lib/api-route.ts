import type { FastifyRequest } from 'fastify';
import { API_PREFIX } from '../../shared/api-paths.js';

/**
 * Whether the request reached one of the API's routes. Judged on the route the router
 * matched, never on the raw URL: the router decodes '/%61pi/...' to '/api/...', so a test
 * of the raw URL is skipped by any encoding that still routes.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith(API_PREFIX) ?? false;
}
