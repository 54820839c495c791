import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

const PORT = 5174;
const DEFAULT_API_URL = 'http://localhost:8000/api/v1';

/** The origin (scheme, host, port) of a URL, for the Content-Security-Policy allow-list. */
function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * Headers of the production build served by `vite preview`: a strict Content-Security-Policy (no
 * inline script; inline styles only because Emotion injects its style tags at run time), no MIME
 * sniffing, no full referrer sent to other sites, and no framing.
 */
function securityHeaders(apiUrl: string): Record<string, string> {
  const api = originOf(apiUrl);
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${api}`,
    "font-src 'self' data:",
    `connect-src 'self' ${api}`,
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

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  return {
    plugins: [react()],
    server: { port: PORT, strictPort: true },
    preview: {
      port: PORT,
      strictPort: true,
      headers: securityHeaders(env.VITE_API_URL || DEFAULT_API_URL),
    },
    build: {
      sourcemap: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                priority: 30,
              },
              {
                name: 'mui',
                test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs)[\\/]/,
                priority: 20,
              },
              { name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 10 },
            ],
          },
        },
      },
    },
  };
});
