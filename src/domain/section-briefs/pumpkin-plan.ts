import type { GroupBriefs } from './group-briefs.ts';

export const PUMPKIN_PLAN_BRIEFS: GroupBriefs<'Pumpkin Plan Strategy'> = {
  'Core Competencies Assessment': {
    objective:
      'What the business does better than anyone else, tested against what customers value, so it can concentrate there.',
    framework: 'Mike Michalowicz’s The Pumpkin Plan, with the VRIO test',
    mustCover: [
      'The candidate core competencies, drawn from the unique selling proposition',
      'For each: whether it is valuable, rare, hard to imitate and organised for (VRIO), with evidence',
      'The activities that are not core and can be outsourced, automated or dropped',
      'The one competency to double down on, and how to strengthen it',
      'How that competency shows in what customers already say about the business',
    ],
    targetWords: 600,
  },
  'Client Assessment Matrix': {
    objective:
      'Every client or client type ranked by value and fit, to show which to grow, which to keep and which to let go.',
    framework:
      'The Pumpkin Plan’s client assessment: revenue ranking crossed with how good each client is to serve',
    mustCover: [
      'The scoring criteria: revenue, margin, payment reliability, ease of service, referral potential, fit with the core competency',
      'A scored table of the client types, or of named clients where they are known',
      'The quadrants and the action for each: grow, nurture, fix, let go',
      'The clients to let go (the rotten pumpkins) and a courteous way to part',
      'How often the assessment is repeated',
    ],
    targetWords: 600,
  },
  'Top Client Analysis': {
    objective:
      'A close look at the best clients: what they share, why they buy, and how to find more like them.',
    mustCover: [
      'The profile of the top clients: shared traits, sector or lifestyle, size and spend',
      'Why they chose the business and what they value most, in their own words',
      'Their wish list: what else they would buy if the business offered it',
      'Where more clients like them gather, and how to reach them',
      'How the target audience definition should be sharpened as a result',
    ],
    targetWords: 600,
  },
  'Innovation Opportunities': {
    objective:
      'Innovations drawn from top clients’ needs that would make the business stand out, ranked by value and effort.',
    mustCover: [
      'Five to eight ideas taken from top clients’ wishes and from gaps in the market',
      'For each: the client problem it solves and its value to the client',
      'The effort, cost and risk of each, placed on a value-versus-effort grid',
      'The one or two to pilot first, and how to test them cheaply',
      'How each innovation makes the business harder to copy',
    ],
    targetWords: 650,
  },
  'Resource Allocation Plan': {
    objective:
      'Where time, money and people go over the next twelve months, concentrated on the top clients and the core competency.',
    mustCover: [
      'The current split of time and budget across clients, activities and channels',
      'The target split, weighted toward top clients and core activities',
      'The year’s budget by function or initiative, consistent with the financial model',
      'What will be stopped or reduced to free those resources',
      'How the allocation is reviewed each quarter',
    ],
    targetWords: 600,
  },
  'Growth Acceleration Strategy': {
    objective:
      'The moves that speed up growth once the business is focused, ranked by impact and by how quickly they pay off.',
    mustCover: [
      'The growth levers: more clients, larger purchases, more frequent purchases, higher prices, referrals',
      'The two or three levers to pull first, with the expected effect of each',
      'A systematic referral programme aimed at the top clients',
      'Each initiative with its timeline, cost and owner',
      'The growth rate targeted in each quarter',
    ],
    targetWords: 650,
  },
  'Market Domination Path': {
    objective:
      'How the business becomes the clear leader in its chosen niche, and the milestones that mark the way.',
    mustCover: [
      'The niche to dominate, defined precisely by place, segment and category',
      'What domination means in numbers: market share, ranking, recognition',
      'The phases from leading the niche to entering the adjacent ones',
      'The moats to build: brand, network effects, switching costs, data, relationships',
      'The competitors’ likely responses and how to answer each',
    ],
    targetWords: 650,
  },
};
