import type { FastifyInstance } from 'fastify';
import { bearer } from '../helpers/auth.ts';
import { PNG, serve, uploadFiles } from '../helpers/files.ts';
import type { Target } from './matrix-targets.ts';

export const ACTIONS = [
  'search',
  'get',
  'create',
  'update',
  'delete',
  'bulk_delete',
  'delete_check',
  'export',
  'import',
  'upload',
  'serve',
] as const;
export type MatrixAction = (typeof ACTIONS)[number];

let serial = 0;

/** A body each model accepts, so a refusal can only come from permissions. */
const createBodies: Record<string, () => object> = {
  role: () => ({ name: `Created role ${(serial += 1)}`, permissions: '[]' }),
  user: () => ({ username: `created${(serial += 1)}`, email: `created${serial}@example.ch` }),
  notification: () => ({ title: 'Created' }),
  xray: () => ({ origin: 'https://matrix.example' }),
  xray_event: () => ({ tracking_session_id: 2_147_483_647, type: 'page_view' }),
  practitioner: () => ({ display_name: `Created practitioner ${(serial += 1)}` }),
};
const updateBodies: Record<string, object> = {
  role: { description: 'Changed' },
  site_content: { content: {} },
  user: { phone: '+41 32 000 00 00' },
  notification: { read: true },
  contact_request: { status: 'in_progress' },
  practitioner: { position: 5 },
};
/** One CSV column each model can update harmlessly. */
const importColumns: Record<string, [string, string]> = {
  role: ['description', 'Imported'],
  site_content: ['string_id', ''],
  user: ['phone', '+41 32 111 11 11'],
  notification: ['read', 'true'],
  contact_request: ['status', 'closed'],
  practitioner: ['position', '3'],
};

/** Sends one action of the matrix on one model's target; answers the status code. */
export async function send(
  app: FastifyInstance,
  model: string,
  action: MatrixAction,
  target: Target,
  token: string | undefined,
): Promise<number> {
  const headers = token ? bearer(token) : {};
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
  switch (action) {
    case 'search':
      return (await call('POST', `/${model}/search`, {})).statusCode;
    case 'get':
      return (await call('GET', `/${model}/${target.id}`)).statusCode;
    case 'create':
      return (await call('POST', `/${model}`, createBodies[model]?.() ?? {})).statusCode;
    case 'update':
      return (await call('PUT', `/${model}/${target.id}`, updateBodies[model] ?? {})).statusCode;
    case 'delete':
      return (await call('DELETE', `/${model}/${target.id}?force=true`)).statusCode;
    case 'bulk_delete':
      return (
        await call('POST', `/${model}/bulk_delete?force=true`, {
          OR: [{ field: 'id', operator: '=', value: target.id }],
        })
      ).statusCode;
    case 'delete_check':
      return (await call('GET', `/util/delete_check/${model}/${target.id}`)).statusCode;
    case 'export':
      return (await call('POST', `/${model}/export`, {})).statusCode;
    case 'import': {
      const [column, value] = importColumns[model] ?? ['name', 'x'];
      const form = new FormData();
      form.append(
        'file',
        new Blob([`id,${column}\r\n${target.id},${value}\r\n`], { type: 'text/csv' }),
        `${model}.csv`,
      );
      return (
        await app.inject({
          method: 'POST',
          url: `/api/v1/${model}/import`,
          headers,
          payload: form,
        })
      ).statusCode;
    }
    case 'upload':
      return (await uploadFiles(app, [{ name: 'mine.png', content: PNG }], { token })).statusCode;
    case 'serve':
      return (await serve(app, target.storedName!, token)).statusCode;
  }
}
