import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyAssumptions } from '../../domain/financial/assumption-types.ts';
import { EXAMPLE_ASSUMPTIONS } from '../../domain/financial/example-assumptions.ts';
import {
  CLEAN_ENGLISH,
  CLEAN_GERMAN,
  REPEATED_PARAGRAPH,
} from '../../domain/quality/quality-fixtures.ts';
import type { StrategyQuality } from '../../domain/quality/quality-types.ts';
import { writeSection } from '../testing/api-steps.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

let server: TestServer;
/**
 * A playbook of the sections these tests write, without briefs: the fixtures are a paragraph or
 * two, far under any brief's length, and each test here is about the other checks. The length
 * check against Standard's briefs has its own test below.
 */
let withoutBriefs: string;

const UNBRIEFED_SECTIONS = [
  ['mission-statement', 'Mission Statement'],
  ['vision-statement', 'Vision Statement'],
  ['value-proposition', 'Value Proposition'],
  ['needs-analysis', 'Needs Analysis'],
  ['competitive-analysis', 'Competitive Analysis'],
  ['explanation-of-business-model', 'Explanation of Business Model'],
] as const;

beforeAll(async () => {
  server = await startTestServer();
  const imported = server.api.playbooks.import.$post({
    json: {
      version: 1,
      name: 'Without briefs',
      groups: [
        {
          title: 'Plan',
          sections: UNBRIEFED_SECTIONS.map(([key, title]) => ({ key, title, prerequisites: [] })),
        },
      ],
    },
  });
  withoutBriefs = (await answer(imported, 201)).id;
});
afterAll(async () => {
  await server?.close();
});

type Language = NonNullable<
  Parameters<TestServer['api']['strategies']['$post']>[0]['json']['language']
>;

async function newStrategy(language: Language, playbookId = withoutBriefs): Promise<string> {
  const created = server.api.strategies.$post({
    json: {
      overview: 'A coffee roastery',
      metadata: { companyName: 'Northwind Roasters' },
      language,
      playbookId,
    },
  });
  return (await answer(created, 201)).id;
}

/** Writes over whatever the section holds now. */
function write(id: string, key: string, content: string) {
  return writeSection(server, id, key, content, { version: 'current' });
}

function quality(id: string) {
  return answer(server.api.strategies[':id'].quality.$get({ param: { id } }), 200);
}

type Assumptions = Parameters<
  TestServer['api']['strategies'][':id']['financials']['$put']
>[0]['json']['assumptions'];

function saveModel(id: string, assumptions: Assumptions) {
  return server.api.strategies[':id'].financials.$put({
    param: { id },
    json: { assumptions, version: 0 },
  });
}

const checksOf = (review: StrategyQuality, key: string) =>
  review.sections[key]?.findings.map((finding) => finding.check) ?? [];

describe(`the quality review on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('finds each planted defect on the section that carries it, and nothing on clean ones', async () => {
    const id = await newStrategy('English');
    await write(id, 'mission-statement', `${CLEAN_ENGLISH[1]}\n\n${REPEATED_PARAGRAPH}`);
    await write(id, 'vision-statement', `${CLEAN_ENGLISH[2]}\n\n${REPEATED_PARAGRAPH}`);
    await write(
      id,
      'value-proposition',
      `${CLEAN_ENGLISH[0]}\n\nOur hotline is run by [Company Name].`,
    );
    await write(id, 'needs-analysis', CLEAN_GERMAN[1]!);
    await write(
      id,
      'competitive-analysis',
      '| Strength | Weakness |\n| Local roasting | Small team |',
    );
    const review = await quality(id);
    expect(checksOf(review, 'mission-statement')).toEqual([]);
    expect(checksOf(review, 'vision-statement')).toEqual(['repetition']);
    expect(checksOf(review, 'value-proposition')).toEqual(['placeholder']);
    expect(checksOf(review, 'needs-analysis')).toEqual(['language', 'language']);
    expect(checksOf(review, 'competitive-analysis')).toEqual(['format']);
    expect(review.sections['mission-statement']!.score).toBe(100);
    expect(review.score).toBeLessThan(100);
    const finding = review.sections['value-proposition']!.findings[0]!;
    expect(finding).toMatchObject({ check: 'placeholder', severity: 'error' });
    expect(finding.excerpt).toContain('[Company Name]');
  });

  it('judges a German strategy in German, against its financial model, and anew after an edit', async () => {
    const id = await newStrategy('German');
    await write(id, 'mission-statement', CLEAN_GERMAN[1]!);
    await write(
      id,
      'explanation-of-business-model',
      'Der Umsatz erreicht im dritten Jahr 9,7 Mio. €.',
    );
    const model = await saveModel(id, { ...EXAMPLE_ASSUMPTIONS, currency: 'EUR' });
    expect(model.status).toBe(200);
    let review = await quality(id);
    expect(checksOf(review, 'mission-statement')).toEqual([]);
    expect(checksOf(review, 'explanation-of-business-model')).toEqual(['financial']);

    await write(id, 'mission-statement', `${CLEAN_GERMAN[1]}\n\n${CLEAN_ENGLISH[2]}`);
    review = await quality(id);
    expect(checksOf(review, 'mission-statement')).toEqual(['language']);
  });

  it('flags a section far under its Standard brief’s length, and the summary under its own', async () => {
    const id = await newStrategy('English', 'standard');
    await write(id, 'pricing-strategy', CLEAN_ENGLISH[1]!);
    await write(id, 'executive-summary', CLEAN_ENGLISH[0]!);
    const review = await quality(id);
    expect(checksOf(review, 'pricing-strategy')).toEqual(['length']);
    expect(review.sections['pricing-strategy']!.findings[0]).toMatchObject({
      severity: 'warning',
      message: 'The section has about 101 words; its brief asks for about 700.',
    });
    expect(checksOf(review, 'executive-summary')).toEqual(['length']);
    expect(review.sections['executive-summary']!.findings[0]!.message).toBe(
      'The section has about 71 words; its brief asks for about 700.',
    );
  });

  it('warns of the model’s risky ratios on the money section, with their sentences, and not of those to watch', async () => {
    const id = await newStrategy('English');
    await write(id, 'mission-statement', CLEAN_ENGLISH[2]!);
    await write(
      id,
      'explanation-of-business-model',
      'We sell roasted beans to cafés. The roastery reaches break-even once it runs at capacity.',
    );
    // Sales far below the rent: no break-even, a loss, cash runs out; a 100% gross margin.
    const saved = saveModel(id, {
      ...emptyAssumptions('EUR'),
      startingCash: 5000,
      revenueStreams: [
        { name: 'Beans', kind: 'units', unitPrice: 10, unitsPerMonth: 50, monthlyGrowthPct: 0 },
      ],
      operatingExpenses: [{ name: 'Rent', amountPerMonth: 1000, annualIncreasePct: 0 }],
    });
    const { ratios } = await answer(saved, 200);
    const risky = ratios.filter((ratio) => ratio.status === 'risk');
    const watched = ratios.filter((ratio) => ratio.status === 'watch');
    expect(risky.map((ratio) => ratio.key)).toEqual(
      expect.arrayContaining(['netMargin', 'monthsToBreakEven', 'runwayMonths']),
    );
    expect(watched.map((ratio) => ratio.key)).toContain('grossMargin');

    const review = await quality(id);
    const warnings = review.sections['explanation-of-business-model']!.findings.filter(
      (finding) => finding.check === 'financial',
    );
    expect(warnings.map((finding) => finding.message)).toEqual(
      risky.map((ratio) => `${ratio.name} is a risk in the financial model: ${ratio.note}`),
    );
    expect(warnings.every((finding) => finding.severity === 'warning')).toBe(true);
    // The break-even warning quotes the sentence that speaks of it.
    expect(
      warnings.find((finding) => finding.message.startsWith('Months to break-even'))!.excerpt,
    ).toBe('The roastery reaches break-even once it runs at capacity.');
    expect(checksOf(review, 'mission-statement')).toEqual([]);
  });
});
