/** A failed API call: the HTTP status and the server's `detail`, ready to show to a person. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly detail: string,
    /** The whole error body, e.g. the 422 list, for forms that place messages by field. */
    readonly body?: unknown,
  ) {
    super(detail);
  }
}

/** Status 0 stands for "no answer": the network failed or the server is down. */
export const NETWORK_ERROR_STATUS = 0;

/**
 * The message of an error body: `detail` when it is a string, the first `msg` when it is a
 * list of validation errors, otherwise the fallback.
 */
export function detailOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'detail' in body) {
    const { detail } = body;
    if (typeof detail === 'string' && detail.length > 0) return detail;
    if (Array.isArray(detail)) {
      const first: unknown = detail[0];
      if (first && typeof first === 'object' && 'msg' in first) {
        const { msg } = first;
        if (typeof msg === 'string') return msg;
      }
    }
  }
  return fallback;
}

/** Reads a failed response into an ApiError, whatever its body holds. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (a proxy's HTML page, say): the status text explains it.
  }
  const fallback = response.statusText || `Request failed with status ${response.status}`;
  return new ApiError(response.status, detailOf(body, fallback), body);
}
