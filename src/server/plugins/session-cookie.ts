import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '../../shared/http.js';
import { SESSION_DAYS } from '../../shared/limits.js';
import type { Config } from '../config.js';

export function setSessionCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    maxAge: SESSION_DAYS * 86_400,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
  });
}
