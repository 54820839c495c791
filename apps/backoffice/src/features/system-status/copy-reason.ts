import type { TFunction } from 'i18next';

/**
 * Why a backup's second copy failed, as the backup command says it in a few fixed English words
 * (the API's `apps/api/src/backup/sftp.ts`), each with its text in the reader's language. Any other
 * line (a setting named wrong, say) is shown as it came: it names what to fix.
 */
const REASON_KEYS: Record<string, string> = {
  "the backup host's key is not the one pinned in BACKUP_SSH_KNOWN_HOSTS":
    'systemStatus.copyReason.hostKey',
  'the backup host refused the key (BACKUP_SSH_KEY)': 'systemStatus.copyReason.keyRefused',
  'the backup host name does not resolve': 'systemStatus.copyReason.unresolved',
  'the backup host cannot be reached': 'systemStatus.copyReason.unreachable',
  'the folder on the backup host does not exist': 'systemStatus.copyReason.noFolder',
  'the folder on the backup host is not writable by this account':
    'systemStatus.copyReason.notWritable',
  'the backup host refused the write (is its disk full?)': 'systemStatus.copyReason.refused',
  'sftp did not finish in time': 'systemStatus.copyReason.timeout',
};

export function copyReasonText(reason: string, t: TFunction): string {
  const key = REASON_KEYS[reason];
  return key ? t(key) : reason;
}
