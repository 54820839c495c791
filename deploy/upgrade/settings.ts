import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * What `cabinet upgrade` needs to know of the server, from environment variables, read first from
 * /etc/cabinet-deploy/upgrade.env (deploy/upgrade.env.example; CABINET_UPGRADE_ENV names another
 * file): not in /etc/cabinet, which the deploy account may not read (the servers' secrets).
 * A variable set in the environment wins over the file. Each command is a shell command line.
 */
export interface Settings {
  /** Holds `releases/<version>` and the `current` link (CABINET_HOME). */
  home: string;
  /** The git repository (URL or path) whose tags `v<version>` are the releases. */
  repository: string;
  /** Run in a new release's folder: installs and builds it (VITE_* addresses from the environment). */
  build: string;
  /**
   * Runs Node as the API does: its account and its environment files. The API's commands (backup,
   * migrations, restore) are run with it, followed by the script and its arguments.
   */
  apiNode: string;
  /** Stops the API (the site servers keep serving meanwhile). */
  stop: string;
  /** Restarts every unit, each from the release `current` points at. */
  restart: string;
  /** Answer 200 once Cabinet serves: the API's readiness (database included) and each site. */
  readyUrls: string[];
  readySeconds: number;
  /** Release folders kept, the current one included: the others are the roll-back targets. */
  keepReleases: number;
}

export class SettingsError extends Error {}

const DEFAULTS = {
  CABINET_HOME: '/opt/cabinet',
  CABINET_BUILD: 'pnpm install --frozen-lockfile && pnpm build',
  CABINET_API_NODE:
    'sudo -n -u cabinet /usr/local/bin/node --env-file=/etc/cabinet/cabinet.env --env-file=/etc/cabinet/backup.env',
  CABINET_STOP: 'sudo -n systemctl stop cabinet-api.service',
  CABINET_RESTART: 'sudo -n systemctl restart cabinet.target',
  CABINET_READY_URLS:
    'http://127.0.0.1:8000/api/v1/util/ready http://127.0.0.1:5173/healthz http://127.0.0.1:5174/healthz',
  CABINET_READY_SECONDS: '120',
  CABINET_KEEP_RELEASES: '3',
};

function wholeNumber(name: string, text: string): number {
  if (!/^\d+$/.test(text) || Number(text) < 1)
    throw new SettingsError(`${name}: a whole number of at least 1 (got "${text}")`);
  return Number(text);
}

export function loadSettings(): Settings {
  const env = process.env;
  const file = env.CABINET_UPGRADE_ENV ?? '/etc/cabinet-deploy/upgrade.env';
  if (existsSync(file)) process.loadEnvFile(file);
  else if (env.CABINET_UPGRADE_ENV) throw new SettingsError(`CABINET_UPGRADE_ENV: no file ${file}`);
  const read = (name: keyof typeof DEFAULTS) => env[name]?.trim() || DEFAULTS[name];
  const repository = env.CABINET_REPOSITORY?.trim();
  if (!repository)
    throw new SettingsError(
      `CABINET_REPOSITORY: required (the git repository of the releases, in ${file})`,
    );
  return {
    home: resolve(read('CABINET_HOME')),
    repository,
    build: read('CABINET_BUILD'),
    apiNode: read('CABINET_API_NODE'),
    stop: read('CABINET_STOP'),
    restart: read('CABINET_RESTART'),
    readyUrls: read('CABINET_READY_URLS').split(/\s+/),
    readySeconds: wholeNumber('CABINET_READY_SECONDS', read('CABINET_READY_SECONDS')),
    keepReleases: wholeNumber('CABINET_KEEP_RELEASES', read('CABINET_KEEP_RELEASES')),
  };
}
