import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, badRequest } from '../errors.js';
import { IMAGE_SIZE_MESSAGE, MAX_IMAGE_BYTES } from '../uploads/image.js';

/** A file part of a multipart body: what the sender declared and the bytes. */
export interface UploadedFile {
  declaredType: string;
  fileName: string;
  bytes: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** File parts of a multipart body by field name (set while the body is parsed). */
    uploadedFiles?: Map<string, UploadedFile>;
  }
}

async function readFilePart(this: FastifyRequest, part: MultipartFile): Promise<void> {
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, 'payload_too_large', IMAGE_SIZE_MESSAGE);
    throw error;
  }
  this.uploadedFiles ??= new Map();
  this.uploadedFiles.set(part.fieldname, { declaredType: part.mimetype, fileName: part.filename, bytes });
  // The contract types the field as a binary string; the body carries the file's name so it
  // validates, and the handler takes the bytes from `uploadedFiles`.
  (part as { value: unknown }).value = part.filename || part.fieldname;
}

/**
 * multipart/form-data bodies (image uploads). The whole body is parsed before validation, so the
 * contract's body schema applies; a file of 2 MB or more stops being read at the limit.
 */
export const uploadsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      onFile: readFilePart,
      limits: { fileSize: MAX_IMAGE_BYTES - 1, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    });
  },
  { name: 'uploads' },
);

/** The file sent in a multipart field; 400 when the body had no file there. */
export function uploadedFile(request: FastifyRequest, field = 'file'): UploadedFile {
  const file = request.uploadedFiles?.get(field);
  if (!file) throw badRequest(`The body must carry the image as a file in the ${field} field.`);
  return file;
}
