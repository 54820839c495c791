/**
 * Where the site's server reads the staff-edited texts: `API_URL` (e.g. the API's address on the
 * machine, `http://127.0.0.1:8000/api/v1`, when the browser's goes through a reverse proxy), else
 * the address the build calls. An Error naming the variable for a value that is no http(s) address.
 */
export function readApiUrl(
  env: Record<string, string | undefined>,
  buildApiUrl: string,
): string | Error {
  const value = env.API_URL?.trim() || buildApiUrl;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return new Error(
      `Invalid configuration: API_URL: expected an http(s) address (got "${value}")`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return new Error(
      `Invalid configuration: API_URL: expected an http(s) address (got "${value}")`,
    );
  return value.replace(/\/+$/, '');
}
