// `npm test`: lint, types, unit tests, API tests on PGlite and on PostgreSQL, browser tests.
// Ends with one line "N passed, N failed" over every test that ran.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mbb-test-'));
const postgresUrl =
  process.env.TEST_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const only = process.argv.slice(2);

let passed = 0;
let failed = 0;
const failedSteps = [];

function run(name, command, args, env = {}) {
  if (only.length > 0 && !only.includes(name)) return;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  console.log(
    `━━ ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

function vitest(name, project, env = {}) {
  const report = path.join(reportDir, `${name}.json`);
  run(
    name,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    env,
  );
  if (!fs.existsSync(report)) return;
  const { numPassedTests, numFailedTests } = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed += numPassedTests;
  failed += numFailedTests;
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

run('lint', 'npx', ['biome', 'check', '.']);
run('types', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
vitest('unit', 'unit');
vitest('api-pglite', 'api', { TEST_DATABASE: 'pglite' });
if (only.length === 0 || only.includes('api-postgres')) {
  if (await postgresReachable()) {
    vitest('api-postgres', 'api', { TEST_DATABASE: 'postgres', TEST_DATABASE_URL: postgresUrl });
  } else if (process.env.CI) {
    console.error(`\nPostgreSQL is not reachable at ${postgresUrl}; CI needs it.`);
    failedSteps.push('api-postgres');
  } else {
    console.warn(
      `\nSkipping the PostgreSQL API tests: no server at ${postgresUrl} (set TEST_DATABASE_URL).`,
    );
  }
}
vitest('e2e', 'e2e');

fs.rmSync(reportDir, { recursive: true, force: true });
if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
