import type { GroupBriefs } from './group-briefs.ts';

export const SALES_STRATEGY_BRIEFS: GroupBriefs<'Sales Strategy'> = {
  'Sales Channels': {
    objective:
      'The channels through which the business sells, with each one’s economics, so effort goes where sales are cheapest to win.',
    mustCover: [
      'Each possible channel (direct, own online shop, marketplaces, retail, distributors, partners, field sales) assessed for fit',
      'For each chosen channel: its expected share of sales, the margin left after the channel’s costs, and the length of the sales cycle',
      'The sales process in the main channel, stage by stage from lead to close, with target conversion rates',
      'The tools (CRM, online shop, till system) and the people who sell',
      'Conflicts between channels to avoid, and how prices differ from one channel to another',
    ],
    targetWords: 700,
  },
  'Go to Market Strategy': {
    objective:
      'The launch plan: which customers first, with what offer, through which channels, in what order and on what budget.',
    framework: 'Beachhead market, after Geoffrey Moore’s Crossing the Chasm',
    mustCover: [
      'The beachhead segment and why it comes first',
      'The launch offer and its price',
      'The launch channels and the message for each',
      'The timeline of pre-launch, launch and post-launch, in weeks or dates',
      'The launch budget and the targets for the first ninety days',
      'The criteria for moving on to the next segment',
    ],
    targetWords: 800,
  },
};
