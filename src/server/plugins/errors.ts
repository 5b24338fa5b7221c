import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '../../shared/errors.js';
import { AUTH_TEXTS } from '../../shared/texts.js';
import { isConnectionError } from '../db/database.js';
import { AppError, HTTP_STATUS } from '../lib/app-error.js';

// The one place where failures become HTTP. Every error leaves as
// {"error":{"code","message","fields?"}}; nothing internal reaches the client. Three ways
// in: the error handler (routes, hooks, body parsing), `frameworkErrors` (the router:
// a malformed or too long path), and `clientErrorHandler` (Node's HTTP parser and its
// timeouts, before Fastify has a request). The not-found handler is in static-files.ts.

/** When a client refused because the server is unavailable (503) may try again. */
const UNAVAILABLE_RETRY_SECONDS = 5;

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // A request that still arrives while the server closes (on a connection it kept alive,
  // or pipelined behind one it is finishing) is refused as a database outage is, not
  // with Fastify's own 503 (`return503OnClosing: false` in app.ts), which has neither the
  // error shape nor Retry-After.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async () => {
    if (closing)
      throw new AppError('SERVICE_UNAVAILABLE', AUTH_TEXTS.unavailable, {
        retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS,
      });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (request.raw.socket?.destroyed) {
      // The client went away (or was cut off by the request timeout) while its body was
      // arriving: its socket error is no database outage, and nobody is left to answer.
      request.log.info({ err: error.message }, 'the client left before its request arrived');
      return reply.code(400).send(shape('BAD_REQUEST', 'The request did not arrive whole.'));
    }
    const { status, body, retryAfter } = toResponse(error);
    if (status >= 500 && status !== 503) request.log.error({ err: error }, 'request failed');
    else if (status === 503) {
      request.log.warn({ err: error.message }, error instanceof AppError ? 'busy' : unavailableText(error));
    }
    if (retryAfter) reply.header('retry-after', String(retryAfter));
    return reply.code(status).send(body);
  });
});

/**
 * What a 503 from the database means, for the log. pg-pool's connect timeout fires both
 * when the database cannot be reached and when every pooled connection stayed busy (or a
 * new one could not sign in) for the whole wait: the log says so instead of 'unavailable'.
 */
function unavailableText(error: Error): string {
  return /timeout exceeded when trying to connect/i.test(error.message)
    ? 'no database connection within the wait: the pool was busy or the database unreachable'
    : 'database unavailable';
}

/**
 * A browser's page request for an address the router cannot read ('/about%ZZ'): a page
 * that says so, not the API's JSON. Static, plain and without the address, so nothing in
 * the address reaches it.
 */
const BAD_ADDRESS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>This address is not valid | Frameline</title>
  </head>
  <body>
    <main>
      <h1>This address is not valid</h1>
      <p>Check the address, or start again from the <a href="/">home page</a>.</p>
    </main>
  </body>
</html>
`;

const asksForPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !request.url.startsWith('/api/') &&
  (request.headers.accept ?? '').includes('text/html');

/** Fastify's `frameworkErrors`: the router refused the path before any route ran. */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toResponse(error);
  if (error.code === 'FST_ERR_BAD_URL' && asksForPage(request))
    // Answered before the app's hooks, so it carries its own headers: it loads nothing,
    // and no other site may frame it.
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .headers({
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
      })
      .send(BAD_ADDRESS_PAGE);
  return reply.code(status).send(body);
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the bytes (headers too large,
 * not HTTP) or the request did not arrive in time. There is no request to reply to, so
 * the answer is written on the socket, which is then closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message]: [number, ErrorCode, string] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive. Please try again.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'HEADERS_TOO_LARGE', 'The request headers are too large.']
        : error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW'
          ? [413, 'PAYLOAD_TOO_LARGE', 'The request is too large.']
          : [400, 'BAD_REQUEST', 'The request is not valid HTTP.'];
  // A response already under way on this connection cannot be followed by another one.
  const response = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !response?.headersSent) {
    const body = JSON.stringify(shape(code, message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

function toResponse(error: FastifyError): { status: number; body: ErrorBody; retryAfter?: number } {
  if (error instanceof AppError) {
    return {
      status: HTTP_STATUS[error.code],
      body: shape(error.code, error.message, error.options.fields),
      retryAfter: error.options.retryAfterSeconds,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const keys = (issue.params as { keys?: string[] }).keys;
      if (issue.keyword === 'unrecognized_keys' && keys) {
        for (const key of keys) fields[key] = 'This field is not allowed';
        continue;
      }
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      fields[field] ??= issue.message ?? 'This value is not valid';
    }
    const first = Object.entries(fields)[0];
    const message = first
      ? first[0] === '_'
        ? first[1]
        : `${first[0]}: ${first[1]}`
      : 'The request is not valid';
    return { status: 400, body: shape('VALIDATION_FAILED', message, fields) };
  }
  if (isConnectionError(error)) {
    return {
      status: 503,
      body: shape('SERVICE_UNAVAILABLE', AUTH_TEXTS.unavailable),
      retryAfter: UNAVAILABLE_RETRY_SECONDS,
    };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, body: shape('PAYLOAD_TOO_LARGE', 'The request is too large.') };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: shape('UNSUPPORTED_MEDIA_TYPE', 'This content type is not supported.') };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: shape('BAD_REQUEST', 'The request body is empty.') };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, body: shape('BAD_REQUEST', 'The request body is not valid JSON.') };
    // The router's own refusals would otherwise echo the path back.
    case 'FST_ERR_BAD_URL':
      return { status: 400, body: shape('BAD_REQUEST', 'The address is not valid.') };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 414, body: shape('URI_TOO_LONG', 'The address is too long.') };
  }
  const status = error.statusCode ?? 500;
  if (status === 400 && error instanceof SyntaxError) {
    return { status: 400, body: shape('BAD_REQUEST', 'The request body is not valid JSON.') };
  }
  if (status >= 400 && status < 500) {
    const code = CODE_OF_STATUS[status] ?? 'BAD_REQUEST';
    return { status, body: shape(code, error.message || 'The request is not valid.') };
  }
  return { status: 500, body: shape('INTERNAL', 'An unexpected error occurred. Please try again.') };
}

/** The code of a 4xx that carries no code of ours (a Fastify or plugin error). */
const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

/** The one error shape, for answers written outside the error handler (the not-found handler). */
export function shape(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}
