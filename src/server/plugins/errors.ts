import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '../../shared/errors.js';
import { isConnectionError } from '../db/database.js';
import { AppError, HTTP_STATUS } from '../lib/app-error.js';

// The one place where failures become HTTP. Every error leaves as
// {"error":{"code","message","fields?"}}; nothing internal reaches the client.

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body, retryAfter } = toResponse(error);
    if (status >= 500 && status !== 503) request.log.error({ err: error }, 'request failed');
    else if (status === 503) {
      request.log.warn({ err: error.message }, error instanceof AppError ? 'busy' : 'database unavailable');
    }
    if (retryAfter) reply.header('retry-after', String(retryAfter));
    return reply.code(status).send(body);
  });
});

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
      body: shape('SERVICE_UNAVAILABLE', 'The service is briefly unavailable. Please try again in a moment.'),
      retryAfter: 5,
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
  }
  const status = error.statusCode ?? 500;
  if (status === 400 && error instanceof SyntaxError) {
    return { status: 400, body: shape('BAD_REQUEST', 'The request body is not valid JSON.') };
  }
  if (status >= 400 && status < 500) {
    const code: ErrorCode =
      status === 404
        ? 'NOT_FOUND'
        : status === 413
          ? 'PAYLOAD_TOO_LARGE'
          : status === 429
            ? 'RATE_LIMITED'
            : 'BAD_REQUEST';
    return { status, body: shape(code, error.message || 'The request is not valid.') };
  }
  return { status: 500, body: shape('INTERNAL', 'An unexpected error occurred. Please try again.') };
}

function shape(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}
