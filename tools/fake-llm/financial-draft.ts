import {
  DRAFT_FIRST_LINE,
  DRAFT_FIRST_MONTH_PREFIX,
} from '../../src/domain/financial/draft-prompt.ts';
import { EXAMPLE_ASSUMPTIONS } from '../../src/domain/financial/example-assumptions.ts';

/**
 * The answer to the app's "Draft assumptions" request: the example coffee roaster's assumptions as
 * JSON, starting in the month the prompt asks for. Deterministic; a rule with `content` answers
 * anything else (invalid JSON, say) instead.
 */
export function financialDraftAnswer(userMessage: string): string | undefined {
  const lines = userMessage.trimStart().split('\n');
  if (lines[0]?.trim() !== DRAFT_FIRST_LINE) return undefined;
  const firstMonth = lines
    .find((line) => line.startsWith(DRAFT_FIRST_MONTH_PREFIX))
    ?.slice(DRAFT_FIRST_MONTH_PREFIX.length)
    .trim();
  return JSON.stringify({
    ...EXAMPLE_ASSUMPTIONS,
    ...(firstMonth ? { startMonth: firstMonth } : {}),
  });
}
