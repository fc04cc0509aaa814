import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import { COVERAGE_FIRST_LINE } from '../../domain/quality/coverage.ts';
import { writeSection } from '../testing/api-steps.ts';
import { createStrategy } from '../testing/generation-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

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

/** What checking the coverage would cost now. */
async function estimate(id: string) {
  return (await server.api.strategies[':id'].quality.coverage.$get({ param: { id } })).json();
}

it('is priced before it runs, finds the brief’s missing point, and is void once the text changes', async () => {
  const { id } = await createStrategy(server);
  await writeSection(server, id, 'mission-statement', MISSION);
  const priced = await answer(
    server.api.strategies[':id'].quality.coverage.$get({ param: { id } }),
    200,
  );
  expect(priced).toMatchObject({ sections: 1, estimatedCost: { currency: 'USD' } });
  expect(priced.estimatedCost?.amount).toBeGreaterThan(0);
  expect(fake.log).toHaveLength(0);

  const checked = await answer(
    server.api.strategies[':id'].quality.coverage.$post({ param: { id } }),
    200,
  );
  expect(checked.checked).toBe(1);
  const request = fake.log[0]!;
  expect(request.messages.at(-1)!.content.startsWith(COVERAGE_FIRST_LINE)).toBe(true);
  expect(request.responseFormat).toBe('json_schema');
  const coverage = checked.quality.sections['mission-statement']!.findings.filter(
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
  expect(await estimate(id)).toMatchObject({
    sections: 0,
  });

  // A new text has not been checked: its findings go, and it is priced again.
  const decided = `${MISSION} Two decisions: yes to delivery, no to cafés.`;
  await writeSection(server, id, 'mission-statement', decided, { version: 1 });
  const quality = await answer(server.api.strategies[':id'].quality.$get({ param: { id } }), 200);
  expect(
    quality.sections['mission-statement']!.findings.filter(
      (finding) => finding.check === 'coverage',
    ),
  ).toEqual([]);
  expect(await estimate(id)).toMatchObject({
    sections: 1,
  });
});

it('asks for a provider in words when none is configured', async () => {
  const bare = await startTestServer();
  try {
    const { id } = await createStrategy(bare);
    const refused = await answer(
      bare.api.strategies[':id'].quality.coverage.$post({ param: { id } }),
      503,
    );
    expect(refused.error).toMatch(/provider/i);
  } finally {
    await bare.close();
  }
});
