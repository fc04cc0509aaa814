import type { QualityCheck, StrategyQuality } from '../../src/domain/quality/quality-types.ts';
import type { Strategy } from '../../src/domain/strategy.ts';
import type { ProviderConfig } from '../../src/server/config.ts';
import { runEnded, waitForStrategy } from '../../src/server/testing/generation-helpers.ts';
import { startTestServer, type TestServer } from '../../src/server/testing/test-server.ts';
import type { EvalClient } from './clients.ts';

/**
 * `npm run eval -- --live` (issue 27): the harness's clients written by the configured model
 * through the real server (fact sheet, financial model and the old price list included), and the
 * quality review's findings counted per 100 written sections, per check. Nothing is planted: this
 * measures the model and the prompts, not the checks.
 */

export interface LiveResult {
  client: EvalClient;
  written: number;
  findings: Partial<Record<QualityCheck, number>>;
  staleFigureUsed: number;
  score: number;
}

async function json<T>(
  server: TestServer,
  path: string,
  init?: Parameters<TestServer['request']>[1],
) {
  const response = await server.request(path, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function writeClient(server: TestServer, client: EvalClient, sections: number) {
  const strategy = await json<Strategy>(server, '/api/strategies', {
    method: 'POST',
    json: {
      overview: client.overview,
      metadata: { companyName: client.facts.companyName },
      language: client.language,
    },
  });
  const id = strategy.id;
  await json(server, `/api/strategies/${id}/financials`, {
    method: 'PUT',
    json: { assumptions: client.assumptions, version: 0 },
  });
  await json(server, `/api/strategies/${id}/facts`, {
    method: 'PUT',
    json: { facts: client.facts, version: 0 },
  });
  await json(server, `/api/strategies/${id}/documents`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'x-filename': client.document.name },
    body: client.document.text,
  });
  // The first sections of the outline (its prerequisites come first): the cost stays bounded.
  const keys = strategy.sectionOrder
    .filter((key) => key !== 'executive-summary')
    .slice(0, sections);
  await json(server, `/api/strategies/${id}/runs`, { method: 'POST', json: { sections: keys } });
  return waitForStrategy(server, id, runEnded, 3_600_000);
}

export async function runLive(options: {
  provider: ProviderConfig;
  clients: readonly EvalClient[];
  sectionsPerClient: number;
}): Promise<LiveResult[]> {
  const server = await startTestServer({ provider: options.provider });
  try {
    const results: LiveResult[] = [];
    for (const client of options.clients) {
      const written = await writeClient(server, client, options.sectionsPerClient);
      const quality = await json<StrategyQuality>(server, `/api/strategies/${written.id}/quality`);
      const findings: LiveResult['findings'] = {};
      for (const section of Object.values(quality.sections)) {
        for (const finding of section.findings) {
          findings[finding.check] = (findings[finding.check] ?? 0) + 1;
        }
      }
      results.push({
        client,
        written: Object.keys(quality.sections).length,
        findings,
        staleFigureUsed: Object.values(written.sections).filter((section) =>
          section.content.includes(client.document.staleFigure),
        ).length,
        score: quality.score,
      });
    }
    return results;
  } finally {
    await server.close();
  }
}

export function printLive(results: readonly LiveResult[], model: string): void {
  const checks = [...new Set(results.flatMap((result) => Object.keys(result.findings)))].sort();
  const per100 = (count: number, written: number) =>
    written === 0 ? '-' : ((count * 100) / written).toFixed(1);
  console.log(`\nFindings per 100 written sections, model ${model}:\n`);
  console.log(`| check | ${results.map((result) => result.client.name).join(' | ')} | all |`);
  console.log(`|---|${results.map(() => '---|').join('')}---|`);
  const total = results.reduce((sum, result) => sum + result.written, 0);
  for (const check of checks) {
    const cells = results.map((result) =>
      per100(result.findings[check as QualityCheck] ?? 0, result.written),
    );
    const all = results.reduce(
      (sum, result) => sum + (result.findings[check as QualityCheck] ?? 0),
      0,
    );
    console.log(`| ${check} | ${cells.join(' | ')} | ${per100(all, total)} |`);
  }
  console.log(
    `| sections written | ${results.map((result) => result.written).join(' | ')} | ${total} |`,
  );
  console.log(
    `| sections using the outdated figure | ${results.map((result) => result.staleFigureUsed).join(' | ')} | |`,
  );
  console.log(`| strategy score | ${results.map((result) => result.score).join(' | ')} | |`);
}
