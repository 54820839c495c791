export interface BenchRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface BenchContext {
  /** `http://127.0.0.1:PORT` of the server under test. */
  origin: string;
  /** The server's super admin, for scenarios that sign in. */
  admin: { username: string; password: string };
}

/** Load that runs beside the measured requests and is stopped when they end. */
export interface BackgroundLoad {
  stop: () => Promise<{ requests: number; errors: number }>;
}

/** One measured workload; `setup` prepares data (and may return a token) before timing starts. */
export interface Scenario {
  name: string;
  connections?: number;
  /** Prepares data before timing starts and may hand values (a token) to `request`. */
  setup?: (context: BenchContext) => Promise<Record<string, string>>;
  request: (context: BenchContext, prepared: Record<string, string>) => BenchRequest;
  background?: (context: BenchContext) => BackgroundLoad;
}
