import type { FastifyRequest } from 'fastify';
import { cleanFileName } from './file-name.ts';
import { BadRequestError, PayloadTooLargeError } from '../errors.ts';

export interface ReceivedFile {
  name: string;
  content: Buffer;
}

export interface ReceivedUpload {
  files: ReceivedFile[];
  public: boolean;
}

const FILE_FIELDS = ['files', 'file'];

/**
 * Reads the whole multipart body into memory before anything is stored, so a bad or oversized file
 * anywhere in it leaves nothing behind. Files come in `files` (one or many) or `file`.
 */
export async function readUpload(request: FastifyRequest, maxMb: number): Promise<ReceivedUpload> {
  if (!request.isMultipart())
    throw new BadRequestError('Send the files as multipart form data in the field "files".');
  const upload: ReceivedUpload = { files: [], public: false };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'public') upload.public = String(part.value).trim() === 'true';
        continue;
      }
      const name = cleanFileName(part.filename);
      if (!FILE_FIELDS.includes(part.fieldname)) {
        await part.toBuffer().catch(() => undefined);
        throw new BadRequestError(`Send files in the field "files", not "${part.fieldname}".`);
      }
      try {
        upload.files.push({ name, content: await part.toBuffer() });
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new PayloadTooLargeError(`"${name}" is larger than the ${maxMb} MB upload limit.`);
        throw error;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new PayloadTooLargeError('Too many files in one upload: send at most 10 at a time.');
    throw error;
  }
  if (upload.files.length === 0)
    throw new BadRequestError('Send one or more files in the field "files".');
  return upload;
}
