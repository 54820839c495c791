import type { FastifyInstance } from 'fastify';
import { bearer } from './auth.ts';

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
/** The first bytes of a JPEG (SOI marker + JFIF APP0) are what the check reads. */
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
export const GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const HTML = Buffer.from(
  '<!doctype html><html><body><script>alert(1)</script></body></html>',
);
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="teal"/></svg>',
);

export interface UploadFile {
  name: string;
  content: Buffer;
  /** What the client claims; the server must not believe it. */
  type?: string;
}

/** POST /attachment/ as a browser's FormData would send it. */
export function uploadFiles(
  app: FastifyInstance,
  files: UploadFile[],
  {
    token,
    field = 'files',
    fields = {},
  }: { token?: string; field?: string; fields?: Record<string, string> } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(
      field,
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  return app.inject({
    method: 'POST',
    url: '/api/v1/attachment/',
    payload: form,
    headers: token ? bearer(token) : {},
  });
}

export interface AttachmentAnswer {
  id: number;
  name: string;
  content_type: string;
  size: number;
  public: boolean;
  owner_id: number;
  organization_id: number;
  /** The uploader's file name, for display and downloads. */
  original_name: string;
}

export const serve = (app: FastifyInstance, name: string, token?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/v1/attachment/serve/${name}`,
    headers: token ? bearer(token) : {},
  });

/** Signs up a user (sign-up must be open) and answers their token. */
export async function signUp(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/signup',
    payload: { email, password: 'Signed-up-passw0rd' },
  });
  if (response.statusCode !== 200) throw new Error(`signup failed: ${response.body}`);
  return response.json<{ access_token: string }>().access_token;
}
