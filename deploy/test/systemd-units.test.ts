import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './processes.ts';

/**
 * The systemd units are sandboxed: `systemd-analyze security` (offline: it reads the unit files,
 * not a running system) scores each at most 3.0, and the two internet-facing site servers run as
 * accounts of their own that cannot reach the API's secrets, data or backups. Every unit passes
 * `systemd-analyze verify`, and each failure of a Cabinet service mails the administrators.
 */
const unitsDir = join(repoRoot, 'deploy', 'systemd');
const SERVICES = [
  'cabinet-api.service',
  'cabinet-public-site.service',
  'cabinet-backoffice.service',
  'cabinet-backup.service',
  'cabinet-alert@.service',
];
/** The units whose failure the administrators are told of by mail. */
const WATCHED = [
  'cabinet-api.service',
  'cabinet-public-site.service',
  'cabinet-backoffice.service',
  'cabinet-backup.service',
];
/** The long-running ones, which systemd restarts after a crash. */
const RESTARTED = WATCHED.filter((unit) => unit !== 'cabinet-backup.service');
const SITES = ['cabinet-public-site.service', 'cabinet-backoffice.service'];
const SERVERS = ['cabinet-api.service', ...SITES];

/** The unit's `Key=value` settings, each key with every value it is given. */
function settingsOf(unit: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  for (const line of readFileSync(join(unitsDir, unit), 'utf8').split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (match) settings.set(match[1]!, [...(settings.get(match[1]!) ?? []), match[2]!]);
  }
  return settings;
}

describe('the systemd units', () => {
  it.each(SERVICES)('%s scores at most 3.0 in systemd-analyze security', (unit) => {
    const report = execFileSync(
      'systemd-analyze',
      ['security', '--offline=true', '--no-pager', join(unitsDir, unit)],
      { encoding: 'utf8' },
    );
    const score = /Overall exposure level for \S+: (\d+\.\d+)/.exec(report);
    expect(score, report).not.toBeNull();
    expect(Number(score![1])).toBeLessThanOrEqual(3.0);
  });

  it.each(SITES)(
    '%s runs as an account of its own, shut out of the secrets, data and backups',
    (unit) => {
      const settings = settingsOf(unit);
      expect(settings.get('DynamicUser')).toEqual(['yes']);
      expect(settings.has('User')).toBe(false);
      expect(settings.has('EnvironmentFile')).toBe(false);
      const shut = (settings.get('InaccessiblePaths') ?? []).join(' ').split(/\s+/);
      for (const path of ['/etc/cabinet', '/var/lib/cabinet', '/var/backups/cabinet'])
        expect(shut.map((entry) => entry.replace(/^-/, ''))).toContain(path);
      // It answers Caddy and asks the API, both on this machine, and reaches nothing else.
      expect(settings.get('IPAddressDeny')).toEqual(['any']);
      expect(settings.get('IPAddressAllow')).toEqual(['localhost']);
    },
  );

  it.each(SERVICES)('%s runs the release /opt/cabinet/current points at', (unit) => {
    // `cabinet upgrade` builds each release in a folder of its own and switches this link.
    expect(settingsOf(unit).get('WorkingDirectory')).toEqual([
      expect.stringMatching(/^\/opt\/cabinet\/current(\/|$)/),
    ]);
  });

  it('restarting cabinet.target restarts the three servers, and starting it starts them', () => {
    const wanted = (settingsOf('cabinet.target').get('Wants') ?? []).join(' ').split(/\s+/);
    expect(wanted.sort()).toEqual([...SERVERS].sort());
    for (const unit of SERVERS)
      expect(settingsOf(unit).get('PartOf'), unit).toEqual(['cabinet.target']);
  });
});

/**
 * A throw-away root for `systemd-analyze verify --root`: systemd's own units (the targets every
 * unit is ordered against), the recipe's units where the deploy guide installs them, and an
 * executable where the units expect Node (verify checks each command exists).
 */
function verifyRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'cabinet-units-'));
  cpSync('/usr/lib/systemd/system', join(root, 'usr/lib/systemd/system'), { recursive: true });
  cpSync(unitsDir, join(root, 'etc/systemd/system'), { recursive: true });
  mkdirSync(join(root, 'usr/local/bin'), { recursive: true });
  writeFileSync(join(root, 'usr/local/bin/node'), '#!/bin/sh\n');
  chmodSync(join(root, 'usr/local/bin/node'), 0o755);
  return root;
}

describe('the units as systemd reads them', () => {
  it('pass systemd-analyze verify without a word, the alert for a failed unit included', () => {
    const units = [
      ...SERVICES.filter((unit) => !unit.endsWith('@.service')),
      // The instance OnFailure= starts for a failed backup.
      'cabinet-alert@cabinet-backup.service',
      'cabinet-backup.timer',
      'cabinet.target',
    ];
    const root = verifyRoot();
    const verified = spawnSync(
      'systemd-analyze',
      ['verify', '--man=no', `--root=${root}`, ...units],
      {
        encoding: 'utf8',
      },
    );
    rmSync(root, { recursive: true, force: true });
    // verify exits 0 on an unknown key or a missing dependency: what it says counts.
    expect(`${verified.stdout}${verified.stderr}`).toBe('');
    expect(verified.status).toBe(0);
  });

  it.each(WATCHED)('%s mails the administrators when it fails', (unit) => {
    expect(settingsOf(unit).get('OnFailure')).toEqual(['cabinet-alert@%N.service']);
  });

  it.each(RESTARTED)(
    '%s is restarted after a crash, and left failed after a crash loop',
    (unit) => {
      const settings = settingsOf(unit);
      expect(settings.get('Restart')).toEqual(['on-failure']);
      // OnFailure= fires only once systemd gives up restarting: that must happen within minutes.
      expect(settings.get('StartLimitIntervalSec')).toEqual(['10min']);
      expect(settings.get('StartLimitBurst')).toEqual(['10']);
    },
  );

  it('sends the alert as the API account, with no alert about the alert', () => {
    const settings = settingsOf('cabinet-alert@.service');
    expect(settings.get('User')).toEqual(['cabinet']);
    expect(settings.get('ExecStart')).toEqual(['/usr/local/bin/node apps/api/dist/alert.js %i']);
    expect(settings.has('OnFailure')).toBe(false);
  });
});
