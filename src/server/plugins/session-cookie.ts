import type { FastifyReply, FastifyRequest } from 'fastify';
import { KNOWN_DEVICE_DAYS, SESSION_DAYS } from '../../shared/limits.js';
import type { Config } from '../config.js';

/** What the session and device cookies share: for the whole site, unreadable by scripts. */
const privateCookie = (config: Pick<Config, 'isProduction'>) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure: config.isProduction }) as const;

/** The session token the request's cookie holds, if any (its name: config.cookies). */
export function sessionTokenOf(
  request: Pick<FastifyRequest, 'cookies'>,
  config: Pick<Config, 'cookies'>,
): string | undefined {
  return request.cookies?.[config.cookies.session];
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(config.cookies.session, token, { ...privateCookie(config), maxAge: SESSION_DAYS * 86_400 });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(config.cookies.session, privateCookie(config));
}

/** The browser's device cookie (docs/product.md, New sign-ins), if it sent one. */
export function deviceTokenOf(
  request: Pick<FastifyRequest, 'cookies'>,
  config: Pick<Config, 'cookies'>,
): string | undefined {
  return request.cookies?.[config.cookies.device];
}

/** Kept through sign-out: it names the browser, not a session. Renewed at each sign-in. */
export function setDeviceCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(config.cookies.device, token, {
    ...privateCookie(config),
    maxAge: KNOWN_DEVICE_DAYS * 86_400,
  });
}
