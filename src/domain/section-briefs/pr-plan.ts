import type { GroupBriefs } from './group-briefs.ts';

export const PR_PLAN_BRIEFS: GroupBriefs<'PR Plan'> = {
  'PR Strategy': {
    objective:
      'A plan for earning media coverage and a public reputation that support sales and credibility.',
    mustCover: [
      'The PR objectives and the audiences: customers, investors, partners, the local community',
      'Story angles journalists would care about, each with its news hook',
      'The target media by tier: trade press, local, national, podcasts, newsletters',
      'The calendar of announcements over twelve months',
      'Crisis basics: who speaks for the business, and a holding statement',
      'How PR results are measured',
    ],
    targetWords: 750,
  },
  'Strategic Partner Strategy': {
    objective:
      'The partners who could bring customers, capability or credibility faster than the business could alone, and how to win them.',
    mustCover: [
      'The kinds of partner (referral, co-marketing, distribution, technology, supply) and what each would bring',
      'Five to eight target partners, named or described, with why each fits',
      'What the business offers each partner in return',
      'The terms: revenue share, referral fees, exclusivity, length of the agreement',
      'The approach plan, and how partnerships are managed and reviewed',
    ],
    targetWords: 650,
  },
  'PR Boiler Plate': {
    objective: 'The standard “About” paragraph and media facts that close every press release.',
    mustCover: [
      'The boilerplate in 80 to 120 words: who the business is, what it does, for whom, where, since when, and one proof point',
      'A short version of about 50 words',
      'The media contact block and the website address',
      'A fact sheet of confirmed facts only: founding date, founders, location, key figures',
    ],
    targetWords: 300,
  },
};
