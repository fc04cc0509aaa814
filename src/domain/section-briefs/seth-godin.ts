import type { GroupBriefs } from './group-briefs.ts';

export const SETH_GODIN_BRIEFS: GroupBriefs<'Seth Godin Framework'> = {
  'Purple Cow Analysis': {
    objective:
      'Whether the business is remarkable, worth making a remark about, and what to change so it stands out instead of blending in.',
    framework: 'Seth Godin’s Purple Cow',
    mustCover: [
      'An honest verdict on what is remarkable about the business today, and what is merely very good',
      'The sneezers and otaku: the enthusiasts who would spread the word first',
      'Three to five ideas to make the product, service or experience remarkable, with the risk of each',
      'What the business must stop doing because it is safe and therefore invisible',
      'How to tell whether people are talking about it',
    ],
    targetWords: 600,
  },
  'Permission Marketing Strategy': {
    objective:
      'A plan to earn the right to talk to prospects, and to deepen that permission step by step until they buy.',
    framework:
      'Seth Godin’s Permission Marketing: messages that are anticipated, personal and relevant',
    mustCover: [
      'The first bait: the useful, specific thing prospects get in exchange for their permission',
      'The levels of permission to move through, from situational to intravenous',
      'The messages that keep contact anticipated, personal and relevant, and how often they go out',
      'How permission is recorded and respected: consent, unsubscribing, data protection',
      'The step from permission to purchase, and the measure that tracks it',
    ],
    targetWords: 600,
  },
  'Tribe Building Plan': {
    objective:
      'A plan to lead a tribe around a shared idea, so customers belong to something and bring others with them.',
    framework: 'Seth Godin’s Tribes',
    mustCover: [
      'The shared interest or cause the tribe gathers around',
      'Who leads, and the stance the leader takes',
      'How members talk with the leader and with each other',
      'The tools and gatherings that tighten the tribe',
      'The first hundred members: who they are and how each is invited',
    ],
    targetWords: 600,
  },
  'Ideavirus Strategy': {
    objective:
      'How the business’s idea can spread from customer to customer, and what to design so it spreads faster.',
    framework:
      'Seth Godin’s Unleashing the Ideavirus: sneezers, hive, velocity, vector, medium, smoothness and persistence',
    mustCover: [
      'The idea to spread, in a form that is easy to pass on',
      'The sneezers (promiscuous and powerful) and the hive to target first',
      'Smoothness: how easy the idea is to share now, and the changes that would make it easier',
      'The medium and vector: how it travels, online and off',
      'The incentive to share, and how spread is measured (referral rate or viral coefficient)',
    ],
    targetWords: 600,
  },
  'Minimum Viable Audience': {
    objective:
      'The smallest audience the business can serve brilliantly and still thrive, so it can be specific instead of average.',
    framework: 'Seth Godin’s smallest viable audience (This Is Marketing)',
    mustCover: [
      'The smallest viable audience defined by its worldview and the change it seeks, not only by demographics',
      'The number of customers needed to be viable, worked out from price and costs',
      'The sentence “people like us do things like this”, written for this audience',
      'Whom the business is deliberately not for',
      'How to reach and delight this group first',
    ],
    targetWords: 550,
  },
};
