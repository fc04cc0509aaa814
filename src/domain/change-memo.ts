import { z } from 'zod';
import { changeMemoLabels } from './change-memo-labels.ts';
import { formatLabel } from './deliverable-labels.ts';
import { formatReportDate } from './locale.ts';
import { escapeMarkdown } from './markdown-escape.ts';
import type { ChatMessage } from './prompt.ts';
import type { Language } from './strategy-limits.ts';
import { type DiffPart, diffCounts, wordDiff } from './word-diff.ts';

/**
 * The "what changed" memo (issue 31): for a point in time, each section whose text changed since,
 * with a short summary the model writes and the word diff behind it. The point in time is a date
 * (each section's text then is its newest version saved by that moment) or the client's
 * approvals (each approved section's text as it was approved).
 */

export type ChangeMemoSince = string | { approvals: true };

export const changeMemoRequestSchema = z.object({
  since: z.union(
    [
      z.iso.datetime({ offset: true, error: 'must be an ISO date and time' }),
      z.iso.date({ error: 'must be an ISO date' }),
      z.strictObject({ approvals: z.literal(true) }),
    ],
    { error: 'must be an ISO date ("2026-03-01") or {"approvals": true}' },
  ),
});

export interface ChangeMemoSection {
  key: string;
  title: string;
  /** One or two sentences in the strategy's language; `summarised` false: counted, not written. */
  summary: string;
  summarised: boolean;
  diff: DiffPart[];
  added: number;
  removed: number;
}

/** `POST /api/strategies/:id/change-memo` and `GET` of the last one written. */
export interface ChangeMemo {
  since: ChangeMemoSince;
  /** When the memo was written. */
  createdAt: string;
  sections: ChangeMemoSection[];
}

/** `GET .../change-memo/estimate`: what writing it would cost, before it runs. */
export interface ChangeMemoEstimate {
  sections: number;
  estimatedCost: { amount: number; currency: string } | null;
}

/** What the model sees of each text: enough to say what changed, bounded for a long section. */
export const MEMO_TEXT_MAX_CHARS = 6_000;
export const MEMO_OVERHEAD_TOKENS = 200;
export const MEMO_ANSWER_TOKENS = 120;

/** Fixed so the fake model server can recognise the request. */
export const CHANGE_MEMO_FIRST_LINE =
  'Summarise what changed in this section of a business strategy, as one JSON object.';

export const changeSummaryAnswerSchema = z.object({
  summary: z.string().trim().min(1, 'must not be empty').max(600, 'must be at most 600 characters'),
});

const bounded = (text: string) =>
  text.length > MEMO_TEXT_MAX_CHARS ? `${text.slice(0, MEMO_TEXT_MAX_CHARS)}\n[…]` : text;

export function buildChangeSummaryPrompt(options: {
  title: string;
  before: string;
  after: string;
  language: Language;
}): ChatMessage[] {
  return [
    {
      role: 'system',
      content:
        'You write short change notes for a consultant’s client. You answer with one JSON object and nothing else.',
    },
    {
      role: 'user',
      content: [
        CHANGE_MEMO_FIRST_LINE,
        `Section: ${options.title}`,
        `Before:\n${bounded(options.before.trim()) || '(the section had no text)'}`,
        `After:\n${bounded(options.after.trim()) || '(the section has no text now)'}`,
        `Answer {"summary": "..."}: one or two sentences in ${options.language} saying what changed in substance (figures, claims, recommendations), not the wording.`,
      ].join('\n\n'),
    },
  ];
}

/** The memo's entry for one section; the summary is filled in by the model afterwards. */
export function changedSection(options: {
  key: string;
  title: string;
  before: string;
  after: string;
}): ChangeMemoSection {
  const diff = wordDiff(options.before, options.after);
  const { added, removed } = diffCounts(diff);
  return {
    key: options.key,
    title: options.title,
    summary: countedSummary(added, removed),
    summarised: false,
    diff,
    added,
    removed,
  };
}

/** Said when the model gave no usable summary: the memo still lists the section and its diff. */
export function countedSummary(added: number, removed: number): string {
  const words = (count: number) =>
    `${count.toLocaleString('en')} ${count === 1 ? 'word' : 'words'}`;
  return `${words(added)} added, ${words(removed)} removed.`;
}

/**
 * The diff as Markdown for the exports: the new text's words as they stand, removed words struck
 * through and added words in bold, every word escaped (the section's Markdown shows as its
 * source, never read as Markdown again), paragraphs kept at blank lines.
 */
export function diffMarkdown(diff: readonly DiffPart[]): string {
  const paragraphs: string[] = [''];
  for (const part of diff) {
    part.text.split(/\n\s*\n/).forEach((piece, index) => {
      if (index > 0) paragraphs.push('');
      const words = escapeMarkdown(piece).trim();
      if (!words) {
        if (/\s/.test(piece)) paragraphs[paragraphs.length - 1] += ' ';
        return;
      }
      const lead = /^\s/.test(piece) ? ' ' : '';
      const trail = /\s$/.test(piece) ? ' ' : '';
      const marked =
        part.kind === 'removed' ? `~~${words}~~` : part.kind === 'added' ? `**${words}**` : words;
      paragraphs[paragraphs.length - 1] += `${lead}${marked}${trail}`;
    });
  }
  return paragraphs
    .map((paragraph) => paragraph.replace(/ {2,}/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}

/** One section of the memo as Markdown: its summary, then its changes. */
export function memoSectionMarkdown(section: ChangeMemoSection): string {
  return `${escapeMarkdown(section.summary)}\n\n${diffMarkdown(section.diff)}\n`;
}

/** The memo's title in the report's language: what it compares against. */
export function memoTitle(since: ChangeMemoSince, language: Language = 'English'): string {
  const labels = changeMemoLabels(language);
  return typeof since === 'string'
    ? formatLabel(labels.sinceDate, { date: formatReportDate(since.slice(0, 10), language) })
    : labels.sinceApproval;
}

/** The heading over the changed sections: "Sections changed: 3". */
export function memoSectionsHeading(count: number, language: Language = 'English'): string {
  return formatLabel(changeMemoLabels(language).sectionsChanged, { count });
}
