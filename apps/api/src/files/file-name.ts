const MAX_LENGTH = 200;

/**
 * The uploader's file name as people will read it: the last path segment only (no `../`, no folder),
 * without control or bidirectional-override characters, trimmed to a sane length. Never used on disk.
 */
export function cleanFileName(raw: string | undefined): string {
  const lastSegment = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/^[\s.]+/, '')
    .trim()
    .slice(0, MAX_LENGTH);
  return cleaned || 'file';
}

/** A file name safe inside a Content-Disposition header: ASCII fallback plus RFC 5987 UTF-8 form. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;%]/g, '_');
  // encodeURIComponent leaves ' ( ) * as they are; RFC 5987 wants them encoded too.
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
