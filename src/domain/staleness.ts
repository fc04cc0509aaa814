import { EXECUTIVE_SUMMARY_KEY } from './export-selection.ts';
import { isMoneySection } from './financial/money-sections.ts';
import type { SectionStatus } from './strategy-limits.ts';

/**
 * Staleness is one concept (DESIGN, third round): a section is stale when something it was
 * written from changed after. Each written text records what it was written from (`WrittenFrom`,
 * the `written_from` column, from what its prompt had); `sectionInputs` says what it would be
 * written from now; `strategyStaleness` compares the two for every section of a strategy and
 * gives the reasons. The strategy and share reads, the exports, `{sections: "stale"}` runs and
 * the page all read its answer. Zod-free: the page can use it.
 *
 * Adding an input (as the engagement brief and the client's answers were, issue 29) is: a field in `WrittenFrom` and
 * `StrategyInputs`, one line in `sectionInputs` saying which sections it applies to, its
 * fingerprint recorded where the prompt is built, and its sentence in `stale-reason-text.ts`.
 */

/** An input as a prompt had it, hashed: equal fingerprints, same input. */
export type Fingerprint = string;

/** What a section's text was written from: each input by name, as its fingerprint then. */
export interface WrittenFrom {
  /**
   * The sections it drew on that had text, by key: its prerequisites, or (the executive summary)
   * every other section. A section without text is absent.
   */
  sections?: Record<string, Fingerprint>;
  /** The financial model (money sections only); null: the strategy had none. */
  financials?: Fingerprint | null;
  /**
   * The facts of the fact sheet the text states (`facts-stated.ts`), by id: recorded from the
   * text once written, so a change marks only the sections that state a changed fact.
   */
  facts?: Record<string, Fingerprint>;
  /** The engagement brief (issue 29) as its prompt lines; every section is written from it. */
  brief?: Fingerprint;
  /**
   * The client's answers the section was written from, by question id (issue 29): those whose
   * question feeds it (or names no section); the executive summary, every answer.
   */
  answers?: Record<string, Fingerprint>;
}

export type StalenessInputName = keyof WrittenFrom;

/** Why a section is stale: one input that changed. */
export interface StaleReason {
  input: StalenessInputName;
  /** For `sections`: which section. */
  key?: string;
  /**
   * `changed`: the input differs from the one the text was written from (for a section: its
   * text was rewritten, written or emptied since); `out-of-date`: a section it draws on is itself
   * stale, so its text carries what that one got wrong.
   */
  change: 'changed' | 'out-of-date';
}

/** The strategy's inputs now, as fingerprints. */
export interface StrategyInputs {
  /** Every section with text (its written text, the one kept while it is rewritten), by key. */
  sectionTexts: Readonly<Record<string, Fingerprint>>;
  /** The financial model; null when the strategy has none. */
  financials: Fingerprint | null;
  /** Every fact of the fact sheet by id (`factFingerprints`); absent: none compared. */
  facts?: Readonly<Record<string, Fingerprint>>;
  /** The engagement brief's fingerprint (of '' when empty); absent: not compared. */
  brief?: Fingerprint;
  /** Every answered question: its question and answer, and the sections it feeds (none: all). */
  answers?: readonly AnsweredInput[];
}

/** An answered intake question as staleness compares it. */
export interface AnsweredInput {
  id: string;
  fingerprint: Fingerprint;
  /** The section keys it feeds; absent or empty: every section. */
  sections?: readonly string[];
}

/** The answers a section is written from: those feeding it; the executive summary, all. */
function answersFeeding(key: string, answers: readonly AnsweredInput[]) {
  return Object.fromEntries(
    answers
      .filter(
        (answer) =>
          key === EXECUTIVE_SUMMARY_KEY ||
          !answer.sections?.length ||
          answer.sections.includes(key),
      )
      .map((answer) => [answer.id, answer.fingerprint]),
  );
}

/**
 * What a section would be written from now (and, given what its prompt had, what it was written
 * from): the executive summary draws on every other section; a section on its prerequisites;
 * a money section on the financial model.
 */
export function sectionInputs(
  section: { key: string; prerequisites?: readonly { key: string }[] },
  inputs: StrategyInputs,
): WrittenFrom {
  const drawsOn =
    section.key === EXECUTIVE_SUMMARY_KEY
      ? Object.keys(inputs.sectionTexts).filter((key) => key !== EXECUTIVE_SUMMARY_KEY)
      : (section.prerequisites ?? []).map((prerequisite) => prerequisite.key);
  const sections = Object.fromEntries(
    drawsOn.flatMap((key) => {
      const fingerprint = inputs.sectionTexts[key];
      return fingerprint === undefined ? [] : [[key, fingerprint]];
    }),
  );
  return {
    ...(drawsOn.length > 0 ? { sections } : {}),
    ...(isMoneySection(section.key) ? { financials: inputs.financials } : {}),
    ...(inputs.facts ? { facts: { ...inputs.facts } } : {}),
    ...(inputs.brief !== undefined ? { brief: inputs.brief } : {}),
    ...(inputs.answers ? { answers: answersFeeding(section.key, inputs.answers) } : {}),
  };
}

/**
 * The inputs that differ between what the text was written from and what it would be written
 * from now. Only inputs the record holds are compared: an input the product learned to record
 * later is never held against text written before.
 */
export function changedInputs(recorded: WrittenFrom, now: WrittenFrom): StaleReason[] {
  const reasons: StaleReason[] = [];
  if (recorded.sections !== undefined) {
    const before = recorded.sections;
    const after = now.sections ?? {};
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (before[key] !== after[key]) reasons.push({ input: 'sections', key, change: 'changed' });
    }
  }
  if (recorded.financials !== undefined && recorded.financials !== (now.financials ?? null)) {
    reasons.push({ input: 'financials', change: 'changed' });
  }
  // Only the facts the text states; one removed from the sheet has changed too.
  if (recorded.facts !== undefined && now.facts !== undefined) {
    for (const [id, fingerprint] of Object.entries(recorded.facts)) {
      if (now.facts[id] !== fingerprint)
        reasons.push({ input: 'facts', key: id, change: 'changed' });
    }
  }
  if (recorded.brief !== undefined && now.brief !== undefined && recorded.brief !== now.brief) {
    reasons.push({ input: 'brief', change: 'changed' });
  }
  // An answer given, changed or taken back since, to a question that feeds the section.
  if (recorded.answers !== undefined && now.answers !== undefined) {
    const before = recorded.answers;
    const after = now.answers;
    for (const id of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (before[id] !== after[id]) reasons.push({ input: 'answers', key: id, change: 'changed' });
    }
  }
  return reasons;
}

/** One section as `strategyStaleness` needs it. */
export interface SectionStalenessInput {
  key: string;
  status: SectionStatus;
  /** It has written text (a section without any is never stale). */
  hasText: boolean;
  /** What its text was written from; null: written before this was recorded. */
  writtenFrom: WrittenFrom | null;
  /** What it would be written from now (`sectionInputs`). */
  now: WrittenFrom;
  /** When its row last changed: the rules for text written before `writtenFrom` was recorded. */
  updatedAt: Date;
}

/**
 * The stale sections of a strategy and why, by key (the others are absent). A section being
 * written is not stale (its new text will be current); one whose text predates `writtenFrom`
 * keeps the rules of before: a money section written before the model last changed, the summary
 * written before another section's text changed. Then a section that draws on a stale section
 * is stale too ("out-of-date"): regenerating the stale ones leaves nothing stale behind.
 */
export function strategyStaleness(options: {
  sections: readonly SectionStalenessInput[];
  /** When the financial model last changed; unset when there is none. */
  modelChangedAt?: Date;
}): Map<string, StaleReason[]> {
  const { sections, modelChangedAt } = options;
  const canBeStale = (section: SectionStalenessInput) =>
    section.hasText && (section.status === 'done' || section.status === 'failed');
  const direct = new Map<string, StaleReason[]>();
  for (const section of sections) {
    if (!canBeStale(section)) continue;
    const reasons = section.writtenFrom
      ? changedInputs(section.writtenFrom, section.now)
      : legacyReasons(section, sections, modelChangedAt);
    direct.set(section.key, reasons);
  }
  const result = new Map<string, StaleReason[]>();
  const visiting = new Set<string>();
  const byKey = new Map(sections.map((section) => [section.key, section]));
  // Memoised depth-first: a section is stale when its own reasons say so or one it draws on is.
  const resolve = (key: string): StaleReason[] => {
    const known = result.get(key);
    if (known || visiting.has(key)) return known ?? [];
    const section = byKey.get(key);
    const own = direct.get(key);
    if (!section || !own) return [];
    visiting.add(key);
    const named = new Set(own.map((reason) => reason.key));
    const inherited = drawsOn(section).flatMap((source): StaleReason[] =>
      !named.has(source) && resolve(source).length > 0
        ? [{ input: 'sections', key: source, change: 'out-of-date' }]
        : [],
    );
    visiting.delete(key);
    const reasons = [...own, ...inherited];
    result.set(key, reasons);
    return reasons;
  };
  for (const section of sections) resolve(section.key);
  for (const [key, reasons] of result) if (reasons.length === 0) result.delete(key);
  return result;
}

/** The sections a section's text draws on: those it was written from, and would be now. */
function drawsOn(section: SectionStalenessInput): string[] {
  return [
    ...new Set([
      ...Object.keys(section.writtenFrom?.sections ?? {}),
      ...Object.keys(section.now.sections ?? {}),
    ]),
  ];
}

/** Text written before `written_from` was recorded: the two rules of before, by time. */
function legacyReasons(
  section: SectionStalenessInput,
  sections: readonly SectionStalenessInput[],
  modelChangedAt: Date | undefined,
): StaleReason[] {
  if (section.key === EXECUTIVE_SUMMARY_KEY) {
    // Another section's text changed after it: edited, regenerated or emptied (one still queued
    // or being written has not changed yet).
    return sections
      .filter(
        (other) =>
          other.key !== EXECUTIVE_SUMMARY_KEY &&
          (other.status === 'done' || other.status === 'idle') &&
          other.updatedAt.getTime() > section.updatedAt.getTime(),
      )
      .map((other) => ({ input: 'sections', key: other.key, change: 'changed' }));
  }
  const modelChangedAfter =
    section.now.financials !== undefined &&
    modelChangedAt !== undefined &&
    section.updatedAt.getTime() < modelChangedAt.getTime();
  return modelChangedAfter ? [{ input: 'financials', change: 'changed' }] : [];
}

/** The text was written from the financial model as it is now (or there is none to be stale on). */
export function writtenFromCurrentModel(section: { staleReasons?: readonly StaleReason[] }) {
  return !section.staleReasons?.some((reason) => reason.input === 'financials');
}
