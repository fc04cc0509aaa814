import { z } from 'zod';
import type { ChatMessage } from '../prompt.ts';
import type { Language } from '../strategy-limits.ts';
import { excerptOf, type QualityFinding, type StrategyQuality } from './quality-types.ts';

/** `GET /api/strategies/:id/quality/coverage`: what checking would cost, before it runs. */
export interface CoverageEstimate {
  /** Written sections whose current text has not been checked. */
  sections: number;
  /** In the price table's currency; null when the model has no price. */
  estimatedCost: { amount: number; currency: string } | null;
}

/** `POST /api/strategies/:id/quality/coverage`: what was checked, and the review after it. */
export interface CoverageCheckResult {
  checked: number;
  /** Sections whose answers were not valid twice: left unchecked. */
  unanswered: number;
  quality: StrategyQuality;
}

/**
 * Coverage by the model (issue 27 item 4): for one written section, a yes or no for each point of
 * its brief's `Must cover`, as structured output. A point the model says is missing becomes a
 * `coverage` finding. Its first line is fixed so the fake model server can recognise it.
 */
export const COVERAGE_FIRST_LINE =
  'Say which points of its brief this section of a business strategy covers, as one JSON object.';

/** The model's answer: one boolean per point, in the brief's order. */
export const coverageAnswerSchema = z.object({ covered: z.array(z.boolean()) });

/** The words a coverage request costs beyond the section's text, and its answer. */
export const COVERAGE_OVERHEAD_TOKENS = 250;
export const COVERAGE_ANSWER_TOKENS = 60;

export function buildCoveragePrompt(options: {
  title: string;
  mustCover: readonly string[];
  content: string;
  language: Language;
}): ChatMessage[] {
  return [
    {
      role: 'system',
      content: 'You are a strict reviewer. You answer with one JSON object and nothing else.',
    },
    {
      role: 'user',
      content: [
        COVERAGE_FIRST_LINE,
        `Section: ${options.title} (written in ${options.language})`,
        `Points:\n${options.mustCover.map((item, index) => `${index + 1}. ${item}`).join('\n')}`,
        `Section text:\n${options.content.trim()}`,
        `Answer {"covered": [...]} with ${options.mustCover.length} booleans in the points' order: true when the text treats the point specifically for this business, false when it is missing or only named.`,
      ].join('\n\n'),
    },
  ];
}

/** The answer checked against the number of points; undefined when it does not fit. */
export function parseCoverageAnswer(value: unknown, points: number): boolean[] | undefined {
  const parsed = coverageAnswerSchema.safeParse(value);
  if (!parsed.success || parsed.data.covered.length !== points) return undefined;
  return parsed.data.covered;
}

/** The points the model found missing, as findings of the section. */
export function coverageFindings(missing: readonly string[]): QualityFinding[] {
  return missing.map((point) => ({
    check: 'coverage',
    severity: 'warning',
    message: `The brief asks for "${excerptOf(point, 120)}", which the text does not cover.`,
    excerpt: excerptOf(point),
  }));
}
