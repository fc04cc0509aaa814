import type { GroupBriefs } from './group-briefs.ts';

export const GROWTH_PLAN_BRIEFS: GroupBriefs<'Growth Plan'> = {
  'Fastest Way to First 100 Customers': {
    objective:
      'A concrete, week-by-week path to the first hundred paying customers through the quickest channels open to this business.',
    mustCover: [
      'The first ten customers: the kinds of people in the founders’ own network to ask, with the words to ask them',
      'The next ninety: the two or three channels that can deliver them quickest, with daily activity targets',
      'The early-customer offer, and what it costs the business',
      'A week-by-week timeline with a customer-count target for each week',
      'How the first customers become testimonials and referrals',
    ],
    targetWords: 700,
  },
  'Bullseye Framework': {
    objective:
      'The one traction channel to focus on, found by considering all nineteen, testing the best three and going all in on the winner.',
    framework: 'Gabriel Weinberg and Justin Mares’ Traction Bullseye (19 traction channels)',
    mustCover: [
      'The outer ring: an idea for each of the nineteen traction channels that could apply to this business',
      'The middle ring: the most promising channels, with why each made the cut',
      'The inner ring: the three channels to test first',
      'A cheap test for each inner-ring channel: budget, duration and the success measure',
      'How the one channel to focus on will be chosen from the results',
    ],
    targetWords: 800,
  },
  'Lean Analytics Stages': {
    objective:
      'Which Lean Analytics stage the business is in, the one metric that matters now, and the gate to the next stage.',
    framework:
      'Alistair Croll and Benjamin Yoskovitz’s Lean Analytics: empathy, stickiness, virality, revenue and scale, with the One Metric That Matters',
    mustCover: [
      'The business model type (online shop, software subscription, marketplace, media, two-sided platform, services) and its usual metrics',
      'The stage the business is in now, with the evidence',
      'The One Metric That Matters for this stage, and the line it must cross',
      'The gate criteria for each following stage',
      'The experiments that would move the metric',
    ],
    targetWords: 650,
  },
  'AARRR (Pirate Metrics) Framework': {
    objective: 'The funnel measured stage by stage, so the team fixes the leakiest step first.',
    framework: 'Dave McClure’s AARRR: acquisition, activation, retention, referral, revenue',
    mustCover: [
      'Acquisition, activation, retention, referral and revenue, each defined as a concrete customer action in this business',
      'A metric and a target conversion rate for each stage',
      'A funnel table with illustrative numbers, labelled as targets or assumptions',
      'The leakiest stage and the experiments to fix it',
      'The tools that track each stage',
    ],
    targetWords: 700,
  },
};
