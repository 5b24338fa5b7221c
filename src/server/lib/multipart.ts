import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { IMAGE_MAX_BYTES } from '../../shared/limits.js';
import { UPLOAD_TEXTS } from '../../shared/texts.js';
import { AppError } from './app-error.js';

export type Upload = { file: Buffer | null; fields: Record<string, string> };

/**
 * Reads a multipart form with at most one file. The size limit is enforced while the
 * bytes arrive (the multipart layer stops reading past it), so an oversized upload is
 * never held in memory or stored; it fails with `tooLargeMessage`.
 */
export async function readUpload(
  request: FastifyRequest,
  tooLargeMessage: string,
  /** The longest a field may be, in bytes; a longer one is refused, never cut short. */
  fieldBytes = 10_000,
): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please send the image as multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: fieldBytes },
    })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (data.length > 0) file = data;
      } else if (part.valueTruncated) {
        throw new AppError('BAD_REQUEST', UPLOAD_TEXTS.fieldTooLong(part.fieldname));
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // @fastify/multipart's limit errors carry these codes; anything else raised while the
    // form is read is the body itself (busboy's 'Unexpected end of multipart data' has no
    // code), so it is the client's to fix, never a 500.
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage);
    if (code === 'FST_FILES_LIMIT') throw new AppError('BAD_REQUEST', UPLOAD_TEXTS.oneImageAtATime);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError('BAD_REQUEST', UPLOAD_TEXTS.tooManyFields);
    }
    throw new AppError('BAD_REQUEST', UPLOAD_TEXTS.unreadable);
  }
  return { file, fields };
}

/**
 * A form's text fields through their shared schema, as a JSON body would be: the first
 * problem is the message, each field's in `fields` (400 VALIDATION_FAILED).
 */
export function parseUploadFields<Schema extends z.ZodType>(
  schema: Schema,
  fields: Record<string, string>,
): z.output<Schema> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const problems = Object.fromEntries(
    parsed.error.issues.map((issue) => [String(issue.path[0] ?? '_'), issue.message]),
  );
  throw new AppError('VALIDATION_FAILED', Object.values(problems)[0] ?? 'The form is not valid', {
    fields: problems,
  });
}
