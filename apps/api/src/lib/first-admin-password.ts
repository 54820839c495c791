import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the generated password of the first super admin waits for its owner, in DATA_DIR. */
export const FIRST_ADMIN_PASSWORD_FILE = 'first-admin-password';

/**
 * Keeps the generated password of the first super admin in a file only this service's account may
 * read (0600), and answers the line to print. The password itself is never printed: a service's
 * output goes to the system journal, which other administrators read and which is kept for weeks.
 */
export function keepFirstAdminPassword(dataDir: string, username: string, password: string) {
  const file = join(dataDir, FIRST_ADMIN_PASSWORD_FILE);
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return (
    `First super admin created: ${username}. Its generated password is in ${file}, readable by ` +
    'this account only: sign in, change the password, then delete the file.'
  );
}
