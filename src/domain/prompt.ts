import {
  REVISION_GUIDELINE,
  revisionBlocks,
  revisionInstruction,
  type SectionRevision,
} from './revision-prompt.ts';
import type { SectionBrief } from './section-brief.ts';
import type { Language } from './strategy.ts';
import { estimatePromptTokens } from './token-estimate.ts';

export const SYSTEM_MESSAGE =
  'You are an expert business strategy consultant. Provide detailed, actionable insights ' +
  'and recommendations in a professional format using Markdown.';

/** The spec's eight guidelines, then the data-honesty rule (issue 27). */
export const GUIDELINES = [
  'Align with the business overview and the relevant context provided',
  'Maintain consistency with previously generated sections',
  'Be specific and actionable',
  'Consider both immediate and long-term implications',
  'Use proper Markdown formatting',
  'Use headings, subheadings and bullet points for clarity',
  'Highlight key points and important insights',
  'Include relevant examples where appropriate',
  'Take figures (prices, market sizes, counts, percentages, dates) only from the facts, the ' +
    'financial model or the cited sources; present any other figure as an assumption for the ' +
    'client to confirm, never as fact, and never invent one',
] as const;

/** Added to the guidelines when the section has a brief. */
export const BRIEF_GUIDELINE =
  'Deliver the objective and cover every point under Must cover, with specifics for this business';

export interface PromptContext {
  title: string;
  /** The phrase that says what this prerequisite brings. */
  context: string;
  content: string;
}

/** One question of the client's intake and the client's answer (issue 29). */
export interface ClientAnswer {
  question: string;
  answer: string;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/**
 * What one section's request is built from (spec section 7, DESIGN "The section prompt"). Every
 * optional block is left out when empty; they appear in this order.
 */
export interface SectionPromptInput {
  title: string;
  overview: string;
  language: Language;
  /** The consultant's engagement brief (issue 29): sent as `Engagement brief:`. */
  engagementBrief?: string;
  /** The client's answers to the intake questions (issue 29): sent as `Client answers:`. */
  clientAnswers?: readonly ClientAnswer[];
  /**
   * The fact sheet, as one block whose first line starts with `Facts` and ends with `:` (e.g.
   * `Facts (confirmed by the consultant):`); a body without such a line gets `Facts:`.
   */
  facts?: string;
  /** The `Financial model (<currency>):` block of key figures, for the sections about money. */
  financialModel?: string;
  /** The financial model's scenarios (issue 30), as a block right after the model's. */
  scenarios?: string;
  /** The numbered `Sources:` block of the strategy's passages found for it (issue 15). */
  sources?: string;
  /** The prerequisites, with their written content (empty: left out). */
  context: readonly PromptContext[];
  /** What the section must deliver (issue 27): `Objective:`, `Must cover:`, framework, length. */
  brief?: SectionBrief;
  /** A playbook's extra words for this section (issue 16), sent as `Consultant instructions:`. */
  instructions?: string;
  /** The revision pass (issue 27): rewrite the current text from its findings (never cut). */
  revision?: SectionRevision;
}

/** The brief's lines: `Objective:`, the numbered `Must cover:` list, framework and length. */
export function briefBlock(brief: SectionBrief | undefined): string {
  if (!brief) return '';
  const objective = brief.objective.trim();
  const items = brief.mustCover.map((item) => item.trim()).filter(Boolean);
  const lines = objective ? [`Objective: ${objective}`] : [];
  if (items.length > 0) {
    lines.push('Must cover:', ...items.map((item, index) => `${index + 1}. ${item}`));
  }
  if (lines.length === 0) return '';
  if (brief.framework?.trim()) lines.push(`Framework: ${brief.framework.trim()}`);
  if (brief.targetWords) lines.push(`Target length: about ${brief.targetWords} words.`);
  return lines.join('\n');
}

const FACTS_HEADING = /^Facts\b[^\n]*:$/;

function factsBlock(facts: string | undefined): string {
  const text = facts?.trim() ?? '';
  if (!text) return '';
  return FACTS_HEADING.test(text.split('\n', 1)[0]!) ? text : `Facts:\n${text}`;
}

function answersBlock(answers: readonly ClientAnswer[] | undefined): string {
  const answered = (answers ?? []).filter((item) => item.answer.trim());
  if (answered.length === 0) return '';
  return `Client answers:\n${answered
    .map((item) => `Q: ${item.question.trim()}\nA: ${item.answer.trim()}`)
    .join('\n\n')}`;
}

/** The `Engagement brief:` and `Client answers:` blocks (issue 29), each left out when empty. */
export function engagementBlocks(
  engagementBrief: string | undefined,
  clientAnswers: readonly ClientAnswer[] | undefined,
): string[] {
  return [headed('Engagement brief:', engagementBrief), answersBlock(clientAnswers)];
}

function contextBlock(context: readonly PromptContext[]): string {
  const withContent = context.filter((item) => item.content.trim());
  if (withContent.length === 0) return '';
  return `Relevant Context:\n${withContent
    .map((item) => `${item.title} (${item.context}):\n${item.content.trim()}`)
    .join('\n\n')}`;
}

/** `Heading:` and the trimmed text, or nothing when the text is empty. */
function headed(heading: string, text: string | undefined): string {
  return text?.trim() ? `${heading}\n${text.trim()}` : '';
}

export function buildSectionPrompt(options: SectionPromptInput): ChatMessage[] {
  const brief = briefBlock(options.brief);
  const guidelines = [
    ...GUIDELINES,
    ...(brief ? [BRIEF_GUIDELINE] : []),
    ...(options.revision ? [REVISION_GUIDELINE] : []),
  ];
  const parts = [
    options.revision
      ? revisionInstruction(options.title)
      : `Create a detailed and professional "${options.title}" section for the business strategy.`,
    `Business Overview:\n${options.overview.trim()}`,
    ...engagementBlocks(options.engagementBrief, options.clientAnswers),
    factsBlock(options.facts),
    options.financialModel?.trim() ?? '',
    options.scenarios?.trim() ?? '',
    options.sources?.trim() ?? '',
    contextBlock(options.context),
    ...(options.revision ? revisionBlocks(options.revision) : []),
    brief,
    headed('Consultant instructions:', options.instructions),
    `Guidelines:\n${guidelines.map((guideline, index) => `${index + 1}. ${guideline}`).join('\n')}`,
    options.language === 'English' ? '' : `Write the whole section in ${options.language}.`,
  ];
  return [
    { role: 'system', content: SYSTEM_MESSAGE },
    { role: 'user', content: parts.filter(Boolean).join('\n\n') },
  ];
}

/** The shortest opening of a prerequisite kept when its content is shortened to fit. */
export const MIN_CONTEXT_OPENING = 300;
export const SHORTENED_MARKER = "[… shortened to fit the model's context window]";

export type FittedPrompt =
  | { fits: true; messages: ChatMessage[]; shortened: boolean; estimatedTokens?: number }
  | { fits: false; estimatedTokens: number; availableTokens: number };

/** The opening of a text, at most `length` characters, ending at a paragraph or word boundary. */
function openingOf(text: string, length: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= length) return trimmed;
  const cut = trimmed.slice(0, length);
  const paragraph = cut.lastIndexOf('\n\n');
  const word = cut.search(/\s\S*$/);
  const end = paragraph >= length * 0.7 ? paragraph : word > length * 0.5 ? word : length;
  return `${cut.slice(0, end).trimEnd()}\n\n${SHORTENED_MARKER}`;
}

/**
 * The prompt built with the longest cut (from MIN_CONTEXT_OPENING up to `longest` characters)
 * that fits `available` tokens, or the shortest one with `fits: false`. The estimate grows with
 * the cut, so the interval is halved.
 */
function longestFitting(
  build: (length: number) => ChatMessage[],
  longest: number,
  available: number,
): { fits: boolean; messages: ChatMessage[]; tokens: number } {
  let low = MIN_CONTEXT_OPENING;
  let best = build(low);
  let bestTokens = estimatePromptTokens(best);
  if (bestTokens > available) return { fits: false, messages: best, tokens: bestTokens };
  let high = Math.max(low, longest);
  while (high - low > 20) {
    const middle = Math.floor((low + high) / 2);
    const candidate = build(middle);
    const tokens = estimatePromptTokens(candidate);
    if (tokens <= available) {
      low = middle;
      best = candidate;
      bestTokens = tokens;
    } else {
      high = middle;
    }
  }
  return { fits: true, messages: best, tokens: bestTokens };
}

const shortenedPrompt = (fitted: { messages: ChatMessage[]; tokens: number }): FittedPrompt => ({
  fits: true,
  messages: fitted.messages,
  shortened: true,
  estimatedTokens: fitted.tokens,
});

const longestOf = (texts: readonly string[]) =>
  Math.max(0, ...texts.map((text) => text.trim().length));

/**
 * The section's prompt, fitted to the model's context window (`contextTokens`, with
 * `answerTokens` left for the answer). When the whole prompt does not fit, the prerequisites'
 * contents are shortened first, each to the same length and each keeping its opening; then, with
 * those at their shortest openings, the engagement brief and the client's answers. The
 * instruction line, the overview, the facts, the financial model, the sources, a revision's text
 * and findings, the section's brief, the consultant's instructions and the guidelines are never
 * cut. When even the openings do not fit, nothing is sent: `fits: false`.
 */
export function fitSectionPrompt(
  input: SectionPromptInput,
  limits: { contextTokens: number | undefined; answerTokens: number },
): FittedPrompt {
  const whole = buildSectionPrompt(input);
  if (limits.contextTokens === undefined) {
    return { fits: true, messages: whole, shortened: false };
  }
  const wholeTokens = estimatePromptTokens(whole);
  const availableTokens = limits.contextTokens - limits.answerTokens;
  if (wholeTokens <= availableTokens) {
    return { fits: true, messages: whole, shortened: false, estimatedTokens: wholeTokens };
  }
  const contextCut = (length: number) =>
    input.context.map((item) => ({ ...item, content: openingOf(item.content, length) }));
  const longestContext = longestOf(input.context.map((item) => item.content));
  if (longestContext > MIN_CONTEXT_OPENING) {
    const fitted = longestFitting(
      (length) => buildSectionPrompt({ ...input, context: contextCut(length) }),
      longestContext,
      availableTokens,
    );
    if (fitted.fits) return shortenedPrompt(fitted);
  }
  // The prerequisites at their shortest openings: the client's own words are cut next.
  const shortestContext = contextCut(MIN_CONTEXT_OPENING);
  const answers = input.clientAnswers ?? [];
  const clientWords = [input.engagementBrief ?? '', ...answers.map((item) => item.answer)];
  const fitted = longestFitting(
    (length) =>
      buildSectionPrompt({
        ...input,
        context: shortestContext,
        ...(input.engagementBrief
          ? { engagementBrief: openingOf(input.engagementBrief, length) }
          : {}),
        clientAnswers: answers.map((item) => ({ ...item, answer: openingOf(item.answer, length) })),
      }),
    longestOf(clientWords),
    availableTokens,
  );
  if (fitted.fits) return shortenedPrompt(fitted);
  return { fits: false, estimatedTokens: fitted.tokens, availableTokens };
}
