/**
 * Report profiles (issue 12): which sections go into the client's copy and in what order. Five
 * read-only presets and the owner's saved ones, all answered by `GET /api/report-profiles`.
 * Zod-free so the page can use the shapes and presets; the request schemas are in
 * `report-profile-schema.ts`. Why each preset holds what it holds: docs/decisions (report profiles).
 */
import { EXECUTIVE_SUMMARY_KEY } from './export-selection.ts';

export const REPORT_PROFILE_NAME_MAX_LENGTH = 80;

export interface ReportProfile {
  /** A preset's readable id (`business-plan`) or a saved profile's UUID. */
  id: string;
  name: string;
  /** Section keys, in the order the deliverable shows them. */
  sections: string[];
  /** Its Word files wear the firm's Word template, when one is set (issue 31); presets do. */
  wordTemplate: boolean;
  /** Presets are read-only: `PUT` and `DELETE` answer 403. */
  preset: boolean;
  /** Null for presets. */
  createdAt: string | null;
  updatedAt: string | null;
}

/** `POST /api/report-profiles` and `PUT /api/report-profiles/:id`. */
export interface ReportProfileInput {
  name: string;
  sections: string[];
  /** Left out: true. */
  wordTemplate?: boolean;
}

/** The query parameter that picks a profile on every export (owner's and through a share). */
export const PROFILE_QUERY = 'profile';

const JUST_FOR_FUN = [
  'advice-from-steve-jobs',
  'advice-from-elon-musk',
  'advice-from-jeff-bezos',
  'advice-from-peter-thiel',
  'advice-from-mark-zuckerberg',
  'advice-from-paul-graham',
  'advice-from-reid-hoffman',
  'advice-from-neil-patel',
];

const BUSINESS_PLAN = [
  EXECUTIVE_SUMMARY_KEY,
  'business-description',
  'mission-statement',
  'vision-statement',
  'value-proposition',
  'core-problems-this-business-solves',
  'explanation-of-business-model',
  'target-audience',
  'buyer-personas',
  'needs-analysis',
  'market-size-analysis',
  'market-trend-analysis',
  'competitive-analysis',
  'market-research-summary',
  'brand-position',
  'marketing-message',
  'pricing-strategy',
  'sales-channels',
  'go-to-market-strategy',
  'organizational-chart',
  'business-systems-development',
  'business-goals',
  'metrics-that-matter-kpis',
  'what-is-success-for-this-business',
  'business-model-risks',
];

const MARKETING_PLAN = [
  EXECUTIVE_SUMMARY_KEY,
  'target-audience',
  'psychographic-segmentation',
  'latent-pain-points',
  'buyer-personas',
  'customer-journey',
  'competitive-analysis',
  'brand-position',
  'unique-selling-proposition',
  'marketing-message',
  'features',
  'benefits',
  'story-telling',
  'irresistible-offer',
  'clear-call-to-action',
  'pricing-strategy',
  'go-to-market-strategy',
  'sales-channels',
  'pillar-content-strategy',
  'content-distribution-model',
  'social-media-domination-plan',
  'email-nurture-sequence',
  'email-sales-sequence',
  'content-calendar-3-months',
  'social-media-calendar-3-months',
  'pr-strategy',
  'fastest-way-to-first-100-customers',
  'aarrr-pirate-metrics-framework',
];

const INVESTOR_BRIEF = [
  EXECUTIVE_SUMMARY_KEY,
  'value-proposition-short',
  'business-description',
  'core-problems-this-business-solves',
  'explanation-of-business-model',
  'market-size-analysis',
  'market-trend-analysis',
  'competitive-analysis',
  'unique-selling-proposition',
  'go-to-market-strategy',
  'metrics-that-matter-kpis',
  'business-goals',
  'business-model-risks',
  'why-a-vc-would-want-to-invest',
  'why-a-vc-would-decline-to-invest',
  'investor-presentation-slides-to-raise-5m-usd',
];

const BRAND_BOOK = [
  'brand-name',
  'tag-line',
  'brand-position',
  'unique-selling-proposition',
  'value-proposition-short',
  'mission-statement',
  'vision-statement',
  'logo-description',
  'colors',
  'imagery',
  'voice-and-tone',
  'marketing-message',
  'story-telling',
  'brand-guidelines',
  'pr-boiler-plate',
];

/**
 * The presets. "Full strategy" is every section of the outline but the "Just for Fun" group (a
 * client does not pay for "Advice from Elon Musk"); it is computed from the outline's keys.
 */
export function presetProfiles(outlineKeys: readonly string[]): ReportProfile[] {
  const preset = (id: string, name: string, sections: readonly string[]): ReportProfile => ({
    id,
    name,
    sections: [...sections],
    wordTemplate: true,
    preset: true,
    createdAt: null,
    updatedAt: null,
  });
  const notForFun = outlineKeys.filter(
    (key) => key !== EXECUTIVE_SUMMARY_KEY && !JUST_FOR_FUN.includes(key),
  );
  return [
    preset('full-strategy', 'Full strategy', [EXECUTIVE_SUMMARY_KEY, ...notForFun]),
    preset('business-plan', 'Business plan', BUSINESS_PLAN),
    preset('marketing-plan', 'Marketing plan', MARKETING_PLAN),
    preset('investor-brief', 'Investor brief', INVESTOR_BRIEF),
    preset('brand-book', 'Brand book', BRAND_BOOK),
  ];
}

export const PRESET_PROFILE_IDS = [
  'full-strategy',
  'business-plan',
  'marketing-plan',
  'investor-brief',
  'brand-book',
] as const;

export function isPresetProfileId(id: string): boolean {
  return (PRESET_PROFILE_IDS as readonly string[]).includes(id);
}
