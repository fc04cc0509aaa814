import { type Facts, factsSchema, hasFacts } from './facts.ts';
import type { ChatMessage } from './prompt.ts';
import type { Language } from './strategy-limits.ts';

/** The first line of the `Facts` block every section prompt carries (issue 27). */
export const FACTS_HEADING = 'Facts (confirmed by the consultant; use them exactly):';

const amountText = (value: number) =>
  value.toLocaleString('en', { maximumFractionDigits: 2, useGrouping: true });

/**
 * The fact sheet as the section prompt's `Facts` block, or '' when it is empty. Prices and the
 * funding are in `currency` (the financial model's) when one is known.
 */
export function factsPromptBlock(facts: Facts | null | undefined, currency?: string): string {
  if (!facts || !hasFacts(facts)) return '';
  const money = (value: number) => `${amountText(value)}${currency ? ` ${currency}` : ''}`;
  const lines = [FACTS_HEADING];
  if (facts.companyName) lines.push(`Company: ${facts.companyName}`);
  if (facts.offerings.length > 0) {
    lines.push('Offerings:');
    for (const offering of facts.offerings) {
      const price =
        offering.price === null
          ? 'price not set'
          : `${money(offering.price)}${offering.unit ? ` ${offering.unit}` : ''}`;
      lines.push(`- ${offering.name}: ${price}`);
    }
  }
  if (facts.customerSegments.length > 0) {
    lines.push(`Customer segments: ${facts.customerSegments.join('; ')}`);
  }
  if (facts.locations.length > 0) lines.push(`Locations: ${facts.locations.join('; ')}`);
  if (facts.team.length > 0) {
    lines.push('Team:');
    for (const member of facts.team) {
      lines.push(`- ${member.name}${member.role ? `: ${member.role}` : ''}`);
    }
  }
  if (facts.foundedYear !== null) lines.push(`Founded: ${facts.foundedYear}`);
  if (facts.fundingAsked !== null) lines.push(`Funding asked for: ${money(facts.fundingAsked)}`);
  if (facts.keyFigures.length > 0) {
    lines.push('Key figures:');
    for (const figure of facts.keyFigures) {
      lines.push(`- ${figure.label}: ${figure.value}${figure.unit ? ` ${figure.unit}` : ''}`);
    }
  }
  return lines.join('\n');
}

/**
 * The request that asks the model to draft the fact sheet. Its first line is fixed so the fake
 * model server (tools/fake-llm) can recognise it.
 */
export const FACTS_DRAFT_FIRST_LINE =
  'Draft the fact sheet of this business from the text below, as one JSON object.';

/** How much of the client's documents the draft reads. */
export const FACTS_DRAFT_DOCUMENT_BUDGET = 16_000;

const SYSTEM =
  'You are a careful analyst who records only facts a text states. ' +
  'You answer with one JSON object and nothing else.';

const CONVENTIONS = `The JSON object has these fields; leave a field empty ("" , [] or null) when the text does not state it, never guess:
- companyName: the business's name
- offerings: [{name, price, unit}]: each product or service; price a plain number in the business's currency or null; unit what the price buys ("per 250 g bag", "per month")
- customerSegments: [text]; locations: [text]; team: [{name, role}]
- foundedYear: a year or null; fundingAsked: the amount of funding the business asks for, or null
- keyFigures: [{label, value, unit}]: other figures the text states (customers, staff, area), value as written
Prefer the most recent figure when documents disagree, and the overview over older documents.`;

/** One of the client's documents as the draft reads it. */
export interface FactsDraftDocument {
  title: string;
  text: string;
}

export function buildFactsDraftPrompt(options: {
  overview: string;
  documents: readonly FactsDraftDocument[];
  language: Language;
}): ChatMessage[] {
  const parts = [FACTS_DRAFT_FIRST_LINE, `Business Overview:\n${options.overview.trim()}`];
  let budget = FACTS_DRAFT_DOCUMENT_BUDGET;
  const read: string[] = [];
  for (const document of options.documents) {
    const text = document.text.trim();
    if (!text || budget <= 0) continue;
    const kept = text.slice(0, budget);
    budget -= kept.length;
    read.push(`${document.title}:\n${kept}`);
  }
  if (read.length > 0) parts.push(`Client documents:\n${read.join('\n\n')}`);
  parts.push(CONVENTIONS);
  if (options.language !== 'English') {
    parts.push(
      `Write names and units in ${options.language} where the text does; keep the field names.`,
    );
  }
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: parts.join('\n\n') },
  ];
}

export type ParsedFacts =
  | { success: true; facts: Facts }
  | { success: false; problems: { path: string; message: string }[] };

/** A model's (or a person's) fact sheet, checked by the one schema. */
export function parseFacts(value: unknown): ParsedFacts {
  const parsed = factsSchema.safeParse(value);
  if (parsed.success) return { success: true, facts: parsed.data };
  return {
    success: false,
    problems: parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    })),
  };
}
