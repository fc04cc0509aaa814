import type { Language } from './strategy.ts';
import { estimatePromptTokens } from './token-estimate.ts';

export const SYSTEM_MESSAGE =
  'You are an expert business strategy consultant. Provide detailed, actionable insights ' +
  'and recommendations in a professional format using Markdown.';

export const GUIDELINES = [
  'Align with the business overview and the relevant context provided',
  'Maintain consistency with previously generated sections',
  'Be specific and actionable',
  'Consider both immediate and long-term implications',
  'Use proper Markdown formatting',
  'Use headings, subheadings and bullet points for clarity',
  'Highlight key points and important insights',
  'Include relevant examples where appropriate',
] as const;

export interface PromptContext {
  title: string;
  /** The phrase that says what this prerequisite brings. */
  context: string;
  content: string;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/**
 * The two messages of one section's request (spec section 7): the first
 * line names the section, then the overview, the financial model's key figures (money sections,
 * when the strategy has a model), the prerequisites that have content, the eight
 * guidelines, and the output language when it is not English.
 */
export interface SectionPromptInput {
  title: string;
  overview: string;
  context: readonly PromptContext[];
  language: Language;
  /** The `Financial model (<currency>):` block of key figures, for the sections about money. */
  financialModel?: string;
  /** A playbook's extra words for this section (issue 16), sent as `Consultant instructions:`. */
  instructions?: string;
  /** The numbered `Sources:` block of the strategy's passages found for it (issue 15). */
  sources?: string;
}

export function buildSectionPrompt(options: SectionPromptInput): ChatMessage[] {
  const parts = [
    `Create a detailed and professional "${options.title}" section for the business strategy.`,
    `Business Overview:\n${options.overview.trim()}`,
  ];
  if (options.financialModel?.trim()) parts.push(options.financialModel.trim());
  if (options.sources?.trim()) parts.push(options.sources.trim());
  const withContent = options.context.filter((item) => item.content.trim());
  if (withContent.length > 0) {
    parts.push(
      `Relevant Context:\n${withContent
        .map((item) => `${item.title} (${item.context}):\n${item.content.trim()}`)
        .join('\n\n')}`,
    );
  }
  if (options.instructions?.trim()) {
    parts.push(`Consultant instructions:\n${options.instructions.trim()}`);
  }
  parts.push(
    `Guidelines:\n${GUIDELINES.map((guideline, index) => `${index + 1}. ${guideline}`).join('\n')}`,
  );
  if (options.language !== 'English') {
    parts.push(`Write the whole section in ${options.language}.`);
  }
  return [
    { role: 'system', content: SYSTEM_MESSAGE },
    { role: 'user', content: parts.join('\n\n') },
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
 * The section's prompt, fitted to the model's context window (`contextTokens`, with
 * `answerTokens` left for the answer). When the whole prompt does not fit, the prerequisites'
 * contents are shortened first, each to the same length and each keeping its opening; the
 * instruction line, the overview and the guidelines are never cut. When even the openings do not
 * fit, nothing is sent: `fits: false`.
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
  const withOpenings = (length: number) =>
    buildSectionPrompt({
      ...input,
      context: input.context.map((item) => ({ ...item, content: openingOf(item.content, length) })),
    });
  const longest = Math.max(0, ...input.context.map((item) => item.content.trim().length));
  let low = MIN_CONTEXT_OPENING;
  let best = withOpenings(low);
  let bestTokens = estimatePromptTokens(best);
  if (longest <= low || bestTokens > availableTokens) {
    return { fits: false, estimatedTokens: bestTokens, availableTokens };
  }
  // The longest opening that fits: the estimate grows with the length, so halve the interval.
  let high = longest;
  while (high - low > 20) {
    const middle = Math.floor((low + high) / 2);
    const candidate = withOpenings(middle);
    const tokens = estimatePromptTokens(candidate);
    if (tokens <= availableTokens) {
      low = middle;
      best = candidate;
      bestTokens = tokens;
    } else {
      high = middle;
    }
  }
  return { fits: true, messages: best, shortened: true, estimatedTokens: bestTokens };
}
