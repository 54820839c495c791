#!/usr/bin/env node
/**
 * `cabinet upgrade <version>`: the practice's server moves to another release of Cabinet, and back
 * to the one it ran if anything fails (docs/deploy.md, "Releases and upgrades"). Run by the deploy
 * account from the current release: `pnpm cabinet upgrade 1.2.0` in /opt/cabinet/current. Plain
 * Node (its TypeScript is run as it is), with nothing to install: it upgrades what it runs from.
 */
import { lockUpgrades } from './upgrade-lock.ts';
import { loadSettings, SettingsError } from './settings.ts';
import { upgrade, UpgradeFailed, UpgradeRefused } from './upgrade.ts';
import { isVersion } from './version.ts';

const say = (line: string) => process.stdout.write(`\n\x1b[1m▸ ${line}\x1b[0m\n`);

function fail(lines: string, code = 1): never {
  process.stderr.write(`\n✖ ${lines.split('\n').join('\n  ')}\n`);
  process.exit(code);
}

const [command, version, ...extra] = process.argv.slice(2);
if (command !== 'upgrade' || !version || extra.length > 0)
  fail('usage: cabinet upgrade <version>   (e.g. cabinet upgrade 1.2.0)', 2);
if (!isVersion(version))
  fail(`"${version}" is not a version: MAJOR.MINOR.PATCH, as in the tag v1.2.0`, 2);

try {
  const settings = loadSettings();
  const unlock = lockUpgrades(settings.home);
  try {
    const outcome = await upgrade(settings, version, say);
    process.stdout.write(`\n✔ ${outcome.join('\n  ')}\n`);
  } finally {
    unlock();
  }
} catch (error) {
  if (error instanceof UpgradeFailed) fail(error.message);
  if (error instanceof UpgradeRefused || error instanceof SettingsError)
    fail(`Upgrade to ${version} refused: ${error.message}. Nothing changed.`);
  fail(`Upgrade to ${version} stopped: ${error instanceof Error ? error.message : String(error)}`);
}
