import type { GroupBriefs } from './group-briefs.ts';

export const CUSTOMER_PROFILE_BRIEFS: GroupBriefs<'Customer Profile'> = {
  'Target Audience': {
    objective:
      'A precise picture of who buys first and who pays most, narrow enough to aim every campaign and sales call at.',
    mustCover: [
      'The primary segment defined by observable traits: for consumers age band, life stage, location and income; for businesses industry, company size and the buyer’s role',
      'One or two secondary segments and why each ranks below the primary',
      'The size of each segment as a count or a range, with where the figure comes from',
      'The trigger events that put someone in the market right now (a move, a new hire, a failed supplier, a season)',
      'Where each segment can be reached: the channels, communities, events and places it already uses',
      'Who is explicitly not a target, and why serving them would cost more than it earns',
    ],
    targetWords: 700,
  },
  'Psychographic Segmentation': {
    objective:
      'Segments defined by values, attitudes and lifestyle, so messages speak to why people buy rather than to who they are on paper.',
    framework: 'Psychographic segmentation by values, attitudes, interests and lifestyle',
    mustCover: [
      'Three or four psychographic segments, each with a memorable name and a one-line portrait',
      'For each segment: its core values, its attitude to this category and the lifestyle signals that identify it',
      'How each segment decides: deep research, impulse, social proof or deference to an authority',
      'The message and proof that would move each segment, and the one that would put it off',
      'Which segment to pursue first, and the reasoning',
    ],
    targetWords: 800,
  },
  'Latent Pain Points': {
    objective:
      'The problems customers feel but rarely say out loud, which the business can solve before a competitor names them.',
    mustCover: [
      'Four to six unspoken pains, each written as the customer’s inner monologue',
      'The behaviour that reveals each pain: workarounds, complaints, abandoned purchases, money spent on poor substitutes',
      'What each pain costs the customer in time, money, status or stress',
      'Why today’s solutions leave each pain unaddressed',
      'Which pain the current offer relieves directly, and which it should address next',
    ],
    targetWords: 700,
  },
  'Dream State': {
    objective:
      'A vivid picture of the customer’s life once the problem is solved, to anchor the offer’s promise and the marketing copy.',
    mustCover: [
      'A before-and-after contrast: one ordinary day in the customer’s life now, and the same day afterwards',
      'The tangible outcomes the customer could measure, with realistic magnitudes',
      'The emotional and status outcomes: how they feel and how others now see them',
      'How soon the customer expects to get there, and the first milestone that proves progress',
      'The gap between the dream and what the offer can honestly deliver, so the promise stays credible',
    ],
    targetWords: 600,
  },
  "Steven Reiss's 16 Human Desires": {
    objective:
      'Which of the sixteen basic desires drive this customer, so the offer and its messages appeal to motives that actually move them.',
    framework:
      'Steven Reiss’s 16 basic desires: power, independence, curiosity, acceptance, order, saving, honour, idealism, social contact, family, status, vengeance, romance, eating, physical activity and tranquillity',
    mustCover: [
      'The four to six desires most relevant to the target customer, ranked, each with the reason it ranks there',
      'For each top desire: the buying behaviour it explains, with an example from this market',
      'Desires the offer must not threaten (for example independence, for an offer that locks customers in)',
      'A message angle and a proof point matched to each top desire',
      'Where the ranking differs between segments or personas',
    ],
    targetWords: 800,
  },
  "Freud's Psychoanalytic Theory": {
    objective:
      'The unconscious drives and inner conflicts behind the purchase, turned into messages that resolve them rather than stir them up.',
    framework: 'Freud’s id, ego and superego, and the defence mechanisms',
    mustCover: [
      'The id: the raw want the product satisfies (pleasure, relief, status, security)',
      'The superego: the guilt, rules and “shoulds” that make the customer hesitate',
      'The ego: the rational justification the customer needs before saying yes',
      'The defence mechanisms likely at play (rationalisation, denial, procrastination) and how to disarm each',
      'Two or three lines of copy that speak to the want while handing over the justification',
    ],
    targetWords: 700,
  },
  "Carl Rogers' Humanistic Theory": {
    objective:
      'How the offer helps customers close the gap between who they are and who they want to be, and how the brand should treat them to earn their trust.',
    framework:
      'Carl Rogers’ humanistic theory: self-concept, ideal self, congruence and unconditional positive regard',
    mustCover: [
      'The customer’s current self-concept in relation to the problem',
      'Their ideal self, and the incongruence between the two that the product helps resolve',
      'How the brand shows unconditional positive regard in its tone and support, with no shaming of the customer',
      'The self-actualisation angle: the growth the customer can credit to themselves rather than to the product',
      'The touchpoints (onboarding, support, community) where this shows in practice',
    ],
    targetWords: 700,
  },
  'Summary of Target Audience': {
    objective:
      'A one-page synthesis of who the business serves, which anyone on the team can use to make a targeting decision.',
    mustCover: [
      'The primary and secondary segments in one sentence each',
      'The three defining needs and the three strongest buying triggers',
      'The estimated value of a customer in the primary segment, per purchase or per year, labelled as an estimate unless given',
      'The channels where the audience is reached most cheaply',
      'The targeting decisions that follow: whom to prioritise and whom to ignore',
    ],
    targetWords: 450,
  },
  'Summary of Psychological Insights': {
    objective:
      'The few psychological truths about the customer that should shape every message, offer and touchpoint.',
    mustCover: [
      'The three to five strongest motivators, drawn across the desires, psychoanalytic and humanistic analyses',
      'The main fears and objections rooted in those motivators',
      'The emotional tone the customer responds to, and the tone that repels them',
      'The images, stories and triggers that activate those motivators, for copywriters to reuse',
      'How each insight changes one concrete marketing or product decision',
    ],
    targetWords: 500,
  },
  'Persona 1': {
    objective:
      'A fully drawn primary buyer persona the team can picture whenever it writes copy or designs the product.',
    mustCover: [
      'Name, age, occupation, location, household and income, marked as illustrative',
      'Goals and frustrations specific to the problem the business solves',
      'A typical day, and the moment in it when the problem bites',
      'How they search for and judge solutions: channels, people they trust, decision criteria',
      'Their objections to buying and what would overcome each',
      'A representative quote in their own voice',
    ],
    targetWords: 600,
  },
  'Persona 2': {
    objective:
      'A second persona who differs from the first in motive or buying situation, so the strategy covers a distinct group of buyers.',
    mustCover: [
      'What sets this persona apart from Persona 1: segment, motive, or role in the purchase (for example the one who signs off the budget)',
      'Name, demographics, role and circumstances',
      'The job they need done and the outcome they would pay for',
      'Their budget and decision process, including who else has a say',
      'The channel and message most likely to reach them',
      'One sentence they might say to a friend about the problem',
    ],
    targetWords: 600,
  },
  'Persona 3': {
    objective:
      'A third persona for an emerging, secondary or high-value buyer the business should watch or grow into.',
    mustCover: [
      'Why this persona matters: growth potential, higher spend, or a segment of the future',
      'Who they are: a name, their age, their life or career stage and where they live',
      'The triggers that would make them buy now rather than later',
      'The changes to the product or offer this persona would need',
      'The risks or costs of serving them, such as heavier support or price sensitivity',
      'What they would say to explain why they have not bought yet',
    ],
    targetWords: 600,
  },
  'Buyer Personas': {
    objective:
      'A side-by-side view of the personas that shows how marketing, sales and product should treat each one.',
    mustCover: [
      'A comparison table of the personas: goals, pains, budget, preferred channel and role in the decision',
      'Which persona is the priority for the next twelve months, and why',
      'The message and the offer variant for each persona',
      'How the personas meet in a single purchase (user, buyer, influencer), where that applies',
      'A negative persona: the buyer the business should deliberately not serve',
    ],
    targetWords: 600,
  },
};
