import type { GroupBriefs } from './group-briefs.ts';

export const MARKET_RESEARCH_BRIEFS: GroupBriefs<'Market Research'> = {
  'Needs Analysis': {
    objective:
      'A structured account of what customers need, separating what they pay for from what is merely nice to have, so the offer is built around the former.',
    framework: 'Jobs to be done, with importance-versus-satisfaction (opportunity) scoring',
    mustCover: [
      'The functional, emotional and social needs of the target customer',
      'Each need rated for importance and for how poorly it is met today, with the underserved ones highlighted',
      'The unmet needs that form the business’s opening',
      'The research that confirms them, done or recommended (interviews, surveys, search data), with sample interview questions',
      'How each priority need shapes a feature, the price or the service',
    ],
    targetWords: 700,
  },
  'Market Size Analysis': {
    objective:
      'A defensible estimate of the market the business can serve and realistically win, with the arithmetic shown.',
    framework: 'TAM, SAM and SOM, estimated bottom-up and checked top-down',
    mustCover: [
      'TAM, SAM and SOM, each with its figure, what it means for this business and its source',
      'A bottom-up calculation: reachable customers times annual spend per customer',
      'A top-down cross-check from published market data, cited or marked as an assumption to confirm',
      'The market’s growth rate and what drives it',
      'The share the business can capture in years one to three, consistent with the financial model',
    ],
    targetWords: 700,
  },
  'Market Trend Analysis': {
    objective:
      'The trends that will shape demand and competition over the next three to five years, and what the business should do about each.',
    framework: 'PESTLE (political, economic, social, technological, legal, environmental)',
    mustCover: [
      'Five to seven trends drawn across the PESTLE forces that bear on this market',
      'For each trend: the evidence, its direction and its likely timing',
      'Whether each is an opportunity or a threat for this business, and how large',
      'The response to each: what to build, change or simply watch',
      'The early signals that would show a trend speeding up or reversing',
    ],
    targetWords: 750,
  },
  'Competitive Analysis': {
    objective:
      'A clear view of whom the business competes with, where each is strong or weak, and the gap the business can own.',
    framework: 'Porter’s five forces, with a competitor comparison matrix',
    mustCover: [
      'Direct, indirect and substitute competitors, with three to five named where they are known',
      'A comparison table: offer, price, target customer, strengths and weaknesses of each',
      'Porter’s five forces for this market, each rated with its reason',
      'How competitors are likely to respond when the business enters or grows',
      'The gap in the market and the advantage the business can sustain in it',
    ],
    targetWords: 900,
  },
  'Market Research Summary': {
    objective:
      'The market research on one page, with the decisions it leads to and the questions it leaves open.',
    mustCover: [
      'The size of the opportunity (TAM, SAM, SOM) and its growth rate in one line',
      'The two or three trends that matter most',
      'The competitive gap the business will occupy',
      'The customer need the research confirms most strongly',
      'The strategic implications, and what must still be validated before money is spent',
    ],
    targetWords: 450,
  },
  'Customer Journey': {
    objective:
      'A map of every step from first hearing of the business to recommending it, showing where customers drop off and how to keep them moving.',
    framework:
      'Customer journey map: awareness, consideration, purchase, onboarding, retention, advocacy',
    mustCover: [
      'The stages from awareness to advocacy as they apply to this business',
      'At each stage: the customer’s goal, questions, feelings and touchpoints',
      'The moments of truth and the main drop-off points',
      'The content, offer or action that moves the customer on to the next stage',
      'The conversion metric that measures each stage',
    ],
    targetWords: 800,
  },
  'Brand Position': {
    objective:
      'The place the brand should own in the customer’s mind relative to competitors, stated so that it can steer every message.',
    framework: 'Positioning statement and perceptual map (after April Dunford’s Obviously Awesome)',
    mustCover: [
      'The positioning statement: target customer, market category, point of difference, reason to believe',
      'A perceptual map on the two attributes customers care about most, with competitors placed on it',
      'The competitive alternatives and the unique attributes that set the business apart',
      'The market category that makes the business’s value obvious',
      'What the brand must never claim or do if the position is to stay credible',
    ],
    targetWords: 600,
  },
};
