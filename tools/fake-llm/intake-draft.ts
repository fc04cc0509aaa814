import type { EngagementBrief } from '../../src/domain/intake.ts';
import {
  BRIEF_DRAFT_FIRST_LINE,
  CURRENT_QUESTIONS_HEADING,
  QUESTIONS_DRAFT_FIRST_LINE,
} from '../../src/domain/intake-prompt.ts';

/** The section key no outline has: the app must drop it from a drafted question. */
export const UNKNOWN_SECTION_KEY = 'not-a-section';

/** The questions the draft answers for the example coffee roaster, in order. */
export const EXAMPLE_QUESTIONS = [
  {
    text: 'Who will read this strategy, and what decision should it help them make?',
    why: 'The audience and the decision set the tone and what every section argues for.',
    sections: [],
  },
  {
    text: 'What do you charge for a 250 g bag and for the office plan?',
    why: 'Pricing and the revenue model need the real prices.',
    sections: ['pricing-strategy', UNKNOWN_SECTION_KEY],
  },
  {
    text: 'Which roasters do your customers compare you with?',
    why: 'The competitor analysis needs the names the customers use.',
    sections: ['competitive-analysis'],
  },
  {
    text: 'How many kilograms can you roast a week today?',
    why: 'Operations and the growth plan depend on the capacity.',
    sections: ['operations-manual-outline'],
  },
  {
    text: 'How much money are you asking for, and what is it for?',
    why: 'The funding request must name the amount and its use.',
    sections: ['investor-presentation-slides-to-raise-5m-usd'],
  },
  {
    text: 'What has to be true in a year for this plan to have worked?',
    why: 'The milestones and the summary measure success against it.',
    sections: ['executive-summary'],
  },
];

/** The brief the draft answers; its audience names the first answer when there is one. */
export const EXAMPLE_BRIEF: EngagementBrief = {
  audience: 'Investors',
  purpose: 'Decide whether to fund the second roastery',
  tone: 'Confident and plain',
  focus: 'Growth in office plans',
  constraints: 'No figures the client has not confirmed',
};

const firstLineIs = (userMessage: string, line: string) =>
  userMessage.trimStart().split('\n', 1)[0]?.trim() === line;

/**
 * The answer to the app's "Draft questions" request: the example questions as JSON; when the
 * prompt lists current questions, the first drafted one keeps the first current question's id
 * and text (so its answer survives). Deterministic.
 */
export function questionsDraftAnswer(userMessage: string): string | undefined {
  if (!firstLineIs(userMessage, QUESTIONS_DRAFT_FIRST_LINE)) return undefined;
  const current = userMessage.split(`${CURRENT_QUESTIONS_HEADING}\n`)[1];
  const kept = current && /^- ([A-Za-z0-9_-]+): (.+)$/m.exec(current);
  const questions = EXAMPLE_QUESTIONS.map((question): typeof question & { id: string | null } => ({
    id: null,
    ...question,
  }));
  if (kept) questions[0] = { ...questions[0]!, id: kept[1]!, text: kept[2]!.trim() };
  return JSON.stringify({ questions });
}

/**
 * The answer to the app's "Draft brief" request: the example brief; with client answers in the
 * prompt, the purpose quotes the first one ("… as the client says: <answer>").
 */
export function briefDraftAnswer(userMessage: string): string | undefined {
  if (!firstLineIs(userMessage, BRIEF_DRAFT_FIRST_LINE)) return undefined;
  const answer = /^A: (.+)$/m.exec(userMessage)?.[1]?.trim();
  return JSON.stringify({
    ...EXAMPLE_BRIEF,
    ...(answer ? { purpose: `${EXAMPLE_BRIEF.purpose}, as the client says: ${answer}` } : {}),
  });
}
