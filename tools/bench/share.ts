// `npm run bench:share`: requests per second and latency of a share-link lookup
// (`GET /api/shares/:id`, a strategy with 124 written sections) beside `GET /api/health`,
// measured in the same run with wrk (Debian's `wrk`) against a server process on loopback.
// The share rate limit is raised for the run: it would otherwise (rightly) answer 429.
// Targets (issue 17): share req/s >= 0.3x health's in the same run, p99 < 100 ms, for a full
// read (brotli, as browsers ask) and a conditional one (304); the exit code says if they held.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { SECTIONS } from '../../src/domain/catalogue.ts';
import type { Strategy } from '../../src/domain/strategy.ts';
import { startServerProcess } from '../../src/server/testing/server-process.ts';
import { createPostgresDatabase } from '../../src/server/testing/test-database.ts';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
  },
});

if (spawnSync('wrk', ['--version']).error) {
  console.error('wrk is not installed: apt-get install wrk');
  process.exit(2);
}

const database = values.database === 'postgres' ? await createPostgresDatabase() : undefined;
const server = await startServerProcess({
  SHARE_RATE_LIMIT: '1000000',
  ...(database ? { DATABASE_URL: database.url } : {}),
});

async function json<T>(path: string, method: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as T;
}

function wrk(url: string, headers: string[] = []) {
  const result = spawnSync(
    'wrk',
    [
      '-t2',
      `-c${values.connections}`,
      `-d${values.seconds}s`,
      '--latency',
      ...headers.flatMap((header) => ['-H', header]),
      url,
    ],
    { encoding: 'utf8' },
  );
  const output = result.stdout;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const p99 = /99%\s+([\d.]+\w+)/.exec(output)?.[1];
  const p50 = /50%\s+([\d.]+\w+)/.exec(output)?.[1];
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  return { rps, p50, p99, p99Ms: milliseconds(p99), non2xx };
}

/** wrk prints `850.00us`, `12.34ms` or `1.02s`. */
function milliseconds(value: string | undefined): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value ?? '');
  if (!match) return Number.NaN;
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Number(match[1]) * scale;
}

try {
  const strategy = await json<Strategy>('/api/strategies', 'POST', {
    overview: 'A bakery with a subscription club',
    metadata: { companyName: 'Acme Bakery', clientName: 'Jane Doe' },
  });
  const paragraph = 'A realistic paragraph of strategy text, about sixty words long. '.repeat(10);
  for (const section of SECTIONS) {
    await json(`/api/strategies/${strategy.id}/sections/${section.key}`, 'PUT', {
      content: `## ${section.title}\n\n${paragraph}\n\n- one\n- two\n`,
      version: 0,
    });
  }
  const share = await json<{ id: string }>(`/api/strategies/${strategy.id}/shares`, 'POST', {
    accessType: 'view',
    expiresInDays: 7,
  });
  const shareUrl = `${server.url}/api/shares/${share.id}`;
  const first = await fetch(shareUrl, { headers: { 'accept-encoding': 'br' } });
  const etag = first.headers.get('etag') ?? '';
  const bytes = (await first.arrayBuffer()).byteLength;
  const shareResult = wrk(shareUrl, ['Accept-Encoding: br, gzip']);
  const conditionalResult = wrk(shareUrl, ['Accept-Encoding: br, gzip', `If-None-Match: ${etag}`]);
  const healthResult = wrk(`${server.url}/api/health`);
  console.log(
    `${values.database}, ${values.connections} connections, ${values.seconds} s each, wrk -t2 on loopback (2 CPUs)\n`,
  );
  console.log('route                      req/s     p50        p99        non-2xx');
  for (const [route, r] of [
    ['GET /api/shares/:id (br)', shareResult],
    ['  same, If-None-Match (304)', conditionalResult],
    ['GET /api/health', healthResult],
  ] as const) {
    console.log(
      `${route.padEnd(27)}${r.rps.toFixed(0).padEnd(10)}${String(r.p50).padEnd(11)}${String(r.p99).padEnd(11)}${r.non2xx}`,
    );
  }
  console.log(`\nshare body: ${bytes} bytes of JSON, ETag ${etag}`);
  let missed = false;
  for (const [name, r] of [
    ['full read', shareResult],
    ['conditional read', conditionalResult],
  ] as const) {
    const ratio = r.rps / healthResult.rps;
    const ok = ratio >= 0.3 && r.p99Ms < 100 && r.non2xx === 0;
    missed ||= !ok;
    console.log(
      `${name}: ${ratio.toFixed(2)}x health req/s (target >= 0.30x), p99 ${r.p99Ms.toFixed(1)} ms (target < 100) ${ok ? 'ok' : 'MISSED'}`,
    );
  }
  process.exitCode = missed ? 1 : 0;
} finally {
  await server.stop();
  await database?.drop();
}
