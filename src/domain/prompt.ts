import type { Language } from './strategy.ts';

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
 * The two messages of one section's request (spec section 7, DESIGN.md "Prompt"): the first
 * line names the section, then the overview, the prerequisites that have content, the eight
 * guidelines, and the output language when it is not English.
 */
export function buildSectionPrompt(options: {
  title: string;
  overview: string;
  context: readonly PromptContext[];
  language: Language;
}): ChatMessage[] {
  const parts = [
    `Create a detailed and professional "${options.title}" section for the business strategy.`,
    `Business Overview:\n${options.overview.trim()}`,
  ];
  const withContent = options.context.filter((item) => item.content.trim());
  if (withContent.length > 0) {
    parts.push(
      `Relevant Context:\n${withContent
        .map((item) => `${item.title} (${item.context}):\n${item.content.trim()}`)
        .join('\n\n')}`,
    );
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
