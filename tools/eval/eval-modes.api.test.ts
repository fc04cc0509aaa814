import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JUDGE_FIRST_LINE } from '../../src/domain/quality/judge-prompt.ts';
import { type FakeLlm, startFakeLlm } from '../fake-llm/server.ts';
import { EVAL_CLIENTS } from './clients.ts';
import { compareVersions } from './compare.ts';
import { runLive } from './live.ts';

/** `npm run eval -- --compare` and `--live`, against the fake provider over real HTTP. */

let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm({ answerStyle: 'eval', perTokenMs: 0 });
});
afterAll(async () => {
  await fake?.close();
});
beforeEach(() => fake.reset());

const provider = () => ({ baseURL: fake.url, apiKey: 'eval', model: 'eval' });

describe('--compare', () => {
  it('judges each pair twice with the drafts swapped and counts the win rate', async () => {
    const result = await compareVersions({
      provider: provider(),
      a: 'spec',
      b: 'current',
      clients: [EVAL_CLIENTS[0]!],
      sectionsPerClient: 2,
    });
    // The fake judge prefers the longer draft: the briefed prompt asks for the brief's length.
    expect(result).toEqual({
      a: 'spec',
      b: 'current',
      pairs: 2,
      winsB: 4,
      judgements: 4,
      consistentPairs: 2,
    });
    const judged = fake.log
      .map((entry) => entry.messages.at(-1)!.content)
      .filter((content) => content.startsWith(JUDGE_FIRST_LINE));
    expect(judged).toHaveLength(4);
    const drafts = (content: string) => [
      /Draft A:\n([\s\S]*?)\n\nDraft B:/.exec(content)![1],
      /Draft B:\n([\s\S]*?)\n\nJudge /.exec(content)![1],
    ];
    // For each section, one judgement has the drafts in the other's order.
    for (const content of judged) {
      const [first, second] = drafts(content);
      expect(
        judged.some((other) => {
          const [otherFirst, otherSecond] = drafts(other);
          return otherFirst === second && otherSecond === first;
        }),
      ).toBe(true);
    }
    // The versions differ as named: only the current one carries the brief and the facts.
    const written = fake.log
      .map((entry) => entry.messages.at(-1)!.content)
      .filter((content) => !content.startsWith(JUDGE_FIRST_LINE));
    expect(written.filter((content) => content.includes('Must cover:'))).toHaveLength(2);
    expect(written.filter((content) => content.includes('Facts ('))).toHaveLength(2);
  });

  it('names an unknown version', async () => {
    await expect(
      compareVersions({
        provider: provider(),
        a: 'spec',
        b: 'v9',
        clients: [],
        sectionsPerClient: 1,
      }),
    ).rejects.toThrow('Unknown prompt version: v9. Known: spec, current.');
  });
});

describe('--live', () => {
  it('writes the first sections of each client through the server and counts findings', async () => {
    const [result] = await runLive({
      provider: provider(),
      clients: [EVAL_CLIENTS[1]!],
      sectionsPerClient: 4,
    });
    expect(result!.written).toBe(4);
    expect(result!.staleFigureUsed).toBe(0);
    // Clean text from the eval model: nothing of the planted kinds.
    expect(result!.findings).toEqual({});
    const prompts = fake.log
      .map((entry) => entry.messages.at(-1)!.content)
      .filter((content) => content.startsWith('Create a detailed and professional'));
    expect(prompts).toHaveLength(4);
    for (const prompt of prompts) expect(prompt).toContain('Company: Bergblick Feinkost');
  });

  it('exits 2 with what to set when no provider is configured', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'tools/eval/main.ts', '--live'], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH },
      timeout: 60_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('No provider configured: set OPENAI_API_KEY');
  });
});
