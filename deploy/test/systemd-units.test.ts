import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './processes.ts';

/**
 * The systemd units are sandboxed: `systemd-analyze security` (offline: it reads the unit files,
 * not a running system) scores each at most 3.0, and the two internet-facing site servers run as
 * accounts of their own that cannot reach the API's secrets, data or backups.
 */
const unitsDir = join(repoRoot, 'deploy', 'systemd');
const SERVICES = [
  'cabinet-api.service',
  'cabinet-public-site.service',
  'cabinet-backoffice.service',
  'cabinet-backup.service',
];
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
