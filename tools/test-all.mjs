// `npm test`: lint, types, unit tests, the API tests on PGlite, the database contract tests on
// PostgreSQL (vitest.config.ts, decision 0113), browser tests, and `npm run eval` (the quality
// review's planted defects).
// Ends with one line "N passed, N failed" over every test that ran.
//
// After lint and types, two lanes run side by side on the machine's two cores: the browser
// tests then the eval, and the unit tests, the API tests on PGlite and the contract on
// PostgreSQL (about as long: decision 0120). Each step's output is printed whole when it ends,
// so the log reads step by step. TEST_LANES=1 runs every step one after another.
import { spawn } from 'node:child_process';
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
const sequential = process.env.TEST_LANES === '1';

let passed = 0;
let failed = 0;
const failedSteps = [];
/** Each failed test's step, file, name and first error line, repeated at the very end of the log. */
const failures = [];

/** Runs one step with its output kept aside, then prints it whole. */
async function run(name, command, args, env = {}) {
  if (only.length > 0 && !only.includes(name)) return false;
  const started = Date.now();
  const output = [];
  const status = await new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve(code));
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(`\n━━ ${name} ━━\n${Buffer.concat(output).toString()}`);
  console.log(`━━ ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
  if (status !== 0) failedSteps.push(name);
  return true;
}

/**
 * A failure's message without its stack, at most 12 lines: enough for a property test's
 * counterexample and the error behind it, which a first line alone leaves out.
 */
function gist(message = '') {
  const lines = message.split('\n');
  const stack = lines.findIndex((line) => /^\s+at /.test(line));
  return (stack === -1 ? lines : lines.slice(0, stack))
    .filter((line) => line.trim() !== '')
    .slice(0, 12)
    .map((line) => (line.length > 400 ? `${line.slice(0, 400)}…` : line))
    .join('\n    ');
}

async function vitest(name, project, env = {}) {
  const report = path.join(reportDir, `${name}.json`);
  const ran = await run(
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
  if (!ran || !fs.existsSync(report)) return;
  const { numPassedTests, numFailedTests, testResults } = JSON.parse(
    fs.readFileSync(report, 'utf8'),
  );
  passed += numPassedTests;
  failed += numFailedTests;
  for (const file of testResults) {
    const where = path.relative(root, file.name);
    for (const test of file.assertionResults) {
      if (test.status !== 'failed') continue;
      failures.push(`${name}  ${where} > ${test.fullName}\n    ${gist(test.failureMessages[0])}`);
    }
    // A file that failed outside any test (an import, a hook) has no failed test to name.
    if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed')) {
      failures.push(`${name}  ${where}\n    ${gist(file.message)}`);
    }
  }
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

async function apiOnPostgres() {
  if (only.length > 0 && !only.includes('db-contract-postgres')) return;
  if (await postgresReachable()) {
    await vitest('db-contract-postgres', 'db-contract', {
      TEST_DATABASE: 'postgres',
      TEST_DATABASE_URL: postgresUrl,
    });
  } else if (process.env.CI) {
    console.error(`\nPostgreSQL is not reachable at ${postgresUrl}; CI needs it.`);
    failedSteps.push('db-contract-postgres');
  } else {
    console.warn(
      `\nSkipping the database contract tests on PostgreSQL: no server at ${postgresUrl} (set TEST_DATABASE_URL).`,
    );
  }
}

async function browserLane() {
  await vitest('e2e', 'e2e');
  // The quality review measured on planted defects: prints its table, fails on a miss.
  await run('eval', 'npx', ['tsx', 'tools/eval/main.ts']);
}

async function apiLane() {
  await vitest('unit', 'unit');
  await vitest('api-pglite', 'api', { TEST_DATABASE: 'pglite' });
  await apiOnPostgres();
}

await run('lint', 'npx', ['biome', 'check', '.']);
await run('types', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
if (sequential) {
  await browserLane();
  await apiLane();
} else {
  await Promise.all([browserLane(), apiLane()]);
}

fs.rmSync(reportDir, { recursive: true, force: true });
if (failures.length > 0) console.log(`\nFailed tests:\n${failures.join('\n')}`);
if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
