import type { GroupBriefs } from './group-briefs.ts';

export const GARY_VEE_BRIEFS: GroupBriefs<'Gary Vee Framework'> = {
  'Pillar Content Strategy': {
    objective:
      'A plan for the long-form pillar content that feeds every social channel, and for how each piece is cut into micro-content.',
    framework:
      'Gary Vaynerchuk’s pillar content model: one long-form piece repurposed into many native micro pieces',
    mustCover: [
      'The pillar format (video show, podcast, live stream or long article) and why it suits the founder and the audience',
      'The recurring themes or episode ideas, tied to the questions customers ask',
      'The production rhythm, length of each piece, and the equipment or help needed',
      'The repurposing tree: how one pillar becomes clips, quote cards, carousels, posts and a newsletter',
      'How the pillar topics slot into the three-month content calendar',
    ],
    targetWords: 700,
  },
  'Content Distribution Model': {
    objective:
      'How each piece of content reaches the audience: on which platforms, in which native format, how often, and how results feed back.',
    mustCover: [
      'The platforms chosen and the role each plays: discovery, depth, conversation or conversion',
      'The native format and the posting frequency on each platform, consistent with the social media calendar',
      'The workflow: who cuts, posts and replies, and when',
      'Paid amplification: which posts to boost, with the budget',
      'The measure per platform, and how each month’s results change the next month’s plan',
    ],
    targetWords: 650,
  },
  'Personal Brand Development': {
    objective:
      'A plan to build the founder’s personal brand so it earns trust and attention that the company brand alone cannot.',
    mustCover: [
      'The founder’s positioning: their expertise, story and the point of view they stand for',
      'The platforms and formats where the founder shows up, and how often',
      'The topics the founder owns, and the topics they stay away from',
      'Authority builders: speaking, guest podcast appearances, articles, awards',
      'How the personal brand hands people on to the company, and where the two are kept apart',
      'A ninety-day plan with milestones',
    ],
    targetWords: 650,
  },
  'Social Media Domination Plan': {
    objective:
      'A platform-by-platform plan to win attention in the business’s category on social media within a year.',
    framework: 'Gary Vaynerchuk’s Jab, Jab, Jab, Right Hook and the $1.80 strategy',
    mustCover: [
      'The primary and secondary platforms, chosen by where the audience’s attention is still underpriced',
      'The content mix per platform (educate, entertain, inspire, sell) and the ratio of jabs to right hooks',
      'Engagement tactics: replying to everyone, commenting on others’ posts, collaborations, the $1.80 strategy',
      'Follower and engagement targets per platform for each quarter',
      'The team, tools and monthly budget it needs',
    ],
    targetWords: 750,
  },
  'Community Building Strategy': {
    objective:
      'A plan to turn customers and followers into a community that keeps them longer and brings in new ones.',
    mustCover: [
      'The community’s purpose and whom it is for',
      'Where it lives (an owned forum, a chat server, a social group, meetings in person) and why there',
      'The rituals: regular events, challenges and the welcome routine for new members',
      'Member roles such as ambassadors and moderators, and how they are recognised',
      'How the community supports sales and retention without turning into a sales channel',
      'The health measures: active members, contributions per member, member retention',
    ],
    targetWords: 650,
  },
  'Attention Arbitrage Opportunities': {
    objective:
      'Where attention is cheap today relative to its value, and how the business can earn or buy it before the price rises.',
    framework: 'Gary Vaynerchuk’s underpriced attention',
    mustCover: [
      'Three to five underpriced platforms, formats or placements right now, each with why it is underpriced',
      'The cost of reaching a thousand people on each against the mainstream channels, as estimates to confirm',
      'The experiments to run: what, budget, duration and the threshold for success',
      'How long each window is likely to stay open, and the signs that it is closing',
      'How budget moves on when an arbitrage disappears',
    ],
    targetWords: 600,
  },
};
