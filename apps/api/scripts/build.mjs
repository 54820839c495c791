// Bundles the API into dist/server.js and its commands (backup, migrations, the uploads' move) beside
// it: workspace packages (TypeScript source) are bundled in,
// third-party dependencies stay external and load from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@cabinet/'));

// dist/server.js; dist/backup.js for `pnpm backup` and `pnpm restore`; dist/migrate.js for
// `pnpm migrate` (run by `cabinet upgrade` before it switches to a new release);
// dist/uploads-to-database.js for `pnpm uploads:to-database`.
await build({
  entryPoints: {
    server: 'src/server.ts',
    backup: 'src/backup/cli.ts',
    migrate: 'src/db/migrate-cli.ts',
    'uploads-to-database': 'src/files/move-cli.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
