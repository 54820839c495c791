/**
 * The translation loader rules, so a busy or briefly failing API does not leave a page
 * untranslated: at most 10 reads in flight (the rest wait in a queue), server errors (5xx) and
 * network failures retried up to 5 times with a delay of 350 ms that doubles each time (350, 700,
 * 1400, 2800, 5600), client errors (4xx) never retried.
 */
export interface RetryingLoaderOptions {
  fetch?: typeof fetch;
  maxParallel?: number;
  retries?: number;
  baseDelayMs?: number;
  /** Waits between attempts; injectable so tests need not wait for real. */
  sleep?: (ms: number) => Promise<void>;
}

/** What a read ends with: the last answer, whether a success, a 4xx, or a 5xx once retries run out. */
export interface LoadedResponse {
  status: number;
  body: string;
}

/** Reads a URL; rejects only with the last network error once every retry has failed. */
export type RetryingLoader = (url: string, init?: RequestInit) => Promise<LoadedResponse>;

export const realSleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

/** The waits before each retry: base, 2·base, 4·base, … (`retries` of them). */
export function retryDelays(retries: number, baseDelayMs: number): number[] {
  return Array.from({ length: retries }, (_, attempt) => baseDelayMs * 2 ** attempt);
}

function createLimiter(maxParallel: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function withSlot<T>(task: () => Promise<T>): Promise<T> {
    if (running >= maxParallel) {
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiting read, or free it.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

// Looked up at call time, so a fetch replaced after start-up (tests, polyfills) is the one used.
const defaultFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

export function createRetryingLoader(options: RetryingLoaderOptions = {}): RetryingLoader {
  const {
    fetch: fetchFn = defaultFetch,
    maxParallel = 10,
    retries = 5,
    baseDelayMs = 350,
    sleep = realSleep,
  } = options;
  const withSlot = createLimiter(maxParallel);
  const delays = retryDelays(retries, baseDelayMs);

  // One attempt holds a slot; the wait before a retry does not, so it never blocks other reads.
  const attempt = (url: string, init?: RequestInit) =>
    withSlot(async (): Promise<LoadedResponse> => {
      const response = await fetchFn(url, init);
      return { status: response.status, body: await response.text() };
    });

  return async (url, init) => {
    for (let tried = 0; ; tried += 1) {
      const delay = delays[tried];
      try {
        const result = await attempt(url, init);
        if (result.status < 500 || delay === undefined) return result;
      } catch (error) {
        if (delay === undefined) throw error;
      }
      await sleep(delay);
    }
  };
}
