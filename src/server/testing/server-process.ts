import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  output(): string;
  /** SIGTERM and wait; `kill -9` when `hard`. */
  stop(options?: { hard?: boolean }): Promise<void>;
}

/**
 * The real server as a separate process: for browser tests and for tests that kill it. `env`
 * adds to (or, with undefined, removes from) the environment. From the sources through tsx, or,
 * with `entry`, a built `main.mjs` (`tools/build-server.mjs`), the way `npm start` runs it.
 */
export async function startServerProcess(
  env: Record<string, string | undefined> = {},
  options: { entry?: string } = {},
): Promise<ServerProcess> {
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'mbb-data-'));
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(await freePort(), dataDir, env, options);
    } catch (error) {
      // The free port was taken between the check and the server's listen (another process's
      // outgoing connection, say): another port, unless the test chose its own.
      const taken = error instanceof Error && error.message.includes('EADDRINUSE');
      if (!taken || env.PORT !== undefined || attempt >= 3) throw error;
    }
  }
}

async function startOnce(
  port: number,
  dataDir: string,
  env: Record<string, string | undefined>,
  options: { entry?: string },
): Promise<ServerProcess> {
  const childEnv: Record<string, string> = {};
  for (const [key, value] of Object.entries({
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    OPENAI_API_KEY: undefined,
    LLM_BASE_URL: undefined,
    DATABASE_URL: undefined,
    ...env,
  })) {
    if (value !== undefined) childEnv[key] = value;
  }
  const args = options.entry
    ? ['--enable-source-maps', options.entry]
    : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  // Creating a new embedded database takes 3-6 s alone, past a minute on a machine shared by many test runs.
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited at start:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start within 150 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dataDir,
    child,
    output: () => output,
    async stop({ hard = false } = {}) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(hard ? 'SIGKILL' : 'SIGTERM');
      await exited;
    },
  };
}
