/** The API's explanation of a refused request, when it gives one. */
export async function failureDetail(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { detail?: unknown };
    return typeof body.detail === 'string' ? body.detail : undefined;
  } catch {
    return undefined;
  }
}

export class RequestFailedError extends Error {
  constructor(readonly detail: string | undefined) {
    super(detail ?? 'The request failed.');
  }
}
