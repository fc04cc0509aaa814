import type { GroupBriefs } from './group-briefs.ts';

export const HORMOZI_BRIEFS: GroupBriefs<'Alex Hormozi Framework'> = {
  'High Ticket Offer Creation': {
    objective:
      'A premium offer the business can sell at a high price to its best customers, with the delivery to justify that price.',
    framework: 'Alex Hormozi’s $100M Offers',
    mustCover: [
      'The premium offer: what it includes, the outcome it promises and its price',
      'Whom it is for, and the criteria that qualify a buyer',
      'The delivery model (done for you, done with you, or access) and the hours it takes the business per client',
      'How the core value proposition is amplified for this tier',
      'The margin at that price and the number of clients the business can serve at once',
      'The sales process for the premium sale: application, call and close',
    ],
    targetWords: 700,
  },
  'Value Proposition Maximizer': {
    objective:
      'The offer’s perceived value raised on every lever of the value equation, with a concrete change for each lever.',
    framework:
      'Alex Hormozi’s value equation: (dream outcome × perceived likelihood of achievement) ÷ (time delay × effort and sacrifice)',
    mustCover: [
      'The dream outcome in the buyer’s terms, and how to make it bigger',
      'Ways to raise the perceived likelihood of success: proof, guarantees, track record',
      'Ways to shorten the time until the customer sees the first result',
      'Ways to cut the effort and sacrifice asked of the customer',
      'A before-and-after score of the offer on each of the four levers',
    ],
    targetWords: 650,
  },
  'Grand Slam Offer': {
    objective:
      'A Grand Slam Offer built step by step, so prospects see far more value than the price and cannot compare it with anything else.',
    framework:
      'Alex Hormozi’s Grand Slam Offer: problems into solutions, trim and stack, then scarcity, urgency, bonuses, guarantees and naming (MAGIC)',
    mustCover: [
      'Every obstacle the customer meets before, during and after using the product, each turned into a solution',
      'The delivery vehicles for each solution, trimmed to those of high value and low cost, then stacked',
      'The bonuses, the guarantee, and honest scarcity and urgency',
      'The offer’s name, built with the MAGIC formula',
      'The final stack: each element with its stated value, set against the price',
    ],
    targetWords: 800,
  },
  'Pricing Strategy': {
    objective:
      'Prices for each offering that capture the value delivered, hold up against competitors and leave a healthy margin.',
    framework: 'Value-based pricing',
    mustCover: [
      'The price of each offering and the reasoning behind it',
      'Two or three competitors’ prices for comparable offerings',
      'The discount and bundle policy',
      'The margin each price leaves after its direct costs',
      'Price tiers or anchoring (good, better, best), and how prices will be tested and raised over time',
    ],
    targetWords: 700,
  },
  'Guarantee Structure': {
    objective:
      'A guarantee that takes enough risk off the buyer to lift sales while protecting the business from abuse.',
    framework:
      'Alex Hormozi’s guarantee types: unconditional, conditional, anti-guarantee and implied (performance-based)',
    mustCover: [
      'The guarantee recommended, its type and its exact wording',
      'The actions the customer must take to qualify, where it is conditional',
      'The expected rate of claims and their cost, set against the expected rise in conversion',
      'How claims are handled: the process, the time limits and who decides',
      'Whether to stack more than one guarantee across the offer',
    ],
    targetWords: 500,
  },
  'Acquisition Strategy': {
    objective:
      'A plan for winning leads and customers through the four core methods, with their costs and the order in which to start them.',
    framework:
      'Alex Hormozi’s $100M Leads: the core four (warm outreach, content, cold outreach, paid ads) and lead getters',
    mustCover: [
      'Warm outreach, content, cold outreach and paid ads, each assessed for this business',
      'The lead magnet that starts the conversation',
      'The method to start with, and the daily volume of activity it needs',
      'Cost per lead and per customer for each method, set against a customer’s lifetime value',
      'Lead getters (referrals, affiliates, agencies, employees) and when to add each',
    ],
    targetWords: 750,
  },
  'Scale Blueprint': {
    objective:
      'The road from the current size to the next order of magnitude, naming the constraint to remove at each stage.',
    framework: 'Scaling by constraint (the theory of constraints)',
    mustCover: [
      'The stages of growth, each marked by a revenue or customer threshold',
      'The bottleneck at each stage (leads, sales, delivery, people or cash) and how to remove it',
      'The systems, hires and technology each stage needs',
      'The cash needed to fund the growth, consistent with the financial model',
      'What the founder stops doing at each stage',
    ],
    targetWords: 750,
  },
};
