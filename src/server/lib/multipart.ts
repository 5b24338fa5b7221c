import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '../../shared/limits.js';
import { AppError } from './app-error.js';

export type Upload = { file: Buffer | null; fields: Record<string, string> };

/**
 * Reads a multipart form with at most one file. The size limit is enforced while the
 * bytes arrive (the multipart layer stops reading past it), so an oversized upload is
 * never held in memory or stored; it fails with `tooLargeMessage`.
 */
export async function readUpload(request: FastifyRequest, tooLargeMessage: string): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please send the image as multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 10_000 },
    })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (data.length > 0) file = data;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage);
    if (code === 'FST_FILES_LIMIT_REACHED')
      throw new AppError('BAD_REQUEST', 'Please send one image at a time.');
    if (code === 'FST_FIELDS_LIMIT_REACHED' || code === 'FST_PARTS_LIMIT_REACHED') {
      throw new AppError('BAD_REQUEST', 'The form has too many fields.');
    }
    if (code?.startsWith('FST_'))
      throw new AppError('BAD_REQUEST', 'The upload could not be read. Please try again.');
    throw error;
  }
  return { file, fields };
}
