import type { components } from '@cabinet/api-client/schema';
import { http, HttpResponse } from 'msw';
import { apiUrl } from './handlers';

type SystemStatus = components['schemas']['SystemStatus'];

/** The moment every status below was checked. */
export const CHECKED_AT = '2026-12-02T09:00:00.000Z';

/**
 * A server in good health: last night's backup copied to the backup host, the mails going out,
 * plenty of disk, housekeeping run this hour. Each story or test changes what it is about.
 */
export function healthyStatus(overrides: Partial<SystemStatus> = {}): SystemStatus {
  return {
    checked_at: CHECKED_AT,
    backup: {
      state: 'ok',
      stale_after_hours: 26,
      last_success: {
        at: '2026-12-02T02:31:12.000Z',
        file: 'cabinet-2026-12-02T02-31-12-000Z.backup',
        size_bytes: 48_213_504,
        copies: [
          { target: 'cabinet@vault.example.net:backups', ok: true, at: '2026-12-02T02:31:20.000Z' },
        ],
      },
      last_failure: null,
    },
    mail: { state: 'ok', delayed_after_minutes: 30, queued: 0, failed: 0, oldest_queued_at: null },
    disk: {
      state: 'ok',
      low_below_percent: 20,
      free_bytes: 41_900_000_000,
      total_bytes: 63_200_000_000,
    },
    services: {
      api: 'ok',
      database: 'ok',
      housekeeping: { state: 'ok', late_after_hours: 3, last_run_at: '2026-12-02T08:42:00.000Z' },
    },
    ...overrides,
  };
}

/** `GET /util/status` answering `status`, or failing with `failure`'s status and detail. */
export function systemStatusApi(
  status: SystemStatus = healthyStatus(),
  failure?: { status: number; detail: string },
) {
  let calls = 0;
  const handlers = [
    http.get(apiUrl('/util/status'), () => {
      calls += 1;
      return failure
        ? HttpResponse.json({ detail: failure.detail }, { status: failure.status })
        : HttpResponse.json(status);
    }),
  ];
  return { handlers, calls: () => calls };
}
