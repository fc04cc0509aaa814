import type { GroupBriefs } from './group-briefs.ts';

export const MARKETING_BRIEFS: GroupBriefs<'Marketing'> = {
  'Marketing Message': {
    objective:
      'The core message and its supporting pillars, so that all marketing says the same thing in the same way.',
    framework: 'Message house: an umbrella message, three pillars and their proof points',
    mustCover: [
      'The umbrella message in one sentence',
      'Three message pillars, each with two or three proof points',
      'How the message varies for each persona or segment',
      'The call to action the message leads to',
      'One-line, one-paragraph and one-minute versions of the message',
    ],
    targetWords: 600,
  },
  Features: {
    objective:
      'A clear inventory of what each offering includes, organised so that customers can compare and sales staff can explain.',
    mustCover: [
      'The features of each offering, grouped by theme',
      'A plain-language description of each feature',
      'Which features set the business apart and which are simply expected in this market',
      'A table of the features included in each package or tier',
      'Features planned next, clearly marked as not yet available',
    ],
    targetWords: 600,
  },
  Benefits: {
    objective:
      'The features translated into the outcomes customers care about, so marketing sells results rather than specifications.',
    framework: 'Feature, advantage, benefit (FAB)',
    mustCover: [
      'A table taking each key feature to its advantage and to the benefit for the customer',
      'The functional, emotional and financial benefits',
      'Benefits put in numbers, each figure given as a fact or as an assumption to confirm',
      'The benefits ranked by how much they matter to the primary persona',
      'Benefit-led headlines ready to use in copy',
    ],
    targetWords: 600,
  },
  'Story Telling': {
    objective:
      'The brand’s stories, of its origin, its customers and its purpose, written so they can be told on the website, in pitches and on social media.',
    framework: 'The hero’s journey, with the customer as hero and the brand as guide',
    mustCover: [
      'The origin story: the problem the founders saw, the turning point and the mission that came from it',
      'One customer transformation story (real, or a template to fill in) with the before, the turning point and the after',
      'How the brand plays the guide in these stories, never the hero',
      'The recurring themes and the emotional arc that link the stories',
      'Where each story is told: the about page, sales pitches, videos, social posts',
    ],
    targetWords: 700,
  },
  'Clear Call to Action': {
    objective:
      'The actions the business asks customers to take at each stage, worded and placed so that people take them.',
    mustCover: [
      'The primary call to action and the softer, transitional one for people not ready to buy',
      'The exact wording for each channel: website, email, social media, advertising, in person',
      'Which call to action fits each stage of the buying journey, from first visit to ready to buy',
      'What gives people a reason to act now, and the friction that stops them',
      'The conversion rate that measures each call to action, with a target',
    ],
    targetWords: 450,
  },
  'Irresistible Offer': {
    objective:
      'An offer so clearly worth more than its price that the target customer would feel foolish saying no.',
    framework:
      'Mark Joyner’s The Irresistible Offer: high return on investment, a touchstone, believability',
    mustCover: [
      'The touchstone: the offer in one short sentence a buyer grasps at once',
      'The components: core product, bonuses, price and payment terms',
      'The buyer’s return: what they get set against what they pay',
      'Believability: the honest reason behind the price or the deal, and the proof that it is real',
      'A deadline or limit, included only where it is true',
      'Two variants of the offer to test, and the measure that picks the winner',
    ],
    targetWords: 600,
  },
};
