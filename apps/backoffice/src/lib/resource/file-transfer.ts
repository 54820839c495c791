import {
  ApiError,
  apiErrorFromResponse,
  NETWORK_ERROR_STATUS,
} from '@cabinet/api-client/api-error';
import { createUnauthorizedHandler } from '@cabinet/auth/session-flows';
import { env } from '../../config/env';
import { apiClient } from '../api';
import { freshToken } from '../api';
import { sessionStore } from '../session';
import type { paths } from '@cabinet/api-client/schema';
import type { ModelName, SearchBody } from './model-paths';

/** Saves a blob as a download named `fileName` (what the browser's "Save link as" would do). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

type ExportOperation = paths['/user/export']['post'];
/** The CSV dialects of exports: `standard` (commas) or `excel-ch` (semicolons and a BOM, for Excel). */
export type CsvDialect = NonNullable<
  NonNullable<ExportOperation['parameters']['query']>['dialect']
>;
/** What to export: the list's search (All results) or exactly some records (`ids`, Selected rows). */
export type ExportSelection = SearchBody & { ids?: number[] };

/**
 * Exports records as `{model}.csv` in a dialect. The API streams every matching row (no cap), so
 * "All results" is the whole filtered list, not the page on screen; selected rows travel as ids.
 */
export async function exportRecords(
  model: ModelName,
  selection: ExportSelection,
  options: { dialect: CsvDialect; archived?: boolean },
): Promise<void> {
  const { data } = await apiClient.POST(`/${model}/export` as '/user/export', {
    params: {
      query: { dialect: options.dialect, ...(options.archived ? { archived: true } : {}) },
    },
    body: selection,
    parseAs: 'blob',
  });
  saveBlob(data as unknown as Blob, `${model}.csv`);
}

/** What an import did, or with a dry run what it would do and every problem found. */
export type ImportResult =
  paths['/user/import']['post']['responses'][200]['content']['application/json'];
/** One problem of a dry run: its line, its column if known, and the message. */
export type ImportProblem = NonNullable<ImportResult['errors']>[number];

export interface UploadOptions {
  url: string;
  token: string | null | undefined;
  file: File;
  /** The multipart field holding the file. */
  field?: string;
  /** 0–1 as the file goes up. */
  onProgress?: (fraction: number) => void;
  /** Called on a 401 answer (the session is over), before the call fails. */
  onUnauthorized?: () => void;
}

/**
 * Sends a file as `multipart/form-data` (field `file`) with XMLHttpRequest, the one browser API that
 * reports upload progress. Fails with an ApiError carrying the server's `detail`, like every call.
 */
export function uploadFile<T>({
  url,
  token,
  file,
  field = 'file',
  onProgress,
  onUnauthorized,
}: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(NETWORK_ERROR_STATUS, 'Network error'));
    request.onload = () => {
      const response = new Response(request.responseText, {
        status: request.status,
        statusText: request.statusText,
      });
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve(response.json() as Promise<T>);
        return;
      }
      if (request.status === 401) onUnauthorized?.();
      void apiErrorFromResponse(response).then(reject);
    };
    const form = new FormData();
    form.append(field, file);
    request.send(form);
  });
}

/** Whether a chosen file is a CSV (the only format imports take). */
export function isCsvFile(file: File): boolean {
  return file.name.toLowerCase().endsWith('.csv');
}

/**
 * Sends a file to `path` of the API as the signed-in user, with a token renewed first when about
 * to lapse (an upload may outlast it); a 401 ends the session (spec).
 */
export async function uploadToApi<T>(
  path: string,
  file: File,
  options: { field?: string; onProgress?: (fraction: number) => void } = {},
): Promise<T> {
  return uploadFile<T>({
    url: `${env.apiUrl.replace(/\/+$/, '')}${path}`,
    token: await freshToken(),
    file,
    ...options,
    onUnauthorized: createUnauthorizedHandler({
      clear: () => sessionStore.clear(),
      currentLocation: () => `${window.location.pathname}${window.location.search}`,
      redirect: (href) => window.location.assign(href),
    }),
  });
}

/** How far the server has got with an import after its upload: phase, rows done, rows in all. */
export type ImportProcessing =
  paths['/util/import_progress/{id}']['get']['responses'][200]['content']['application/json'];

/** How often a running import is asked how far it has got. */
const PROGRESS_POLL_MS = 500;

/** A fresh id for one import's progress (a UUID where the browser makes them). */
function newProgressId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * Asks the API how far import `progressId` has got every half second, telling `onState` each
 * answer, until the returned function is called. A failed ask (another API process runs the
 * import, say) is skipped: the dialog keeps its last state.
 */
export function followImportProgress(
  progressId: string,
  onState: (state: ImportProcessing) => void,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ask = async () => {
    const state = await apiClient
      .GET('/util/import_progress/{id}', { params: { path: { id: progressId } } })
      .then(({ data }) => data)
      .catch(() => undefined);
    if (stopped) return;
    if (state) onState(state);
    timer = setTimeout(() => void ask(), PROGRESS_POLL_MS);
  };
  timer = setTimeout(() => void ask(), PROGRESS_POLL_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/**
 * Imports a CSV of records (`POST /{model}/import`), reporting the upload's progress and the
 * server's (`onProcessing`). With `dryRun` the server keeps nothing and answers what the import
 * would do and every problem.
 */
export async function importRecords(
  model: ModelName,
  file: File,
  options: {
    dryRun?: boolean;
    onProgress?: (fraction: number) => void;
    onProcessing?: (state: ImportProcessing) => void;
    /** Stops following the server's progress (the dialog is gone); the import itself goes on. */
    signal?: AbortSignal;
  } = {},
): Promise<ImportResult> {
  const progressId = newProgressId();
  const query = new URLSearchParams({ progress_id: progressId });
  if (options.dryRun) query.set('dry_run', 'true');
  // Followed from the start: the server reads the rows as they arrive, and a small file is done
  // before the first ask.
  const stopFollowing =
    options.onProcessing && !options.signal?.aborted
      ? followImportProgress(progressId, options.onProcessing)
      : () => undefined;
  options.signal?.addEventListener('abort', stopFollowing, { once: true });
  try {
    return await uploadToApi<ImportResult>(`/${model}/import?${query.toString()}`, file, {
      onProgress: options.onProgress,
    });
  } finally {
    stopFollowing();
  }
}
