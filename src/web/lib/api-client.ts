import { API_PATHS } from '../../shared/api-paths';
import type { ErrorCode } from '../../shared/errors';
import { CSRF_HEADER, cookieNames } from '../../shared/http';
import { AUTH_TEXTS } from '../../shared/texts';

// The one way the web app talks to the server. Every call is same-origin JSON with the
// session cookie; writes carry the CSRF double-submit token (server/plugins/csrf.ts).
// Failures become ApiError with the server's code and message (shared/errors.ts).

/** Codes the server sends, plus the client-side NETWORK_ERROR (server not reachable). */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR';

export const NETWORK_ERROR_MESSAGE =
  'We could not reach Frameline. Please check your internet connection and try again.';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string> | undefined;
  /** Seconds from the Retry-After header of 429 and 503 answers. */
  readonly retryAfter: number | undefined;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    options: { fields?: Record<string, string>; retryAfter?: number } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = options.fields;
    this.retryAfter = options.retryAfter;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show a person for any thrown value. */
export function errorMessage(error: unknown, fallback: string = AUTH_TEXTS.unexpected): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** A read the server records (an audited read) carries the CSRF token as writes do. */
  csrf?: boolean;
}

export type UploadProgress = (percent: number, event: ProgressEvent) => void;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The CSRF cookie: on HTTPS the server names it with `__Host-`, which only this host can
 * set, so that one is believed before a plain one (docs/decisions/0027).
 */
const readCsrfCookie = () => readCookie(cookieNames(true).csrf) ?? readCookie(cookieNames(false).csrf);

let csrfRequest: Promise<unknown> | undefined;

/** The CSRF token; any /api GET makes the server set the cookie, so ask for the session once. */
async function csrfToken(forceRefresh = false): Promise<string | undefined> {
  const existing = readCsrfCookie();
  if (existing && !forceRefresh) return existing;
  csrfRequest ??= fetch(API_PATHS.auth.session, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  })
    .catch(() => undefined)
    .finally(() => {
      csrfRequest = undefined;
    });
  await csrfRequest;
  return readCsrfCookie();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Builds an ApiError from the server's {"error":{"code","message","fields?"}} body. */
function toApiError(status: number, body: unknown, retryAfterHeader: string | null): ApiError {
  const retryAfter =
    retryAfterHeader && /^\d+$/.test(retryAfterHeader) ? Number(retryAfterHeader) : undefined;
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  if (error && typeof error.code === 'string' && typeof error.message === 'string') {
    const fields = isRecord(error.fields)
      ? Object.fromEntries(
          Object.entries(error.fields).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : undefined;
    return new ApiError(status, error.code as ErrorCode, error.message, { fields, retryAfter });
  }
  // Not our error shape (a proxy, a crashed server): a generic message by status.
  const code: ErrorCode =
    status === 401
      ? 'UNAUTHENTICATED'
      : status === 403
        ? 'FORBIDDEN'
        : status === 404
          ? 'NOT_FOUND'
          : status === 413
            ? 'PAYLOAD_TOO_LARGE'
            : status === 429
              ? 'RATE_LIMITED'
              : status === 502 || status === 503 || status === 504
                ? 'SERVICE_UNAVAILABLE'
                : status >= 500
                  ? 'INTERNAL'
                  : 'BAD_REQUEST';
  const message =
    code === 'SERVICE_UNAVAILABLE'
      ? AUTH_TEXTS.unavailable
      : code === 'PAYLOAD_TOO_LARGE'
        ? 'The request is too large.'
        : AUTH_TEXTS.unexpected;
  return new ApiError(status, code, message, { retryAfter });
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function send<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions,
  retried = false,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (method !== 'GET' || options.csrf) {
    const token = await csrfToken();
    if (token) headers[CSRF_HEADER] = token;
  }

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }

  const text = await response.text().catch(() => '');
  const data = parseJson(text);
  if (response.ok) return data as T;

  const apiError = toApiError(response.status, data, response.headers.get('retry-after'));
  // The token cookie may have been replaced meanwhile (another tab, a cleared cookie): renew once.
  if (apiError.code === 'CSRF_FAILED' && !retried) {
    await csrfToken(true);
    return send<T>(method, path, body, options, true);
  }
  throw apiError;
}

/**
 * Sends FormData with upload progress (fetch cannot report upload progress).
 * `onProgress` receives 0-100.
 */
async function upload<T>(
  path: string,
  formData: FormData,
  onProgress?: UploadProgress,
  options: RequestOptions & { method?: 'POST' | 'PUT' | 'PATCH' } = {},
): Promise<T> {
  const token = await csrfToken();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', path);
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);

    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100), event);
      });
    }
    xhr.addEventListener('load', () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject(toApiError(xhr.status, data, xhr.getResponseHeader('retry-after')));
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE)));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));

    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(formData);
  });
}

export const api = {
  get: <T>(path: string, options: RequestOptions = {}) => send<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    send<T>('POST', path, body, options),
  patch: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    send<T>('PATCH', path, body, options),
  put: <T>(path: string, body?: unknown, options: RequestOptions = {}) => send<T>('PUT', path, body, options),
  delete: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    send<T>('DELETE', path, body, options),
  upload,
};

/** Builds a query string from defined values: qs({ page: 2, q: '' }) -> '?page=2'. */
export function qs(params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
