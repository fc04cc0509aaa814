import type { FittedPrompt } from './prompt.ts';
import {
  briefBlock,
  type ChatMessage,
  type ClientAnswer,
  engagementBlocks,
  SYSTEM_MESSAGE,
} from './prompt.ts';
import {
  REVISION_GUIDELINE,
  revisionBlocks,
  revisionInstruction,
  type SectionRevision,
} from './revision-prompt.ts';
import type { SectionBrief } from './section-brief.ts';
import type { Language } from './strategy-limits.ts';
import { estimatePromptTokens } from './token-estimate.ts';

/**
 * The executive summary's prompt (issue 12): written by the model from digests of the written
 * sections, never their full text, so it fits the context window however many sections exist.
 * A section's digest is its headings, the lead sentence of each paragraph and list, and the
 * sentences that carry numbers; a group's digest is its sections' digests. When all of them do
 * not fit, every section keeps the same, smaller share (its headings and leads come first).
 */

export const EXECUTIVE_SUMMARY_TITLE = 'Executive Summary';

export interface WrittenSection {
  key: string;
  title: string;
  groupTitle: string;
  content: string;
}

export interface SummaryPromptInput {
  companyName: string;
  overview: string;
  /** The written sections other than the summary, in the outline's order. */
  sections: readonly WrittenSection[];
  language: Language;
  /** The summary's brief (`EXECUTIVE_SUMMARY_BRIEF`): `Objective:` and `Must cover:`. */
  brief?: SectionBrief;
  /** The fact sheet's `Facts` block (`factsPromptBlock`), when it has one. */
  facts?: string;
  /** The consultant's engagement brief (issue 29), its lines: sent as `Engagement brief:`. */
  engagementBrief?: string;
  /** The client's answers to the intake questions (issue 29): sent as `Client answers:`. */
  clientAnswers?: readonly ClientAnswer[];
  /** The revision pass (issue 27): rewrite the current summary from its findings. */
  revision?: SectionRevision;
}

export const SUMMARY_INSTRUCTIONS = [
  'Write in the third person about the business (its name, "the company"), never "we" or "our"',
  'Open with two or three sentences on what the business is and where it stands',
  'Then the top findings, each with the figures from the digests that support it',
  'Then the top recommendations, in order of priority, each with its expected effect',
  'Quote numbers exactly as the digests give them; do not invent figures',
  'One to two pages: about 500 to 900 words, with headings and short bullet lists in Markdown',
] as const;

/** The smallest share of characters a section's digest keeps when shortened to fit. */
export const MIN_DIGEST_CHARACTERS = 80;
const NUMBER = /\d/;
const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z0-9"“(])/u;

function firstSentence(text: string, maximum = 220): string {
  const sentence = (text.split(SENTENCE_END)[0] ?? '').trim();
  return sentence.length <= maximum ? sentence : `${sentence.slice(0, maximum - 1).trimEnd()}…`;
}

function plain(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]+/g, '')
    .replace(/<[^>]+>/g, '')
    .trim();
}

type Block = { kind: 'heading' | 'list' | 'table' | 'paragraph'; lines: string[] };

/** Lines grouped into Markdown blocks, enough to find leads (not a full parser). */
function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const rawLine of markdown.split('\n')) {
    const line = rawLine.trim();
    if (line === '') {
      blocks.push({ kind: 'paragraph', lines: [] });
      continue;
    }
    const kind: Block['kind'] = /^#{1,6}\s/.test(line)
      ? 'heading'
      : /^(?:[-*+]|\d+[.)])\s/.test(line)
        ? 'list'
        : line.startsWith('|')
          ? 'table'
          : 'paragraph';
    const last = blocks.at(-1);
    if (kind !== 'heading' && last && last.kind === kind && last.lines.length > 0) {
      last.lines.push(line);
    } else if (kind === 'paragraph' && last?.kind === 'list' && !/^\S/.test(rawLine)) {
      last.lines.push(line);
    } else blocks.push({ kind, lines: [line] });
  }
  return blocks.filter((block) => block.lines.length > 0);
}

/**
 * A section's digest: headings, the lead of each paragraph and list, then the other sentences,
 * list items and table rows that carry numbers. Lines in order of importance, so cutting from
 * the end keeps the most telling ones.
 */
export function digestSection(markdown: string): string[] {
  const headings: string[] = [];
  const leads: string[] = [];
  const figures: string[] = [];
  const withNumbers = (sentences: string[]) =>
    sentences
      .filter((sentence) => NUMBER.test(sentence))
      .map((sentence) => `- ${firstSentence(sentence)}`);
  for (const block of blocksOf(markdown)) {
    if (block.kind === 'heading') {
      headings.push(`## ${plain(block.lines[0]?.replace(/^#+\s*/, '') ?? '')}`);
    } else if (block.kind === 'table') {
      const rows = block.lines
        .filter((line) => !/^\|?\s*:?-{3,}/.test(line))
        .map((line) =>
          plain(
            line
              .replace(/^\||\|$/g, '')
              .split('|')
              .map((cell) => cell.trim())
              .join(' · '),
          ),
        );
      if (rows[0]) leads.push(`- ${rows[0]}`);
      figures.push(...withNumbers(rows.slice(1)).slice(0, 6));
    } else {
      const texts = block.lines.map((line) =>
        plain(line.replace(/^(?:[-*+]|\d+[.)])\s+|^>\s*/, '')),
      );
      const sentences = (block.kind === 'list' ? texts : [texts.join(' ')]).flatMap((text) =>
        text.split(SENTENCE_END),
      );
      if (sentences[0]) leads.push(`- ${firstSentence(sentences[0])}`);
      figures.push(...withNumbers(sentences.slice(1)));
    }
  }
  return [...new Set([...headings, ...leads, ...figures])].filter((line) => line.length > 2);
}

/** Digest lines cut to at most `characters`, whole lines only (at least the first). */
function cutDigest(lines: readonly string[], characters: number): string {
  const kept: string[] = [];
  let used = 0;
  for (const line of lines) {
    if (kept.length > 0 && used + line.length + 1 > characters) break;
    kept.push(line);
    used += line.length + 1;
  }
  return kept.join('\n');
}

/** The digests grouped under their group titles, each section's cut to `perSection`. */
export function groupDigests(
  sections: readonly WrittenSection[],
  perSection = Number.POSITIVE_INFINITY,
): string {
  const groups: string[] = [];
  let currentGroup: string | undefined;
  for (const section of sections) {
    if (section.groupTitle !== currentGroup) {
      currentGroup = section.groupTitle;
      groups.push(`# ${section.groupTitle}`);
    }
    groups.push(`### ${section.title}\n${cutDigest(digestSection(section.content), perSection)}`);
  }
  return groups.join('\n\n');
}

export function buildSummaryPrompt(
  input: SummaryPromptInput,
  perSection = Number.POSITIVE_INFINITY,
): ChatMessage[] {
  const company = input.companyName.trim() || 'the company';
  const instructions = input.revision
    ? [...SUMMARY_INSTRUCTIONS, REVISION_GUIDELINE]
    : SUMMARY_INSTRUCTIONS;
  const parts = [
    input.revision
      ? revisionInstruction(EXECUTIVE_SUMMARY_TITLE)
      : `Create a detailed and professional "${EXECUTIVE_SUMMARY_TITLE}" section for the business strategy.`,
    `It is what the client reads first: a summary of the whole strategy for ${company}, ` +
      'drawn from the digests of its sections below.',
    `Business Overview (the client's own words; summarise, do not copy):\n${input.overview.trim()}`,
    ...engagementBlocks(input.engagementBrief, input.clientAnswers),
    input.facts?.trim() ?? '',
    `Digests of the ${input.sections.length} written sections, by group ` +
      `(headings, lead sentences and figures):\n\n${groupDigests(input.sections, perSection)}`,
    ...(input.revision ? revisionBlocks(input.revision) : []),
    briefBlock(input.brief),
    `Guidelines:\n${instructions.map((line, index) => `${index + 1}. ${line}`).join('\n')}`,
  ];
  if (input.language !== 'English') parts.push(`Write the whole summary in ${input.language}.`);
  return [
    { role: 'system', content: SYSTEM_MESSAGE },
    { role: 'user', content: parts.filter(Boolean).join('\n\n') },
  ];
}

/**
 * The summary's prompt fitted to the context window: every digest whole when that fits, else
 * every section's digest cut to the same largest length that fits (never below
 * MIN_DIGEST_CHARACTERS: then `fits: false`).
 */
export function fitSummaryPrompt(
  input: SummaryPromptInput,
  limits: { contextTokens: number | undefined; answerTokens: number },
): FittedPrompt {
  const whole = buildSummaryPrompt(input);
  const wholeTokens = estimatePromptTokens(whole);
  const available =
    limits.contextTokens === undefined ? undefined : limits.contextTokens - limits.answerTokens;
  if (available === undefined || wholeTokens <= available) {
    return { fits: true, messages: whole, shortened: false, estimatedTokens: wholeTokens };
  }
  let low = MIN_DIGEST_CHARACTERS;
  let best = buildSummaryPrompt(input, low);
  let bestTokens = estimatePromptTokens(best);
  if (bestTokens > available)
    return { fits: false, estimatedTokens: bestTokens, availableTokens: available };
  let high = Math.max(low, ...input.sections.map((section) => section.content.length));
  while (high - low > 20) {
    const middle = Math.floor((low + high) / 2);
    const candidate = buildSummaryPrompt(input, middle);
    const tokens = estimatePromptTokens(candidate);
    if (tokens <= available) {
      low = middle;
      best = candidate;
      bestTokens = tokens;
    } else high = middle;
  }
  return { fits: true, messages: best, shortened: true, estimatedTokens: bestTokens };
}
