import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * With CABINET_TEST_REPORT_DIR set (by `npm test`), each workspace also writes a JSON report there,
 * which the test command adds up into one closing line.
 */
export function reporters() {
  const dir = process.env.CABINET_TEST_REPORT_DIR;
  if (!dir) return ['default'];
  const { name } = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8'));
  // A workspace run more than once in one `npm test` (the API, once per database) tags each report.
  const tag = process.env.CABINET_TEST_REPORT_TAG ? `-${process.env.CABINET_TEST_REPORT_TAG}` : '';
  const file = join(dir, `vitest-${String(name).replace(/[^\w.-]+/g, '_')}${tag}.json`);
  return ['default', ['json', { outputFile: file }]];
}
