import { describe, expect, it } from 'vitest';
import { findSection } from './catalogue.ts';
import { EXECUTIVE_SUMMARY_KEY } from './export-selection.ts';
import { staleReasonText } from './stale-reason-text.ts';
import {
  type SectionStalenessInput,
  type StrategyInputs,
  sectionInputs,
  strategyStaleness,
  type WrittenFrom,
} from './staleness.ts';

const PRICING = 'pricing-strategy';
const MISSION = 'mission-statement';
// "Top Client Analysis" draws on "Target Audience" (the catalogue's prerequisites).
const DEPENDENT = 'top-client-analysis';
const PREREQUISITE = 'target-audience';

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 0, minute));

function inputsOf(texts: Record<string, string>, financials: string | null): StrategyInputs {
  return { sectionTexts: texts, financials };
}

/** A written section, recorded from `then` and read against `now`. */
function written(
  key: string,
  then: StrategyInputs | null,
  now: StrategyInputs,
  updatedAt = at(10),
): SectionStalenessInput {
  const definition = { key, prerequisites: findSection(key)?.prerequisites ?? [] };
  return {
    key,
    status: 'done',
    hasText: true,
    writtenFrom: then ? sectionInputs(definition, then) : null,
    now: sectionInputs(definition, now),
    updatedAt,
  };
}

describe('sectionInputs', () => {
  it('gives the summary every other written section, a dependent its prerequisites, a money section the model', () => {
    const inputs = inputsOf(
      { [PREREQUISITE]: 'a', [MISSION]: 'b', [EXECUTIVE_SUMMARY_KEY]: 's' },
      'm1',
    );
    expect(findSection(DEPENDENT)?.prerequisites.map((p) => p.key)).toContain(PREREQUISITE);
    expect(sectionInputs({ key: EXECUTIVE_SUMMARY_KEY }, inputs)).toEqual({
      sections: { [PREREQUISITE]: 'a', [MISSION]: 'b' },
    });
    expect(sectionInputs(findSection(DEPENDENT)!, inputs)).toEqual({
      sections: { [PREREQUISITE]: 'a' },
    });
    expect(sectionInputs(findSection(PRICING)!, inputs)).toEqual({ financials: 'm1' });
    expect(sectionInputs(findSection(MISSION)!, inputs)).toEqual({});
    expect(sectionInputs(findSection(PRICING)!, inputsOf({}, null))).toEqual({ financials: null });
  });
});

describe('strategyStaleness', () => {
  it('marks a money section stale when the model changed, or appeared, after it was written', () => {
    const before = inputsOf({}, 'm1');
    const after = inputsOf({}, 'm2');
    expect(strategyStaleness({ sections: [written(PRICING, before, before)] }).size).toBe(0);
    expect(strategyStaleness({ sections: [written(PRICING, before, after)] }).get(PRICING)).toEqual(
      [{ input: 'financials', change: 'changed' }],
    );
    const noModel = inputsOf({}, null);
    expect(strategyStaleness({ sections: [written(PRICING, noModel, after)] }).has(PRICING)).toBe(
      true,
    );
    // A section that is not about money never is, whatever the model does.
    expect(strategyStaleness({ sections: [written(MISSION, before, after)] }).size).toBe(0);
  });

  it('marks a dependent stale when a prerequisite it used changed, was written or emptied', () => {
    const then = inputsOf({ [PREREQUISITE]: 'a' }, null);
    const cases: [Record<string, string>, boolean][] = [
      [{ [PREREQUISITE]: 'a' }, false],
      [{ [PREREQUISITE]: 'a2' }, true],
      [{}, true],
      [{ [PREREQUISITE]: 'a', [MISSION]: 'other' }, false],
    ];
    for (const [texts, stale] of cases) {
      const result = strategyStaleness({
        sections: [written(DEPENDENT, then, inputsOf(texts, null))],
      });
      expect(result.has(DEPENDENT), JSON.stringify(texts)).toBe(stale);
    }
    const unwrittenThen = inputsOf({}, null);
    const result = strategyStaleness({
      sections: [written(DEPENDENT, unwrittenThen, inputsOf({ [PREREQUISITE]: 'a' }, null))],
    });
    expect(result.get(DEPENDENT)).toEqual([
      { input: 'sections', key: PREREQUISITE, change: 'changed' },
    ]);
  });

  it('marks the summary stale after any section it draws on changes, and after a new one is written', () => {
    const then = inputsOf({ [MISSION]: 'b', [PRICING]: 'p' }, null);
    const summary = (now: StrategyInputs) =>
      strategyStaleness({ sections: [written(EXECUTIVE_SUMMARY_KEY, then, now)] }).get(
        EXECUTIVE_SUMMARY_KEY,
      );
    expect(summary(then)).toBeUndefined();
    expect(summary(inputsOf({ [MISSION]: 'b2', [PRICING]: 'p' }, null))).toEqual([
      { input: 'sections', key: MISSION, change: 'changed' },
    ]);
    expect(
      summary(inputsOf({ [MISSION]: 'b', [PRICING]: 'p', [PREREQUISITE]: 'n' }, null)),
    ).toEqual([{ input: 'sections', key: PREREQUISITE, change: 'changed' }]);
    // The model is not one of the summary's inputs: only through the sections it draws on.
    expect(summary(inputsOf({ [MISSION]: 'b', [PRICING]: 'p' }, 'm9'))).toBeUndefined();
  });

  it('carries staleness on: a section drawing on a stale one is out of date, with its reason', () => {
    const then = inputsOf({ [MISSION]: 'b', [PRICING]: 'p' }, 'm1');
    const now = inputsOf({ [MISSION]: 'b', [PRICING]: 'p' }, 'm2');
    const result = strategyStaleness({
      sections: [
        written(PRICING, then, now),
        written(MISSION, then, now),
        written(EXECUTIVE_SUMMARY_KEY, then, now),
      ],
    });
    expect([...result.keys()].sort()).toEqual([EXECUTIVE_SUMMARY_KEY, PRICING]);
    expect(result.get(EXECUTIVE_SUMMARY_KEY)).toEqual([
      { input: 'sections', key: PRICING, change: 'out-of-date' },
    ]);
  });

  it('never calls a section stale while it is being written or when it has no text', () => {
    const then = inputsOf({}, 'm1');
    const now = inputsOf({}, 'm2');
    for (const status of ['queued', 'generating', 'idle'] as const) {
      const section = { ...written(PRICING, then, now), status };
      expect(strategyStaleness({ sections: [section] }).size, status).toBe(0);
    }
    const empty = { ...written(PRICING, then, now), hasText: false };
    expect(strategyStaleness({ sections: [empty] }).size).toBe(0);
  });

  it('keeps the rules of before for text written before its inputs were recorded', () => {
    const now = inputsOf({ [MISSION]: 'b', [PRICING]: 'p' }, 'm1');
    // Money sections: written before the model last changed.
    const old = written(PRICING, null, now, at(5));
    expect(strategyStaleness({ sections: [old], modelChangedAt: at(6) }).has(PRICING)).toBe(true);
    expect(strategyStaleness({ sections: [old], modelChangedAt: at(4) }).has(PRICING)).toBe(false);
    expect(strategyStaleness({ sections: [old] }).has(PRICING)).toBe(false);
    // The summary: written before another section changed.
    const summary = written(EXECUTIVE_SUMMARY_KEY, null, now, at(10));
    const mission = (minute: number) => written(MISSION, null, now, at(minute));
    expect(strategyStaleness({ sections: [summary, mission(9)] }).size).toBe(0);
    expect(
      strategyStaleness({ sections: [summary, mission(11)] }).get(EXECUTIVE_SUMMARY_KEY),
    ).toEqual([{ input: 'sections', key: MISSION, change: 'changed' }]);
    // Nothing else old is ever stale: a dependent does not know what it was written from.
    const dependent = written(DEPENDENT, null, inputsOf({ [PREREQUISITE]: 'x' }, 'm1'), at(1));
    expect(strategyStaleness({ sections: [dependent], modelChangedAt: at(20) }).size).toBe(0);
  });

  it('ignores an input the record does not hold (recorded before the product knew it)', () => {
    const recorded: WrittenFrom = {};
    const section: SectionStalenessInput = {
      ...written(PRICING, inputsOf({}, 'm1'), inputsOf({}, 'm2')),
      writtenFrom: recorded,
    };
    expect(strategyStaleness({ sections: [section] }).size).toBe(0);
  });
});

describe('staleReasonText', () => {
  const titles: Record<string, string> = {
    [PRICING]: 'Pricing Strategy',
    [MISSION]: 'Mission Statement',
    a: 'A',
    b: 'B',
    c: 'C',
    d: 'D',
  };
  const titleOf = (key: string) => titles[key] ?? key;

  it('says what changed in words', () => {
    expect(staleReasonText([{ input: 'financials', change: 'changed' }], titleOf)).toBe(
      'The financial model changed after this was written.',
    );
    expect(
      staleReasonText(
        [
          { input: 'sections', key: MISSION, change: 'changed' },
          { input: 'financials', change: 'changed' },
          { input: 'sections', key: PRICING, change: 'out-of-date' },
        ],
        titleOf,
      ),
    ).toBe(
      'The financial model changed after this was written. “Mission Statement” has changed since this was written. “Pricing Strategy”, which it draws on, is out of date.',
    );
    const many = ['a', 'b', 'c', 'd'].map((key) => ({
      input: 'sections' as const,
      key,
      change: 'changed' as const,
    }));
    expect(staleReasonText(many, titleOf)).toBe(
      '“A”, “B”, “C” and 1 more have changed since this was written.',
    );
  });
});

describe('the engagement brief and the client answers (issue 29)', () => {
  const answer = (id: string, fingerprint: string, sections?: string[]) => ({
    id,
    fingerprint,
    ...(sections ? { sections } : {}),
  });
  const intake = (brief: string, answers: StrategyInputs['answers']): StrategyInputs => ({
    ...inputsOf({}, null),
    brief,
    answers,
  });

  it('marks every written section stale when the brief changes', () => {
    const then = intake('b1', []);
    const now = intake('b2', []);
    const stale = strategyStaleness({
      sections: [written(MISSION, then, now), written(EXECUTIVE_SUMMARY_KEY, then, now)],
    });
    expect(stale.get(MISSION)).toEqual([{ input: 'brief', change: 'changed' }]);
    expect(stale.get(EXECUTIVE_SUMMARY_KEY)).toEqual([{ input: 'brief', change: 'changed' }]);
    expect(strategyStaleness({ sections: [written(MISSION, then, then)] }).size).toBe(0);
  });

  it('marks stale the sections an answer feeds, all for one naming none, and always the summary', () => {
    const then = intake('b', [answer('q1', 'a', [PRICING]), answer('q2', 'x')]);
    const pricingChanged = intake('b', [answer('q1', 'a2', [PRICING]), answer('q2', 'x')]);
    const sections = (now: StrategyInputs) =>
      strategyStaleness({
        sections: [
          written(PRICING, then, now),
          written(MISSION, then, now),
          written(EXECUTIVE_SUMMARY_KEY, then, now),
        ],
      });
    const afterPricing = sections(pricingChanged);
    expect(afterPricing.get(PRICING)).toEqual([{ input: 'answers', key: 'q1', change: 'changed' }]);
    expect(afterPricing.has(MISSION)).toBe(false);
    expect(afterPricing.get(EXECUTIVE_SUMMARY_KEY)).toEqual([
      { input: 'answers', key: 'q1', change: 'changed' },
    ]);
    // An answer to a question naming no section feeds them all; one taken back changes too.
    const general = sections(intake('b', [answer('q1', 'a', [PRICING])]));
    expect([...general.keys()].sort()).toEqual([EXECUTIVE_SUMMARY_KEY, MISSION, PRICING].sort());
    expect(general.get(MISSION)).toEqual([{ input: 'answers', key: 'q2', change: 'changed' }]);
  });

  it('never holds the brief or the answers against text written before they were recorded', () => {
    const then = inputsOf({}, null);
    const now = intake('b2', [answer('q1', 'a')]);
    expect(strategyStaleness({ sections: [written(MISSION, then, now)] }).size).toBe(0);
  });

  it('says so in words', () => {
    const title = () => '';
    expect(staleReasonText([{ input: 'brief', change: 'changed' }], title)).toBe(
      'The engagement brief changed after this was written.',
    );
    expect(
      staleReasonText(
        [
          { input: 'answers', key: 'q1', change: 'changed' },
          { input: 'answers', key: 'q2', change: 'changed' },
        ],
        title,
      ),
    ).toBe('2 answers to the intake questions changed after this was written.');
  });
});
