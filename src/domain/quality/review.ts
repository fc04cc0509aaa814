import { isMoneySection } from '../financial/money-sections.ts';
import type { Language } from '../strategy-limits.ts';
import { checkSectionCitations } from './citation-check.ts';
import { checkFacts, type FactsToCheck } from './fact-check.ts';
import { checkFinancial, type ModelToCheck } from './financial-check.ts';
import { checkFormat } from './format-check.ts';
import { checkLanguage, paragraphsOf } from './language-check.ts';
import { checkLength } from './length-check.ts';
import { checkPlaceholders } from './placeholder-check.ts';
import type { QualityFinding, SectionQuality, StrategyQuality } from './quality-types.ts';
import { ratioFindings } from './ratio-check.ts';
import { checkRepetition } from './repetition-check.ts';

export interface SectionToReview {
  key: string;
  title: string;
  content: string;
  /** The brief's target length, when it has one. */
  targetWords?: number;
  /** The numbers of the sources the section lists. */
  sourceNumbers?: readonly number[];
  citationsRemoved?: number;
  /** Findings from elsewhere (the model's coverage answers), added to the section's own. */
  findings?: readonly QualityFinding[];
  /** Its prose paragraphs, when already read (`paragraphsOf`): read once, used by two checks. */
  paragraphs?: readonly string[];
}

export interface StrategyToReview {
  language: Language;
  /** Written sections in the outline's order (the summary first). */
  sections: readonly SectionToReview[];
  facts?: FactsToCheck;
  model?: ModelToCheck;
}

const ERROR_COST = 20;
const WARNING_COST = 7;

export function sectionScore(findings: readonly QualityFinding[]): number {
  const cost = findings.reduce(
    (sum, finding) => sum + (finding.severity === 'error' ? ERROR_COST : WARNING_COST),
    0,
  );
  return Math.max(0, 100 - cost);
}

/** The checks of one section that need nothing but the section and the strategy's facts. */
export function reviewSection(
  section: SectionToReview,
  strategy: StrategyToReview,
): QualityFinding[] {
  // Read once here, used again by the repetition check across sections.
  section.paragraphs ??= paragraphsOf(section.content);
  return [
    ...checkLanguage(section.content, strategy.language, section.paragraphs),
    ...checkPlaceholders(section.content),
    ...(strategy.facts ? checkFacts(section.content, strategy.facts) : []),
    ...(strategy.model ? checkFinancial(section.content, strategy.model) : []),
    ...riskyRatios(section, strategy),
    ...checkSectionCitations(
      section.content,
      section.sourceNumbers ?? [],
      section.citationsRemoved,
    ),
    ...checkLength(section.content, section.targetWords),
    ...checkFormat(section.content),
    ...(section.findings ?? []),
  ];
}

/** The model's risky ratios that land on this section (`ratio-check.ts`). */
function riskyRatios(section: SectionToReview, strategy: StrategyToReview): QualityFinding[] {
  const ratios = strategy.model?.ratios;
  if (!ratios || !isMoneySection(section.key)) return [];
  const money = strategy.sections.filter((each) => isMoneySection(each.key));
  return ratioFindings(ratios, money).get(section.key) ?? [];
}

/**
 * The whole review: every section's own checks, then repetition across sections, a score per
 * section (100 less 20 per error and 7 per warning) and for the strategy (their mean).
 */
export function reviewStrategy(strategy: StrategyToReview): StrategyQuality {
  const own = strategy.sections.map((section) => reviewSection(section, strategy));
  const repeated = checkRepetition(strategy.sections);
  const sections: Record<string, SectionQuality> = {};
  strategy.sections.forEach((section, index) => {
    const findings = [...own[index]!, ...(repeated.get(section.key) ?? [])];
    sections[section.key] = { score: sectionScore(findings), findings };
  });
  return summarise(sections);
}

export function summarise(sections: Record<string, SectionQuality>): StrategyQuality {
  const scores = Object.values(sections).map((section) => section.score);
  const score =
    scores.length === 0
      ? 100
      : Math.round(scores.reduce((sum, value) => sum + value, 0) / scores.length);
  return { score, sections };
}
