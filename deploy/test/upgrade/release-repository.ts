import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../processes.ts';

/** A migration a release adds to the API's own (drizzle's journal entry and SQL file). */
export interface Migration {
  tag: string;
  sql: string;
}

export interface Release {
  version: string;
  migrations?: Migration[];
}

const api = join(repoRoot, 'apps', 'api');
const SCRIPTS = ['server.js', 'backup.js', 'migrate.js'];

/** The built API (apps/api/dist), built now if missing: the e2e tasks build it beforehand. */
function ensureBuiltApi(): void {
  if (SCRIPTS.every((script) => existsSync(join(api, 'dist', script)))) return;
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: api, stdio: 'inherit' });
}

/** A release's tree: the built API, its migrations and the release's own, and its version. */
function writeTree(dir: string, release: Release): void {
  for (const entry of ['package.json', 'apps'])
    rmSync(join(dir, entry), { recursive: true, force: true });
  const target = join(dir, 'apps', 'api');
  mkdirSync(join(target, 'dist'), { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'cabinet', version: release.version, private: true })}\n`,
  );
  cpSync(join(api, 'package.json'), join(target, 'package.json'));
  for (const script of SCRIPTS) cpSync(join(api, 'dist', script), join(target, 'dist', script));
  cpSync(join(api, 'drizzle'), join(target, 'drizzle'), { recursive: true });
  const journalPath = join(target, 'drizzle', 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; when: number; tag: string }[];
  };
  for (const migration of release.migrations ?? []) {
    const last = journal.entries.at(-1)!;
    journal.entries.push({
      ...last,
      idx: last.idx + 1,
      when: last.when + 1000,
      tag: migration.tag,
    });
    writeFileSync(join(target, 'drizzle', `${migration.tag}.sql`), migration.sql);
  }
  writeFileSync(journalPath, JSON.stringify(journal, null, 2));
}

/**
 * A git repository whose tags `v<version>` are releases of Cabinet as `cabinet upgrade` gets them,
 * made from the API built once (apps/api/dist) instead of building the product per release: each
 * release's tree holds the built API, the migrations it brings and its version. No site: the test
 * upgrades what the API serves.
 */
export function makeReleaseRepository(dir: string, releases: Release[]): void {
  ensureBuiltApi();
  mkdirSync(dir, { recursive: true });
  const git = (...args: string[]) =>
    execFileSync(
      'git',
      ['-c', 'user.name=Cabinet', '-c', 'user.email=it@cabinet.example', ...args],
      {
        cwd: dir,
        stdio: 'pipe',
      },
    );
  git('init', '--quiet', '--initial-branch=main');
  for (const release of releases) {
    writeTree(dir, release);
    git('add', '--all');
    git('commit', '--quiet', '--message', `Release ${release.version}`);
    git('tag', `v${release.version}`);
  }
}

/** The first release installed by hand, as the guide says: cloned, built, `current` made. */
export function installFirstRelease(
  repository: string,
  home: string,
  release: string,
  build: string,
) {
  const folder = join(home, 'releases', release);
  const clone = ['clone', '--quiet', '--depth', '1', '--branch', `v${release}`];
  execFileSync('git', ['-c', 'advice.detachedHead=false', ...clone, repository, folder], {
    stdio: 'pipe',
  });
  execFileSync('/bin/sh', ['-c', build], { cwd: folder });
  execFileSync('ln', ['-s', join('releases', release), join(home, 'current')]);
}
