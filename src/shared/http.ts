// Names shared by the API client and the server.
export const SESSION_COOKIE = 'fl_session';
export const CSRF_COOKIE = 'fl_csrf';
export const DEVICE_COOKIE = 'fl_device';
export const CSRF_HEADER = 'x-csrf-token';

/** The prefix of the cookies' names where they are Secure (production, over HTTPS). */
export const HOST_ONLY_PREFIX = '__Host-';

export type CookieNames = { session: string; csrf: string; device: string };

/**
 * The cookies' names. Secure ones start with `__Host-`: a browser keeps such a cookie only
 * when it is Secure, for the whole site and set by this very host, so a neighbouring
 * subdomain cannot plant a session or a CSRF token of its own choosing for ours
 * (docs/decisions/0027). Plain HTTP (development) cannot hold them, hence plain names there.
 */
export function cookieNames(secure: boolean): CookieNames {
  const prefix = secure ? HOST_ONLY_PREFIX : '';
  return {
    session: `${prefix}${SESSION_COOKIE}`,
    csrf: `${prefix}${CSRF_COOKIE}`,
    device: `${prefix}${DEVICE_COOKIE}`,
  };
}
