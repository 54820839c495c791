export interface SecurityHeadersOptions {
  /** The API base URL; its origin may serve images and be called. */
  apiUrl: string;
  /** Other URLs the page calls (their origins join `connect-src`). */
  connectUrls?: string[];
  /** Pages the site may embed in a frame, loaded only on the visitor's request (their origins join `frame-src`). */
  frameUrls?: string[];
}

export declare function securityHeaders(options: SecurityHeadersOptions): Record<string, string>;

export declare const STRICT_TRANSPORT_SECURITY: string;

export declare function servedOverHttps(request: {
  socket: { encrypted?: boolean };
  headers: Record<string, string | string[] | undefined>;
}): boolean;

export declare function strictTransportSecurity(): import('vite').Plugin;
