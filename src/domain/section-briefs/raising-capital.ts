import type { GroupBriefs } from './group-briefs.ts';

export const RAISING_CAPITAL_BRIEFS: GroupBriefs<'Raising Capital'> = {
  'Why a VC Would Decline to Invest': {
    objective:
      'The objections a venture investor would raise, stated bluntly, so the founders can fix or answer them before they pitch.',
    mustCover: [
      'Market objections: size, growth and timing',
      'Business objections: defensibility, scalability, unit economics and margins',
      'Team objections: gaps, experience, commitment',
      'Traction and financial objections, tested against the figures of the financial model',
      'Whether this is a venture-scale business at all, and the better-suited funding routes if it is not',
      'How to answer or fix each objection',
    ],
    targetWords: 750,
  },
  'Business Model Risks': {
    objective:
      'The risks that could break the business model, rated by likelihood and impact, each with its mitigation.',
    mustCover: [
      'A risk register table: risk, category, likelihood, impact, mitigation, owner',
      'Market and demand risks',
      'Operational, supplier and key-person risks',
      'Financial risks: cash runway, margin squeeze, dependence on a few customers',
      'Regulatory, legal and technology risks',
      'The early warning signs of the top three risks',
    ],
    targetWords: 750,
  },
  'Why a VC Would Want to Invest': {
    objective:
      'The investment case in an investor’s own terms, showing how the business could return the fund.',
    mustCover: [
      'The market opportunity, and why now',
      'The unfair advantage and the moat',
      'Traction so far and the growth path, taken from the financial model',
      'The team and why it will win',
      'The return case: the size the business could reach and the plausible exits',
    ],
    targetWords: 700,
  },
  'Investor Presentation Slides to Raise $5M USD': {
    objective:
      'The slide-by-slide content of a pitch deck for the raise named in the title, with the story, the figures and the use of funds.',
    framework: 'The standard investor deck (after Sequoia’s pitch outline)',
    mustCover: [
      'Ten to fourteen slides, each with its headline and content: problem, solution, why now, market size, product, business model, traction, competition, go-to-market, team, financials, the ask',
      'The ask: the amount named in the title, the kind of round, and the runway it buys',
      'The use of funds by category, in percentages and amounts',
      'A three-to-five-year financial summary, consistent with the financial model',
      'The milestones the money will reach before the next round',
    ],
    targetWords: 1100,
  },
};
