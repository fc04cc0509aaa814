import { parseMarkdown } from '../parse-markdown.ts';
import { proseUnits } from './markdown-prose.ts';

export type FactReason = 'figure' | 'named-entity';

export interface FactToCheck {
  /** The sentence as plain text (Markdown markup removed), at most 400 characters. */
  sentence: string;
  reasons: FactReason[];
}

export interface FactsToCheckOptions {
  /** Names that are not a competitor (the company, the client, the firm): never flagged. */
  ownNames?: readonly string[];
}

const CITED = /\[\s*\d{1,3}(?:\s*[-–,]\s*\d{1,3})*\s*\]/;

/**
 * Money, percentages, multiples, large or decimal numbers: what a client checks first. Years
 * alone (1900-2099) and small counts ("3 months", "5 steps") are not figures to check.
 */
const FIGURES = [
  /[$€£¥₹]\s?\d/,
  /\b\d[\d,.]*\s?(?:USD|EUR|GBP|dollars?|euros?|pounds?)\b/i,
  /\b\d+(?:[.,]\d+)?\s?(?:k|m|bn|b|million|billion|thousand|trillion)\b/i,
  /\b\d+(?:[.,]\d+)?\s?(?:%|percent\b|per cent\b)/i,
  /\b\d+(?:\.\d+)?x\b/i,
  /\b\d{1,3}(?:,\d{3})+\b/,
  /\b\d+\.\d+\b/,
];
const LARGE_NUMBER = /\b\d{4,}\b/g;

const COMPANY_SUFFIX =
  /\b[A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*)*,?\s+(?:Inc|Ltd|LLC|Corp|Corporation|GmbH|plc|PLC|AG|S\.A|SAS|BV|NV|Pty)\b/;
const COMPETITOR_CUE =
  /\b(?:competitors?|competes?|competing|competition|rivals?|incumbents?|market leaders?|leaders? in|vs\.?|versus|alternatives? (?:to|such as|like)|such as|compared (?:to|with)|unlike)\b/i;
/** A capitalised word (or CamelCase brand) that is not the first word of the sentence. */
const CAPITALISED_WORD = /(?<=\s)(?:[A-Z][a-z]+[A-Z]\w*|[A-Z][\w&'-]*[a-z][\w&'-]*|[A-Z]{2,})\b/g;
const NOT_NAMES = new Set([
  'I',
  'AI',
  'CEO',
  'CFO',
  'CTO',
  'B2B',
  'B2C',
  'SaaS',
  'SEO',
  'KPI',
  'KPIs',
  'ROI',
  'SWOT',
  'USP',
  ...'January February March April May June July August September October November December'.split(
    ' ',
  ),
  ...'Monday Tuesday Wednesday Thursday Friday Saturday Sunday'.split(' '),
]);

const sentenceSegmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/**
 * Sentences that state a figure or name what looks like a competitor but cite no source: what
 * the consultant should verify before a client reads it. Headings and code are skipped; a
 * table row counts as one sentence, its header row as none.
 */
export function findFactsToCheck(
  markdown: string,
  options: FactsToCheckOptions = {},
): FactToCheck[] {
  const ownNames = (options.ownNames ?? []).map((name) => name.trim()).filter(Boolean);
  const facts: FactToCheck[] = [];
  for (const unit of proseUnits(parseMarkdown(markdown))) {
    if (unit.kind === 'heading' || unit.kind === 'table-header') continue;
    const sentences =
      unit.kind === 'table-row'
        ? [unit.text]
        : [...sentenceSegmenter.segment(unit.text)].map((part) => part.segment);
    for (const raw of sentences) {
      const sentence = raw.replace(/\s+/g, ' ').trim();
      if (!sentence || CITED.test(sentence)) continue;
      const reasons: FactReason[] = [];
      if (hasFigure(sentence)) reasons.push('figure');
      if (namesCompetitor(withoutNames(sentence, ownNames))) reasons.push('named-entity');
      if (reasons.length > 0) facts.push({ sentence: shorten(sentence), reasons });
    }
  }
  return facts;
}

function hasFigure(sentence: string): boolean {
  if (FIGURES.some((pattern) => pattern.test(sentence))) return true;
  for (const match of sentence.matchAll(LARGE_NUMBER)) {
    const value = Number(match[0]);
    if (match[0].length > 4 || value < 1900 || value > 2099) return true;
  }
  return false;
}

function namesCompetitor(sentence: string): boolean {
  if (COMPANY_SUFFIX.test(sentence)) return true;
  if (!COMPETITOR_CUE.test(sentence)) return false;
  return [...sentence.matchAll(CAPITALISED_WORD)].some((match) => !NOT_NAMES.has(match[0]));
}

/** The company's own names are blanked so "Acme competes with..." flags only the others. */
function withoutNames(sentence: string, names: readonly string[]): string {
  let result = sentence;
  for (const name of names) result = result.split(name).join(' ');
  return result;
}

function shorten(sentence: string): string {
  return sentence.length <= 400 ? sentence : `${sentence.slice(0, 399)}…`;
}
