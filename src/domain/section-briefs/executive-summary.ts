import type { SectionBrief } from '../section-brief.ts';

/** The executive summary's brief: it feeds the summary's own prompt (`executive-summary.ts`). */
export const EXECUTIVE_SUMMARY_BRIEF: SectionBrief = {
  objective:
    'A two-page overview a decision-maker can act on without reading further: what the business is, what the strategy recommends, and what happens next.',
  mustCover: [
    'The business in two sentences: what it offers, to whom, and where it stands today',
    'The three to five findings that shape the strategy, each with the figure that supports it',
    'The recommended position and lead offer, with its price',
    'The financial headline, where the strategy has one: funding sought, revenue, and when the business breaks even',
    'The top risks and how the strategy handles them',
    'The priorities for the next ninety days, in order',
  ],
  targetWords: 700,
};
