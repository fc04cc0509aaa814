import type { GroupBriefs } from './group-briefs.ts';

const TEN_X_THINKING = 'Dan Sullivan and Benjamin Hardy’s 10x Is Easier Than 2x';

export const TEN_X_BRIEFS: GroupBriefs<'10x Framework'> = {
  '10x Vision': {
    objective:
      'A vision ten times larger than the current plan, which forces the business to find a different path instead of doing more of the same.',
    framework: TEN_X_THINKING,
    mustCover: [
      'The 10x goal in numbers (revenue, customers or impact) with a date',
      'How it stretches the vision statement',
      'What the business would have to become for it to be true: model, team, market',
      'The 80% of current activities that would not survive a 10x plan',
      'Why a 10x goal clarifies more than a 2x goal for this business',
    ],
    targetWords: 550,
  },
  '10x Strategy': {
    objective:
      'The few strategic bets that could multiply results tenfold rather than improve them by ten percent.',
    framework: TEN_X_THINKING,
    mustCover: [
      'Three to five moves that change the trajectory: a new model, channel, market, partnership or product',
      'For each: why it scales by orders of magnitude, not increments',
      'The unique ability (the vital 20%) each move builds on',
      'What must be let go or delegated to make room',
      'The risk of each bet and how to test it small first',
    ],
    targetWords: 650,
  },
  '10x Execution Plan': {
    objective:
      'A time-bound plan that turns the 10x strategy into action, with the volume of activity it takes.',
    framework: 'Grant Cardone’s The 10X Rule (massive action)',
    mustCover: [
      'A twelve-month roadmap by quarter, with milestones',
      'Activity targets at ten times today’s outreach, content or sales effort, as daily numbers',
      'The people, hires and budget required, consistent with the financial model',
      'The first thirty days in detail',
      'The obstacles expected and how to push through each',
    ],
    targetWords: 700,
  },
  '10x Measurement': {
    objective:
      'The measures that show whether the business is on a 10x trajectory, and the review rhythm that keeps it there.',
    mustCover: [
      'The outcome measure of the 10x goal and its leading indicators',
      'Today’s baseline and the 10x target for each measure',
      'The milestones that would show the curve is exponential rather than linear',
      'The review rhythm and the dashboard',
      'What happens when a measure falls behind',
    ],
    targetWords: 550,
  },
  '10x Innovation Areas': {
    objective:
      'The areas where innovation could give customers ten times the value, not a marginal improvement.',
    framework: TEN_X_THINKING,
    mustCover: [
      'Three to five areas: product, delivery, business model, customer experience, technology',
      'For each: the tenfold improvement for the customer (ten times faster, cheaper or better)',
      'The technologies or trends that make it possible now',
      'The capability and investment each needs',
      'The first experiment in the most promising area',
    ],
    targetWords: 600,
  },
};
