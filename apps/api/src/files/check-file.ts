import { binaryTypeOf, looksLikeSvg, SVG_TYPE, type FileType } from './detect-type.ts';
import type { ReceivedFile } from './read-upload.ts';
import { sanitizeSvg } from './sanitize-svg.ts';
import { BadRequestError, UnreadableSvgError } from '../errors.ts';

export interface CheckedFile {
  name: string;
  type: FileType;
  /** What will be stored: the upload itself, or for SVG its sanitised copy. */
  content: Buffer;
}

/**
 * Decides a file's type from its bytes alone (never its name or the client's content type) and
 * refuses anything but PNG, JPEG, GIF, SVG or PDF; SVG is stored sanitised.
 */
export function checkFile(file: ReceivedFile): CheckedFile {
  const binary = binaryTypeOf(file.content);
  if (binary) return { name: file.name, type: binary, content: file.content };
  try {
    const clean = sanitizeSvg(file.content);
    return { name: file.name, type: SVG_TYPE, content: Buffer.from(clean, 'utf8') };
  } catch (error) {
    if (!(error instanceof UnreadableSvgError)) throw error;
    if (looksLikeSvg(file.content))
      throw new BadRequestError(`"${file.name}" cannot be read as an SVG image: ${error.message}`);
    throw new BadRequestError(
      `"${file.name}" is not an allowed file type: only PNG, JPEG, GIF, SVG and PDF files can be uploaded.`,
    );
  }
}
