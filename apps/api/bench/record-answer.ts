import { request as httpRequest } from 'node:http';
import type { RecordedAnswer } from './bare-server.ts';
import type { BenchRequest } from './scenario.ts';

/** Headers that belong to one connection or moment, which the bare server's own `node:http` adds. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The API's answer to `request` as it travels: its headers and its body still encoded (brotli). */
export function recordAnswer(origin: string, request: BenchRequest): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      `${origin}${request.path}`,
      { method: request.method, headers: request.headers ?? {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) {
            reject(new Error(`${request.path} answered ${response.statusCode}`));
            return;
          }
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers))
            if (typeof value === 'string' && !PER_CONNECTION.has(name)) headers[name] = value;
          resolve({ headers, body: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(request.body);
  });
}
