import { CATALOGUE, type GroupDefinition } from '../catalogue.ts';
import { slugify } from '../slug.ts';
import type { FinancialAssumptions } from './assumption-types.ts';
import { compactMoney } from './compact-money.ts';
import type { Forecast } from './forecast-types.ts';

/**
 * The sections about money: their prompts carry the `Financial model (<currency>):` block, and
 * they are marked stale when the model changes after they were written.
 */
const MONEY_SECTION_TITLES = [
  'Explanation of Business Model',
  'Metrics that Matter (KPIs)',
  'Market Size Analysis',
  'Pricing Strategy',
] as const;

const RAISING_CAPITAL = 'Raising Capital';

export const MONEY_SECTION_KEYS: readonly string[] = [
  ...MONEY_SECTION_TITLES.map(slugify),
  ...(CATALOGUE.find((group) => group.title === RAISING_CAPITAL)?.sections ?? []).map(
    (section) => section.key,
  ),
];

const MONEY_SECTIONS = new Set(MONEY_SECTION_KEYS);

export function isMoneySection(key: string): boolean {
  return MONEY_SECTIONS.has(key);
}

/**
 * Whether a deliverable cut by a report profile carries the financial model (the appendix, the
 * charts and statement slides, the shared view's Financials): without a profile always; with one,
 * when it holds a money section, so a brand book or a list of founders' advice leaves it out.
 */
export function profileIncludesModel(profileSections: readonly string[] | undefined): boolean {
  return !profileSections || profileSections.some(isMoneySection);
}

/** The catalogue's fixed amount in the Raising Capital group ("Raise $5M USD"). */
const SPEC_AMOUNT = '$5M USD';

/** What a title needs from the model: the currency and the amount to raise. */
export interface FundingTitleFigures {
  currency: string;
  /** The funding need, or, when there is none, the funding planned (0: keep the spec's title). */
  amountToRaise: number;
}

/**
 * The amount a pitch asks for: the funding need (cash to raise beyond what is planned); when the
 * plan already covers the need, the funding it plans (equity and loans); 0 when neither.
 */
export function fundingTitleFigures(
  assumptions: FinancialAssumptions,
  forecast: Forecast,
): FundingTitleFigures {
  const planned = assumptions.funding.reduce((total, fund) => total + fund.amount, 0);
  return {
    currency: assumptions.currency,
    amountToRaise: forecast.fundingNeed > 0 ? forecast.fundingNeed : planned,
  };
}

/**
 * A section's title as the page and every export show it: the Raising Capital group's "$5M USD"
 * becomes the model's amount to raise, once, as its currency writes it ("€275K", "CHF 1.2M";
 * never "€275K EUR"), when `figures` are given: only for a section whose text was written from
 * the model as it is (`writtenFromCurrentModel`), so a heading never names an amount its text
 * does not. Any other title, or any title without figures, is the catalogue's.
 */
export function sectionTitleWithModel(
  title: string,
  figures: FundingTitleFigures | null | undefined,
): string {
  if (!figures || figures.amountToRaise <= 0 || !title.includes(SPEC_AMOUNT)) return title;
  return title.replace(SPEC_AMOUNT, compactMoney(figures.currency, figures.amountToRaise));
}

/**
 * The outline's groups (the strategy's, `outlineOf`; the catalogue by default) with the titles
 * `sectionTitleWithModel` gives (an export's outline). `fromCurrentModel`: whether a section's
 * text was written from the model as it is; the others keep the outline's title.
 */
export function catalogueWithModel(
  figures: FundingTitleFigures | null | undefined,
  outline: readonly GroupDefinition[] = CATALOGUE,
  fromCurrentModel: (key: string) => boolean = () => true,
): {
  title: string;
  sections: { key: string; title: string }[];
}[] {
  return outline.map((group) => ({
    title: group.title,
    sections: group.sections.map((section) => ({
      key: section.key,
      title: sectionTitleWithModel(
        section.title,
        fromCurrentModel(section.key) ? figures : undefined,
      ),
    })),
  }));
}
