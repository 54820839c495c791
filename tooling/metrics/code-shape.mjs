#!/usr/bin/env node
// Measures how easy the code is to find one's way in, so a layout change can be judged by figures:
// - per workspace, the median and 90th-percentile length (lines) of hand-written source files;
// - in apps/api, the route handlers longer than 15 lines (a handler should validate, call, return);
// - in apps/api, the imports that cross a resource's boundary: one resource importing another, and
//   shared machinery (engine, permissions, files, mail, auth, db, plugins, lib) importing a resource.
// Usage: node tooling/metrics/code-shape.mjs [--list] (--list names the long handlers and the imports).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const apiDir = join(root, 'apps/api');
// The TypeScript compiler the API already depends on parses the route files.
const ts = createRequire(join(apiDir, 'package.json'))('typescript');
const list = process.argv.includes('--list');

const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  'storybook-static',
  'coverage',
  'generated',
  'android',
  'ios',
  'drizzle',
  'test-results',
  'playwright-report',
]);
const HANDLER_MAX_LINES = 15;

function filesUnder(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(path));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(path);
  }
  return found;
}

const lineCount = (path) => readFileSync(path, 'utf8').replace(/\n$/, '').split('\n').length;

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

function workspaces() {
  const found = [];
  for (const group of ['apps', 'packages', 'tooling']) {
    for (const name of readdirSync(join(root, group))) {
      const dir = join(root, group, name);
      if (statSync(dir).isDirectory()) found.push(`${group}/${name}`);
    }
  }
  return found;
}

function fileLengths() {
  const rows = [];
  for (const workspace of workspaces()) {
    const lengths = filesUnder(join(root, workspace))
      .map(lineCount)
      .sort((a, b) => a - b);
    if (lengths.length === 0) continue;
    rows.push({
      workspace,
      files: lengths.length,
      median: percentile(lengths, 50),
      p90: percentile(lengths, 90),
      max: lengths.at(-1),
    });
  }
  return rows;
}

const ROUTE_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);

/** Route handlers: the last argument of `x.get|post|…(path, [options,] handler)`. */
function longHandlers() {
  const long = [];
  let total = 0;
  for (const path of filesUnder(join(apiDir, 'src'))) {
    const text = readFileSync(path, 'utf8');
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
    const functionsByName = new Map();
    const lineOf = (pos) => source.getLineAndCharacterOfPosition(pos).line;
    const visit = (node) => {
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
      )
        functionsByName.set(node.name.text, node.initializer);
      if (ts.isFunctionDeclaration(node) && node.name) functionsByName.set(node.name.text, node);
      ts.forEachChild(node, visit);
    };
    visit(source);
    const seen = new Set();
    const findRoutes = (node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ROUTE_METHODS.has(node.expression.name.text) &&
        node.arguments.length >= 2
      ) {
        const first = node.arguments[0];
        const isPath =
          ts.isStringLiteralLike(first) ||
          ts.isTemplateExpression(first) ||
          ts.isIdentifier(first) ||
          ts.isPropertyAccessExpression(first);
        let handler = node.arguments.at(-1);
        if (ts.isIdentifier(handler)) handler = functionsByName.get(handler.text) ?? handler;
        const isFunction =
          ts.isArrowFunction(handler) ||
          ts.isFunctionExpression(handler) ||
          ts.isFunctionDeclaration(handler);
        // One handler registered under two paths (with and without a trailing slash) counts once.
        if (isPath && isFunction && !seen.has(handler)) {
          seen.add(handler);
          total += 1;
          const lines = lineOf(handler.getEnd()) - lineOf(handler.getStart()) + 1;
          if (lines > HANDLER_MAX_LINES)
            long.push({ where: `${relative(root, path)}:${lineOf(node.getStart()) + 1}`, lines });
        }
      }
      ts.forEachChild(node, findRoutes);
    };
    findRoutes(source);
  }
  return { total, long };
}

/**
 * Which zone a file of apps/api/src belongs to: a resource (`resource:user`) or shared machinery.
 * With `src/resources/`, a resource is its folder. In the older layout (models/, routes/, services/),
 * the resource is read from the file's place, as a newcomer would.
 */
const OLD_LAYOUT_RESOURCES = [
  [/^models\/(user|user-guard|user-identity|user-lifecycle|user-view)\.ts$/, 'user'],
  [/^models\/site-content(-rules)?\.ts$/, 'site-content'],
  [/^models\/(apps|attachment|audit-event|contact-request|locale|notification|role)\.ts$/, null],
  [/^models\/index\.ts$/, 'registry'],
  [/^routes\/auth\//, 'account'],
  [/^routes\/contact\//, 'contact-request'],
  [/^routes\/demo-data\//, 'apps'],
  [/^routes\/(attachment|organization|site-content)\//, null],
  [/^services\/contact\//, 'contact-request'],
  [/^services\/demo\//, 'apps'],
  [/^services\/notify\.ts$/, 'notification'],
];

function zoneOf(relPath) {
  const inResources = /^resources\/([^/]+)\//.exec(relPath);
  if (inResources) return `resource:${inResources[1]}`;
  if (/^resources\/[^/]+\.ts$/.test(relPath) || relPath === 'app.ts' || relPath === 'server.ts')
    return 'composition';
  for (const [pattern, name] of OLD_LAYOUT_RESOURCES) {
    const match = pattern.exec(relPath);
    if (!match) continue;
    if (name === 'registry') return 'composition';
    const resource = name ?? relPath.split('/')[1].replace(/\.ts$/, '');
    return `resource:${resource}`;
  }
  return 'shared';
}

function crossImports() {
  const srcDir = join(apiDir, 'src');
  const found = [];
  const IMPORT = /(?:^|\n)\s*(?:import|export)[^'"]*?from\s+'(\.[^']+)'/g;
  for (const path of filesUnder(srcDir)) {
    const from = relative(srcDir, path);
    const fromZone = zoneOf(from);
    if (fromZone === 'composition') continue;
    for (const match of readFileSync(path, 'utf8').matchAll(IMPORT)) {
      const to = relative(srcDir, resolve(dirname(path), match[1]));
      const toZone = zoneOf(to);
      // The registry of every resource (models/index.ts, resources/index.ts) counts as a resource
      // when shared machinery reaches for it.
      const intoResource =
        toZone.startsWith('resource:') || (toZone === 'composition' && fromZone === 'shared');
      if (toZone === fromZone || !intoResource) continue;
      found.push({
        kind: fromZone === 'shared' ? 'shared → resource' : 'resource → resource',
        from,
        to,
      });
    }
  }
  return found;
}

const lengths = fileLengths();
process.stdout.write('Source-file length (lines), hand-written files per workspace\n');
process.stdout.write(
  `${'workspace'.padEnd(24)}${'files'.padStart(7)}${'median'.padStart(8)}${'p90'.padStart(6)}${'max'.padStart(6)}\n`,
);
for (const row of lengths)
  process.stdout.write(
    `${row.workspace.padEnd(24)}${String(row.files).padStart(7)}${String(row.median).padStart(8)}${String(row.p90).padStart(6)}${String(row.max).padStart(6)}\n`,
  );

const handlers = longHandlers();
process.stdout.write(
  `\napps/api route handlers: ${handlers.total}; longer than ${HANDLER_MAX_LINES} lines: ${handlers.long.length}\n`,
);
if (list) for (const h of handlers.long) process.stdout.write(`  ${h.lines} lines  ${h.where}\n`);

const imports = crossImports();
const resourceToResource = imports.filter((i) => i.kind === 'resource → resource');
const sharedToResource = imports.filter((i) => i.kind === 'shared → resource');
process.stdout.write(
  `\napps/api cross-imports: resource → other resource ${resourceToResource.length}; shared machinery → resource ${sharedToResource.length}\n`,
);
if (list) for (const i of imports) process.stdout.write(`  ${i.kind}: ${i.from} → ${i.to}\n`);
