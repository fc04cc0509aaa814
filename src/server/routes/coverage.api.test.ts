import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import { COVERAGE_FIRST_LINE } from '../../domain/quality/coverage.ts';
import type { StrategyQuality } from '../../domain/quality/quality-types.ts';
import { createStrategy } from '../testing/generation-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/** Coverage by the model (issue 27 item 4): priced first, then a finding per missing point. */

let fake: FakeLlm;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeLlm({ perTokenMs: 0 });
  server = await startTestServer({
    provider: { baseURL: fake.url, apiKey: 'sk-secret-key-1234', model: 'gpt-4.1-mini' },
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

const MISSION =
  'Our mission statement: fresh bread delivered to every street before eight. We chose these wordings over "artisan" and "premium".';

async function write(id: string, key: string, content: string, version: number) {
  const response = await server.request(`/api/strategies/${id}/sections/${key}`, {
    method: 'PUT',
    json: { content, version },
  });
  expect(response.status).toBe(200);
}

it('is priced before it runs, finds the brief’s missing point, and is void once the text changes', async () => {
  const { id } = await createStrategy(server);
  await write(id, 'mission-statement', MISSION, 0);
  const estimate = await (await server.request(`/api/strategies/${id}/quality/coverage`)).json();
  expect(estimate).toMatchObject({ sections: 1, estimatedCost: { currency: 'USD' } });
  expect((estimate as { estimatedCost: { amount: number } }).estimatedCost.amount).toBeGreaterThan(
    0,
  );
  expect(fake.log).toHaveLength(0);

  const checked = await server.request(`/api/strategies/${id}/quality/coverage`, {
    method: 'POST',
  });
  expect(checked.status).toBe(200);
  const answer = (await checked.json()) as { checked: number; quality: StrategyQuality };
  expect(answer.checked).toBe(1);
  const request = fake.log[0]!;
  expect(request.messages.at(-1)!.content.startsWith(COVERAGE_FIRST_LINE)).toBe(true);
  expect(request.responseFormat).toBe('json_schema');
  const coverage = answer.quality.sections['mission-statement']!.findings.filter(
    (finding) => finding.check === 'coverage',
  );
  // The fourth point of its brief (the decisions it says yes and no to) is not in the text.
  expect(coverage).toEqual([
    {
      check: 'coverage',
      severity: 'warning',
      message:
        'The brief asks for "Two or three decisions the mission says yes to, and two it says no to", which the text does not cover.',
      excerpt: 'Two or three decisions the mission says yes to, and two it says no to',
    },
  ]);
  // Checked texts cost nothing more.
  expect(
    await (await server.request(`/api/strategies/${id}/quality/coverage`)).json(),
  ).toMatchObject({
    sections: 0,
  });

  // A new text has not been checked: its findings go, and it is priced again.
  await write(
    id,
    'mission-statement',
    `${MISSION} Two decisions: yes to delivery, no to cafés.`,
    1,
  );
  const quality = (await (
    await server.request(`/api/strategies/${id}/quality`)
  ).json()) as StrategyQuality;
  expect(
    quality.sections['mission-statement']!.findings.filter(
      (finding) => finding.check === 'coverage',
    ),
  ).toEqual([]);
  expect(
    await (await server.request(`/api/strategies/${id}/quality/coverage`)).json(),
  ).toMatchObject({
    sections: 1,
  });
});

it('asks for a provider in words when none is configured', async () => {
  const bare = await startTestServer();
  try {
    const { id } = await createStrategy(bare);
    const response = await bare.request(`/api/strategies/${id}/quality/coverage`, {
      method: 'POST',
    });
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: string }).error).toMatch(/provider/i);
  } finally {
    await bare.close();
  }
});
