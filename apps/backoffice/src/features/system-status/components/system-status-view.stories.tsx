import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { apiUrl } from '../../../testing/handlers';
import { backofficeProviders } from '../../../testing/story-providers';
import { healthyStatus, systemStatusApi } from '../../../testing/system-status-handlers';
import { SystemStatusView } from './system-status-view';

const meta = {
  title: 'System status/Status screen',
  component: SystemStatusView,
  decorators: [backofficeProviders],
} satisfies Meta<typeof SystemStatusView>;

export default meta;
type Story = StoryObj<typeof meta>;

const healthy = healthyStatus();
const backup = healthy.backup;
const success = backup.last_success!;
const withStatus = (status = healthy) => ({ msw: { handlers: systemStatusApi(status).handlers } });

/** Last night's backup copied to the backup host, mails going out, room on the disk. */
export const Healthy: Story = { parameters: withStatus() };

/** A new server whose backup timer was never set up: said plainly, in red. */
export const NeverBackedUp: Story = {
  parameters: withStatus(
    healthyStatus({
      backup: { ...backup, state: 'never', last_success: null, last_failure: null },
    }),
  ),
};

/** The last good backup is two days old: a warning that a night was missed. */
export const Stale: Story = {
  parameters: withStatus(
    healthyStatus({
      backup: {
        ...backup,
        state: 'stale',
        last_success: { ...success, at: '2026-11-30T02:31:12.000Z' },
      },
    }),
  ),
};

/** Last night's attempt failed: the reason the backup command gave. */
export const BackupFailed: Story = {
  parameters: withStatus(
    healthyStatus({
      backup: {
        ...backup,
        state: 'failed',
        last_success: { ...success, at: '2026-12-01T02:30:40.000Z' },
        last_failure: {
          at: '2026-12-02T02:30:05.000Z',
          reason: 'cannot open the database: the database refused it (DatabaseError 53100)',
        },
      },
    }),
  ),
};

/** The backup was written, its copy to the backup host failed. */
export const CopyFailed: Story = {
  parameters: withStatus(
    healthyStatus({
      backup: {
        ...backup,
        state: 'copy_failed',
        last_success: {
          ...success,
          copies: [
            {
              target: 'cabinet@vault.example.net:backups',
              ok: false,
              at: '2026-12-02T02:31:40.000Z',
              reason: "the backup host's key is not the one pinned in BACKUP_SSH_KNOWN_HOSTS",
            },
          ],
        },
      },
    }),
  ),
};

/** Backed up, but only on this server: no second copy is configured. */
export const LocalOnly: Story = {
  parameters: withStatus(
    healthyStatus({ backup: { ...backup, last_success: { ...success, copies: [] } } }),
  ),
};

/** Mails failing, housekeeping late and the disk nearly full, a long file name: every warning. */
export const Warnings: Story = {
  parameters: withStatus(
    healthyStatus({
      mail: {
        state: 'failing',
        delayed_after_minutes: 30,
        queued: 14,
        failed: 3,
        oldest_queued_at: '2026-12-01T17:12:00.000Z',
      },
      disk: { state: 'low', low_below_percent: 20, free_bytes: 4.1e9, total_bytes: 63.2e9 },
      services: {
        api: 'ok',
        database: 'ok',
        housekeeping: {
          state: 'failed',
          late_after_hours: 3,
          last_run_at: '2026-12-02T08:42:00.000Z',
        },
      },
    }),
  ),
};

/** While the first answer is awaited. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(apiUrl('/util/status'), () => delay('infinite'))] } },
};
