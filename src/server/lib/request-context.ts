import { randomUUID } from 'node:crypto';
import type { SessionUser } from '../../shared/schemas/auth.js';

/**
 * Who is asking and from where: built once per request (plugins/request-context.ts) and
 * handed to services, which never look at the HTTP request themselves.
 */
export type RequestContext = {
  /** The signed-in member (with their admin level), or null for a visitor. */
  actor: SessionUser | null;
  /** The client's address (behind a proxy, as TRUST_PROXY allows). */
  ip: string;
  userAgent: string | null;
  /** The request's id, also in the server's log lines and audit rows. */
  requestId: string;
};

/** A context for work no request started (jobs, the seed, the command line). */
export function systemContext(): RequestContext {
  return { actor: null, ip: '127.0.0.1', userAgent: null, requestId: randomUUID() };
}
