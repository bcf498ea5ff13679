// `npm test`: typecheck, lint, unit, integration and browser tests, then one closing count line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-test-report-'));
// Suites that need a service which is not running append a line here (server/test/testServices.ts).
const skipFile = path.join(reports, 'skipped.tsv');
process.env.TESSERA_TEST_SKIP_FILE = skipFile;
let passed = 0;
let failed = 0;

function step(title, command, args) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  return result.status === 0;
}

/** A check that is one test: it passes or fails as a whole. */
function check(title, command, args) {
  if (step(title, command, args)) passed += 1;
  else failed += 1;
}

/** A Vitest project: every test in it counts; a run that dies without a report counts as a failure. */
function vitestProject(name) {
  const outputFile = path.join(reports, `${name}.json`);
  const ok = step(`${name} tests`, bin('vitest'), [
    'run',
    '--project',
    name,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${outputFile}`,
  ]);
  if (!fs.existsSync(outputFile)) {
    failed += 1;
    return;
  }
  const report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A file that fails to load has no failed tests but still fails the run.
  if (!ok && report.numFailedTests === 0) failed += 1;
}

check('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
check('lint', 'npm', ['run', '--silent', 'lint']);
vitestProject('unit');
vitestProject('integration');
if (
  step('build the web app', bin('vite'), ['build', '--logLevel', 'warn']) &&
  step('chromium', process.execPath, ['scripts/ensureChromium.mjs'])
) {
  vitestProject('e2e');
} else {
  failed += 1;
}

/** Which suites were skipped for want of a service, and why (CI=true fails instead). */
function printSkips() {
  if (!fs.existsSync(skipFile)) return;
  const byReason = new Map();
  for (const line of fs.readFileSync(skipFile, 'utf8').split('\n').filter(Boolean)) {
    const [, reason, suite] = line.split('\t');
    byReason.set(reason, [...(byReason.get(reason) ?? []), suite]);
  }
  console.log('\n=== skipped: services not running ===');
  for (const [reason, suites] of byReason) {
    console.log(`${reason}: skipped ${suites.length} suite(s):`);
    for (const suite of new Set(suites)) console.log(`  - ${suite}`);
  }
}

printSkips();
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
