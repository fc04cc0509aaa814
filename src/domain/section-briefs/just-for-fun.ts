import type { GroupBriefs } from './group-briefs.ts';

export const JUST_FOR_FUN_BRIEFS: GroupBriefs<'Just for Fun'> = {
  'Advice from Steve Jobs': {
    objective:
      'Candid advice to this business in the spirit of Steve Jobs’s known principles, grounded in his public record rather than invented quotes.',
    framework: 'Focus (saying no to a thousand things), simplicity, the whole experience, taste',
    mustCover: [
      'The products, features or markets he would tell the business to say no to',
      'How to make the offer radically simpler for the customer',
      'The whole experience from first contact to support, and the moment to make insanely great',
      'How he would stage the reveal of the product: the story and the demonstration',
      'A blunt verdict on the weakest part of the current plan',
    ],
    targetWords: 550,
  },
  'Advice from Elon Musk': {
    objective:
      'Advice to this business in the spirit of Elon Musk’s engineering-led approach, grounded in his public statements rather than invented quotes.',
    framework:
      'First-principles thinking and his five-step algorithm: question the requirements, delete, simplify, accelerate, automate',
    mustCover: [
      'The business’s biggest cost or constraint reasoned from first principles: what it is made of and what it ought to cost',
      'The five-step algorithm applied to one core process',
      'The most ambitious form of the mission, and the timeline he would push for',
      'What to bring in-house rather than buy (vertical integration)',
      'The bold risk he would take that the current plan avoids',
    ],
    targetWords: 550,
  },
  'Advice from Jeff Bezos': {
    objective:
      'Advice to this business in the spirit of Jeff Bezos’s shareholder letters and Amazon practices, grounded in his public record.',
    framework:
      'Customer obsession, Day 1, the flywheel, one-way and two-way doors, working backwards',
    mustCover: [
      'A short future press release for the business’s launch or next product, written working backwards',
      'The business’s flywheel: the loop in which each turn makes the next easier',
      'What will not change for these customers in ten years, and how to invest in it',
      'Which decisions are two-way doors to take fast, and which are one-way doors to take slowly',
      'How to stay a Day 1 company as it grows',
    ],
    targetWords: 550,
  },
  'Advice from Peter Thiel': {
    objective:
      'Contrarian advice to this business in the spirit of Peter Thiel’s Zero to One, grounded in his published ideas.',
    framework:
      'Zero to One: monopoly over competition, and the seven questions (engineering, timing, monopoly, people, distribution, durability, secret)',
    mustCover: [
      'The secret: an important truth the business sees that few people agree with',
      'The small market to monopolise first, and how to expand from it',
      'The seven questions answered for this business',
      'Why distribution matters as much as the product here, and the plan for it',
      'Whether the business goes from zero to one or merely from one to n',
    ],
    targetWords: 550,
  },
  'Advice from Mark Zuckerberg': {
    objective:
      'Advice to this business in the spirit of Mark Zuckerberg’s approach to building products and communities, grounded in his public statements.',
    framework: 'Move fast, focus on impact, build for the long term, connect people',
    mustCover: [
      'The quickest way to ship a first version and learn from real users',
      'The network or community effects the business could build',
      'The engagement measures he would watch (daily active users, retention by cohort)',
      'The bold long-term bet worth making even at a short-term cost',
      'How to keep a small, talented team moving fast as it grows',
    ],
    targetWords: 550,
  },
  'Advice from Paul Graham': {
    objective:
      'Plain, practical advice to this business in the spirit of Paul Graham’s essays for founders, grounded in what he has written.',
    framework:
      'Make something people want; do things that don’t scale; default alive or default dead; ramen profitability',
    mustCover: [
      'Whether the business makes something people want, and the evidence either way',
      'The unscalable things the founders should do now to win and delight early customers',
      'Default alive or default dead: the growth and spending arithmetic, from the financial model where there is one',
      'A weekly growth-rate target and what would deliver it',
      'The schlep others avoid that could become the business’s advantage',
    ],
    targetWords: 550,
  },
  'Advice from Reid Hoffman': {
    objective:
      'Advice to this business in the spirit of Reid Hoffman’s writing on networks and scaling, grounded in his published ideas.',
    framework: 'Blitzscaling, network effects, and shipping before it feels ready',
    mustCover: [
      'Whether and when to blitzscale: the market size, whether the winner takes most, and the risk of going too fast',
      'The network effects or distribution advantages to build',
      'The relationships and alliances the founders should cultivate',
      'The first version to ship before it is polished, and what to learn from it',
      'How management must change through the growth stages (family, tribe, village, city, nation)',
    ],
    targetWords: 550,
  },
  'Advice from Neil Patel': {
    objective:
      'Practical digital-marketing advice to this business in the spirit of Neil Patel’s approach to search and content, grounded in his published methods.',
    framework: 'Search engine optimisation and content marketing',
    mustCover: [
      'The search phrases and topics to target, with the searcher’s intent behind each',
      'The long-form content plan for organic traffic, and how often to publish',
      'The technical and on-page fixes for the website',
      'Link building and guest posting',
      'Conversion tools: lead magnets, webinars, email capture',
      'The one growth measure to watch in the first six months',
    ],
    targetWords: 550,
  },
};
