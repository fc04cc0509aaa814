import type { ChatMessage } from '../prompt.ts';
import type { Language } from '../strategy-limits.ts';
import type { AssumptionIssue } from './assumptions.ts';

/**
 * The request that asks the model to propose a whole set of assumptions: the overview and the
 * written sections in, one JSON object out (validated by `financialAssumptionsSchema`). Its first
 * line is fixed so the fake model server (tools/fake-llm) can recognise it.
 */
export const DRAFT_FIRST_LINE =
  'Propose the assumptions of a financial model for this business, as one JSON object.';

/** The first model month the draft must use: `First month: YYYY-MM`. */
export const DRAFT_FIRST_MONTH_PREFIX = 'First month: ';

/** The written text the prompt carries at most (the model's context is not endless). */
export const DRAFT_TEXT_BUDGET = 24_000;
const SECTION_MAX = 3_000;

const SYSTEM =
  'You are a careful financial analyst who builds simple, defensible startup forecasts. ' +
  'You answer with one JSON object and nothing else.';

const CONVENTIONS = `The JSON object has these fields (percentages are plain numbers: 5 means 5%; money is in the currency's units; months are model months, 1 = the first month):
- currency: ISO 4217 code (the business's country's currency; EUR if unknown); startMonth: "YYYY-MM"; years: 3 or 5; startingCash; cogsPct (cost of sales % of revenue); taxRatePct (corporate income tax %)
- rationales: {currency, startMonth, years, startingCash, cogsPct, taxRatePct}: one short sentence each
- revenueStreams: [{name, kind: "units", unitPrice, unitsPerMonth, monthlyGrowthPct, cogsPct?, rationale}] or [{name, kind: "subscription", pricePerMonth, newCustomersPerMonth, monthlyGrowthPct, monthlyChurnPct, cogsPct?, rationale}]
- operatingExpenses: [{name, amountPerMonth, annualIncreasePct, rationale}]
- staff: [{role, count, salaryPerYear, startMonth, onCostPct, rationale}]
- capitalPurchases: [{name, amount, month, usefulLifeMonths, rationale}]
- funding: [{kind: "equity", name, amount, month, rationale}] or [{kind: "loan", name, amount, month, annualInterestPct, termMonths, rationale}]
Every value has a one-line rationale saying where it comes from. At most 5 items per list. Be realistic for a business of this size; prefer figures the text states.`;

/** A section the draft may read: its title and text. */
export interface DraftSection {
  title: string;
  content: string;
}

export function buildDraftPrompt(options: {
  overview: string;
  sections: readonly DraftSection[];
  language: Language;
  firstMonth: string;
}): ChatMessage[] {
  const parts = [
    DRAFT_FIRST_LINE,
    `${DRAFT_FIRST_MONTH_PREFIX}${options.firstMonth}`,
    `Business Overview:\n${options.overview.trim()}`,
  ];
  let budget = DRAFT_TEXT_BUDGET;
  const written: string[] = [];
  for (const section of options.sections) {
    const text = section.content.trim();
    if (text === '' || budget <= 0) continue;
    const kept = text.slice(0, Math.min(SECTION_MAX, budget));
    budget -= kept.length;
    written.push(`${section.title}:\n${kept}`);
  }
  if (written.length > 0) parts.push(`Written sections:\n${written.join('\n\n')}`);
  parts.push(CONVENTIONS);
  if (options.language !== 'English') {
    parts.push(`Write the names and rationales in ${options.language}; keep the field names.`);
  }
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: parts.join('\n\n') },
  ];
}

/** The second and last request after an answer that was not valid: its problems, and it again. */
export function buildRepairPrompt(
  draft: ChatMessage[],
  answer: string,
  problems: readonly AssumptionIssue[] | string,
): ChatMessage[] {
  const described =
    typeof problems === 'string'
      ? problems
      : problems
          .slice(0, 10)
          .map((issue) => `- ${issue.path || '(the object)'}: ${issue.message}`)
          .join('\n');
  const [system, user] = draft;
  return [
    system!,
    {
      role: 'user',
      content: `${user!.content}\n\nYour previous answer was not valid:\n${described}\n\nPrevious answer:\n${answer.slice(0, 12_000)}\n\nAnswer again with the corrected JSON object only.`,
    },
  ];
}

/**
 * The JSON object in a model's answer: the whole answer, or the text of a ```json fence, or from
 * the first `{` to the last `}`. Throws a SyntaxError when there is none.
 */
export function parseJsonAnswer(answer: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(answer)?.[1];
  const text = (fenced ?? answer).trim();
  try {
    return JSON.parse(text);
  } catch (error) {
    const start = text.indexOf('{');
    const end = text.lastIndexOf('}');
    if (start < 0 || end <= start) throw error;
    return JSON.parse(text.slice(start, end + 1));
  }
}
