import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const mobileDir = join(import.meta.dirname, '..');
const siteIndex = join(mobileDir, '..', 'public-site', 'dist', 'index.html');
const androidPublic = join(mobileDir, 'android', 'app', 'src', 'main', 'assets', 'public');

describe('scripts/sync.mjs --copy-only', () => {
  it("puts the public site's built index.html into the Android assets", () => {
    rmSync(androidPublic, { recursive: true, force: true });

    execFileSync(process.execPath, [join(mobileDir, 'scripts', 'sync.mjs'), '--copy-only'], {
      cwd: mobileDir,
      stdio: 'pipe',
    });

    const copied = join(androidPublic, 'index.html');
    expect(existsSync(copied)).toBe(true);
    expect(readFileSync(copied, 'utf8')).toBe(readFileSync(siteIndex, 'utf8'));
    // The copy is the production build: its script is a hashed bundle, not the source entry.
    expect(readFileSync(copied, 'utf8')).toMatch(
      /<script type="module"[^>]*src="\/assets\/[^"]+\.js"/,
    );
    expect(readFileSync(copied, 'utf8')).not.toContain('/src/main.tsx');
  });
});
