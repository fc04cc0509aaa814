import type { SectionBrief } from '../section-brief.ts';
import { slugify } from '../slug.ts';
import { BRAIN_AUDIT_BRIEFS } from './brain-audit.ts';
import { BRAND_IDENTITY_BRIEFS } from './brand-identity.ts';
import { BUSINESS_PLAN_BRIEFS } from './business-plan.ts';
import { CUSTOMER_PROFILE_BRIEFS } from './customer-profile.ts';
import { E_MYTH_BRIEFS } from './e-myth.ts';
import { GARY_VEE_BRIEFS } from './gary-vee.ts';
import { GROWTH_PLAN_BRIEFS } from './growth-plan.ts';
import { HORMOZI_BRIEFS } from './hormozi.ts';
import { JUST_FOR_FUN_BRIEFS } from './just-for-fun.ts';
import { MARKET_RESEARCH_BRIEFS } from './market-research.ts';
import { MARKETING_BRIEFS } from './marketing.ts';
import { PR_PLAN_BRIEFS } from './pr-plan.ts';
import { PRACTICAL_IMPLEMENTATION_BRIEFS } from './practical-implementation.ts';
import { PUMPKIN_PLAN_BRIEFS } from './pumpkin-plan.ts';
import { RAISING_CAPITAL_BRIEFS } from './raising-capital.ts';
import { SALES_STRATEGY_BRIEFS } from './sales-strategy.ts';
import { SETH_GODIN_BRIEFS } from './seth-godin.ts';
import { STRATEGIC_COACH_BRIEFS } from './strategic-coach.ts';
import { TEN_X_BRIEFS } from './ten-x.ts';
import { THEY_ASK_YOU_ANSWER_BRIEFS } from './they-ask-you-answer.ts';

export { EXECUTIVE_SUMMARY_BRIEF } from './executive-summary.ts';

/**
 * The Standard playbook's briefs (issue 27), one per catalogue section, by section key. Each
 * group's file is typed by the catalogue's titles, so none can be missing or misnamed.
 */
export const STANDARD_BRIEFS: ReadonlyMap<string, SectionBrief> = new Map(
  Object.entries({
    ...CUSTOMER_PROFILE_BRIEFS,
    ...BUSINESS_PLAN_BRIEFS,
    ...MARKET_RESEARCH_BRIEFS,
    ...BRAND_IDENTITY_BRIEFS,
    ...MARKETING_BRIEFS,
    ...GARY_VEE_BRIEFS,
    ...HORMOZI_BRIEFS,
    ...E_MYTH_BRIEFS,
    ...PUMPKIN_PLAN_BRIEFS,
    ...STRATEGIC_COACH_BRIEFS,
    ...SETH_GODIN_BRIEFS,
    ...THEY_ASK_YOU_ANSWER_BRIEFS,
    ...BRAIN_AUDIT_BRIEFS,
    ...TEN_X_BRIEFS,
    ...PRACTICAL_IMPLEMENTATION_BRIEFS,
    ...SALES_STRATEGY_BRIEFS,
    ...PR_PLAN_BRIEFS,
    ...GROWTH_PLAN_BRIEFS,
    ...RAISING_CAPITAL_BRIEFS,
    ...JUST_FOR_FUN_BRIEFS,
  }).map(([title, brief]) => [slugify(title), brief]),
);
