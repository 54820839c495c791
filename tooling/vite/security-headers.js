/** The origin (scheme, host, port) of a URL, for the Content-Security-Policy allow-list. */
function originOf(url) {
  return new URL(url).origin;
}

/**
 * Headers of a production build served by `vite preview`: a strict Content-Security-Policy (no
 * inline script; inline styles only because Emotion injects its style tags at run time), no MIME
 * sniffing, no full referrer sent to other sites, and no framing. Images may come from the API;
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
  };
}
