import { factsPromptBlock } from '../../src/domain/facts-prompt.ts';
import { outlineSections } from '../../src/domain/outline.ts';
import { buildSectionPrompt, type ChatMessage } from '../../src/domain/prompt.ts';
import { buildJudgePrompt, judgedLetter } from '../../src/domain/quality/judge-prompt.ts';
import { STANDARD_OUTLINE_WITH_BRIEFS } from '../../src/domain/standard-outline.ts';
import type { ProviderConfig } from '../../src/server/config.ts';
import { completeText } from '../../src/server/generation/json-answer.ts';
import { createOpenAiProvider } from '../../src/server/generation/provider.ts';
import type { EvalClient } from './clients.ts';

/**
 * `npm run eval -- --compare <a> <b>` (issue 27): two prompt versions compared pairwise with the
 * configured model as judge. Each version writes the same sections of each client; the judge
 * reads each pair twice with the drafts swapped; the win rate counts a pair's two verdicts.
 */

type SectionDefinition = ReturnType<typeof outlineSections>[number];

/** The prompt versions the harness knows, by name. */
export const PROMPT_VERSIONS: Record<
  string,
  (client: EvalClient, section: SectionDefinition) => ChatMessage[]
> = {
  /** The original specification's prompt: the one-line request, the overview, the guidelines. */
  spec: (client, section) =>
    buildSectionPrompt({
      title: section.title,
      overview: client.overview,
      language: client.language,
      context: [],
    }),
  /** Today's prompt without prerequisites: the brief and the fact sheet as well. */
  current: (client, section) =>
    buildSectionPrompt({
      title: section.title,
      overview: client.overview,
      language: client.language,
      context: [],
      facts: factsPromptBlock(client.facts, client.assumptions.currency),
      ...(section.brief ? { brief: section.brief } : {}),
      ...(section.instructions ? { instructions: section.instructions } : {}),
    }),
};

export interface CompareResult {
  a: string;
  b: string;
  pairs: number;
  /** Verdicts for b, out of two per pair; undecided answers count half. */
  winsB: number;
  judgements: number;
  /** Pairs whose two verdicts agree once the swap is undone. */
  consistentPairs: number;
}

/** The sections compared: spread over the outline, the same for every run. */
function sampleSections(count: number): SectionDefinition[] {
  const all = outlineSections(STANDARD_OUTLINE_WITH_BRIEFS);
  const step = Math.max(1, Math.floor(all.length / count));
  return all.filter((_, index) => index % step === 0).slice(0, count);
}

export async function compareVersions(options: {
  provider: ProviderConfig;
  a: string;
  b: string;
  clients: readonly EvalClient[];
  sectionsPerClient: number;
  log?: (line: string) => void;
}): Promise<CompareResult> {
  const { a, b } = options;
  const versionA = PROMPT_VERSIONS[a];
  const versionB = PROMPT_VERSIONS[b];
  if (!versionA || !versionB) {
    throw new Error(
      `Unknown prompt version: ${[a, b].filter((name) => !PROMPT_VERSIONS[name]).join(', ')}. Known: ${Object.keys(PROMPT_VERSIONS).join(', ')}.`,
    );
  }
  const provider = createOpenAiProvider(options.provider);
  const ask = (messages: ChatMessage[]) =>
    completeText(provider, messages, AbortSignal.timeout(600_000));
  const result: CompareResult = { a, b, pairs: 0, winsB: 0, judgements: 0, consistentPairs: 0 };
  for (const client of options.clients) {
    for (const section of sampleSections(options.sectionsPerClient)) {
      const [draftA, draftB] = await Promise.all([
        ask(versionA(client, section)),
        ask(versionB(client, section)),
      ]);
      const judge = (first: string, second: string) =>
        ask(
          buildJudgePrompt({ title: section.title, overview: client.overview, first, second }),
        ).then(judgedLetter);
      // b second, then b first: a judge that always says "A" ends with a tie.
      const [straight, swapped] = await Promise.all([judge(draftA, draftB), judge(draftB, draftA)]);
      const bWins = [straight === 'B', swapped === 'A'];
      const bLoses = [straight === 'A', swapped === 'B'];
      result.winsB += bWins.filter(Boolean).length;
      result.winsB += 0.5 * [straight, swapped].filter((letter) => letter === undefined).length;
      result.judgements += 2;
      result.pairs += 1;
      if ((bWins[0] && bWins[1]) || (bLoses[0] && bLoses[1])) result.consistentPairs += 1;
      options.log?.(
        `${client.name} · ${section.title}: ${straight ?? '?'} / swapped ${swapped ?? '?'}`,
      );
    }
  }
  return result;
}

export function printComparison(result: CompareResult): void {
  const rate = result.judgements === 0 ? 0 : result.winsB / result.judgements;
  console.log(`\nPrompt "${result.b}" against "${result.a}", judged by the configured model:\n`);
  console.log('| pairs | judgements | win rate of b | pairs judged the same both ways |');
  console.log('|---|---|---|---|');
  console.log(
    `| ${result.pairs} | ${result.judgements} | ${(rate * 100).toFixed(1)}% | ${result.consistentPairs}/${result.pairs} |`,
  );
}
