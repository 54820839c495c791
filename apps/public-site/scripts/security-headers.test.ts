import {
  securityHeaders,
  servedOverHttps,
  STRICT_TRANSPORT_SECURITY,
  strictTransportSecurity,
} from '@cabinet/vite-config/security-headers';
import { describe, expect, it, vi } from 'vitest';

/** The headers both sites are served with by `vite preview` (shared tooling, checked here). */
describe('the sites’ security headers', () => {
  it('isolate the window from other origins and keep the strict policy', () => {
    const headers = securityHeaders({ apiUrl: 'https://api.cabinet.example/api/v1' });
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['Content-Security-Policy']).toContain(
      "connect-src 'self' https://api.cabinet.example",
    );
  });

  it('add Strict-Transport-Security to pages served over HTTPS only', () => {
    const served = (request: Parameters<typeof servedOverHttps>[0]) => {
      let middleware: ((req: unknown, res: unknown, next: () => void) => void) | undefined;
      const plugin = strictTransportSecurity();
      const hook = plugin.configurePreviewServer as (server: unknown) => void;
      hook({ middlewares: { use: (fn: typeof middleware) => (middleware = fn) } });
      const setHeader = vi.fn();
      const next = vi.fn();
      middleware!(request, { setHeader }, next);
      expect(next).toHaveBeenCalledOnce();
      return setHeader.mock.calls;
    };
    expect(served({ socket: { encrypted: true }, headers: {} })).toEqual([
      ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ]);
    expect(served({ socket: {}, headers: { 'x-forwarded-proto': 'https' } })).toEqual([
      ['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY],
    ]);
    expect(served({ socket: {}, headers: {} })).toEqual([]);
    expect(servedOverHttps({ socket: {}, headers: { 'x-forwarded-proto': 'http' } })).toBe(false);
  });
});
