/** The file types uploads accept (png, jpeg/jpg, gif, svg and pdf), told by content, never by the name or the declared type a client could fake. */
export interface FileType {
  contentType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/svg+xml' | 'application/pdf';
  extension: 'png' | 'jpg' | 'gif' | 'svg' | 'pdf';
}

const signatures: readonly { bytes: readonly number[]; type: FileType }[] = [
  {
    bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    type: { contentType: 'image/png', extension: 'png' },
  },
  { bytes: [0xff, 0xd8, 0xff], type: { contentType: 'image/jpeg', extension: 'jpg' } },
  {
    bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61], // GIF87a
    type: { contentType: 'image/gif', extension: 'gif' },
  },
  {
    bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61], // GIF89a
    type: { contentType: 'image/gif', extension: 'gif' },
  },
  {
    bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
    type: { contentType: 'application/pdf', extension: 'pdf' },
  },
];

export const SVG_TYPE: FileType = { contentType: 'image/svg+xml', extension: 'svg' };

/** The binary type whose magic bytes open the file, or null (SVG is text: see sanitize-svg). */
export function binaryTypeOf(content: Uint8Array): FileType | null {
  const match = signatures.find(({ bytes }) => bytes.every((byte, i) => content[i] === byte));
  return match?.type ?? null;
}

/** Whether text looks like it means to be SVG, so a parse failure can be told as such. */
export function looksLikeSvg(content: Uint8Array): boolean {
  const head = Buffer.from(content.subarray(0, 4096)).toString('utf8');
  return /<svg[\s>/]/i.test(head);
}
