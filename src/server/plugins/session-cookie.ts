import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_DAYS } from '../../shared/limits.js';
import type { Config } from '../config.js';

/** The session token the request's cookie holds, if any (its name: config.cookies). */
export function sessionTokenOf(
  request: Pick<FastifyRequest, 'cookies'>,
  config: Pick<Config, 'cookies'>,
): string | undefined {
  return request.cookies?.[config.cookies.session];
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(config.cookies.session, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    maxAge: SESSION_DAYS * 86_400,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(config.cookies.session, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
  });
}
