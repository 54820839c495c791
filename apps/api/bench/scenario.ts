export interface BenchRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface BenchContext {
  /** `http://127.0.0.1:PORT` of the server under test. */
  origin: string;
}

/** One measured workload; `setup` prepares data (and may return a token) before timing starts. */
export interface Scenario {
  name: string;
  connections?: number;
  setup?: (context: BenchContext) => Promise<void>;
  request: (context: BenchContext) => BenchRequest;
}
