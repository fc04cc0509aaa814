import { z } from 'zod';
import { parseJsonAnswer } from './financial/draft-prompt.ts';
import type { ChatMessage } from './prompt.ts';
import { cleanTitle, TITLE_MAX_LENGTH, type TitleEntry } from './section-titles.ts';
import type { Language } from './strategy-limits.ts';

/**
 * The one request that translates a strategy's section and group titles (decision 0053): every
 * title in, one `{ key: title }` JSON object out. Its first line is fixed and the titles follow
 * `Titles:` as JSON, so the fake model server (tools/fake-llm) can answer it.
 */
export const TITLES_FIRST_LINE =
  'Translate the section and group titles of a business strategy report, as one JSON object.';
export const TITLES_LANGUAGE_PREFIX = 'Language: ';
export const TITLES_LIST_LINE = 'Titles:';

const SYSTEM =
  'You are a professional translator of business documents. ' +
  'You answer with one JSON object and nothing else.';

export function buildTitlesPrompt(
  language: Language,
  entries: readonly TitleEntry[],
): ChatMessage[] {
  const english = Object.fromEntries(entries.map((entry) => [entry.key, entry.english]));
  const user = [
    TITLES_FIRST_LINE,
    `${TITLES_LANGUAGE_PREFIX}${language}`,
    `Answer with one JSON object whose keys are exactly the keys below and whose values are the titles in ${language}, as a consultant's report in ${language} would head its chapters: plain text on one line, at most ${TITLE_MAX_LENGTH} characters, no Markdown, no quotation marks around them. Keep the names of people, frameworks and brands (Gary Vee, E-Myth, Alex Hormozi) as they are usually written in ${language}, and amounts such as "$5M USD" exactly as written.`,
    TITLES_LIST_LINE,
    JSON.stringify(english, null, 1),
  ].join('\n');
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user },
  ];
}

/** The structured output the provider is held to: every key, a string each. */
export function titlesJsonSchema(entries: readonly TitleEntry[]): {
  name: string;
  schema: Record<string, unknown>;
} {
  return {
    name: 'section_titles',
    schema: {
      type: 'object',
      properties: Object.fromEntries(
        entries.map((entry) => [entry.key, { type: 'string', maxLength: TITLE_MAX_LENGTH }]),
      ),
      required: entries.map((entry) => entry.key),
      additionalProperties: false,
    },
  };
}

const answerSchema = z.record(z.string(), z.unknown());

export interface ParsedTitles {
  /** The usable titles, by key: trimmed, one line, plain text, within the length. */
  titles: Record<string, string>;
  /** Keys asked for that got no usable title: they stay English. */
  fallbacks: string[];
}

/**
 * The model's answer checked: a JSON object (in a fence or text around it is fine); each asked
 * key's value cleaned by `cleanTitle`; keys not asked for dropped. Anything unusable, the whole
 * answer or one title, falls back to English for that title: never an error.
 */
export function parseTitlesAnswer(answer: string, entries: readonly TitleEntry[]): ParsedTitles {
  let parsed: z.infer<typeof answerSchema> = {};
  try {
    const result = answerSchema.safeParse(parseJsonAnswer(answer));
    if (result.success) parsed = result.data;
  } catch {
    // Not JSON at all: every title stays English.
  }
  const titles: Record<string, string> = {};
  const fallbacks: string[] = [];
  for (const entry of entries) {
    const title = Object.hasOwn(parsed, entry.key) ? cleanTitle(parsed[entry.key]) : undefined;
    if (title === undefined) fallbacks.push(entry.key);
    else titles[entry.key] = title;
  }
  return { titles, fallbacks };
}
