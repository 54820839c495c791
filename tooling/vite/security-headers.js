/** The origin (scheme, host, port) of a URL, for the Content-Security-Policy allow-list. */
function originOf(url) {
  return new URL(url).origin;
}

/**
 * Headers of a production build served by `vite preview`: a strict Content-Security-Policy (no
 * inline script; inline styles only because Emotion injects its style tags at run time), no MIME
 * sniffing, no full referrer sent to other sites, no framing, and no window shared with pages of
 * other origins (Cross-Origin-Opener-Policy). Images may come from the API;
 * the page may call the API and any other URL in `connectUrls`, and embed only the origins of
 * `frameUrls` (none by default: `frame-src` falls back to 'self'). Web workers come from the
 * page's own origin only (`worker-src` falls back to `script-src 'self'`; no blob: workers).
 *
 * @param {{ apiUrl: string, connectUrls?: string[], frameUrls?: string[] }} options
 * @returns {Record<string, string>}
 */
export function securityHeaders({ apiUrl, connectUrls = [], frameUrls = [] }) {
  const api = originOf(apiUrl);
  const connect = [...new Set(["'self'", api, ...connectUrls.map(originOf)])].join(' ');
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${api}`,
    "font-src 'self' data:",
    `connect-src ${connect}`,
    ...(frameUrls.length > 0
      ? [`frame-src ${[...new Set(frameUrls.map(originOf))].join(' ')}`]
      : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    // A page opened from ours (or opening ours) gets no handle on our window.
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** One year, subdomains included: browsers then refuse plain HTTP to the site. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Whether a request reached the site over HTTPS: on a TLS socket, or through a proxy that says so
 * (a browser ignores Strict-Transport-Security received over plain HTTP, so a false claim is harmless).
 *
 * @param {{ socket: { encrypted?: boolean }, headers: Record<string, string | string[] | undefined> }} request
 */
export function servedOverHttps(request) {
  return request.socket.encrypted === true || request.headers['x-forwarded-proto'] === 'https';
}

/**
 * A Vite plugin that adds Strict-Transport-Security to what `vite preview` serves over HTTPS.
 *
 * @returns {import('vite').Plugin}
 */
export function strictTransportSecurity() {
  return {
    name: 'cabinet-strict-transport-security',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        if (servedOverHttps(request))
          response.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
        next();
      });
    },
  };
}
