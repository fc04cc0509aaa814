import type { GroupBriefs } from './group-briefs.ts';

export const BUSINESS_PLAN_BRIEFS: GroupBriefs<'Business Plan'> = {
  'Mission Statement': {
    objective:
      'A mission statement the team can repeat from memory, saying what the business does, for whom, and why it matters.',
    mustCover: [
      'The mission statement itself, in one or two sentences',
      'The customer served, the value delivered and the way it is delivered, each named plainly',
      'Why the key words were chosen, and the wordings that were rejected',
      'Two or three decisions the mission says yes to, and two it says no to',
    ],
    targetWords: 350,
  },
  'Vision Statement': {
    objective:
      'A picture of where the business will be in five to ten years, ambitious and specific enough to rally staff and investors.',
    mustCover: [
      'The vision statement in one sentence',
      'What success looks like at the horizon: scale, market position and impact on customers',
      'The time horizon, and the two or three milestones on the way',
      'How the vision differs from the mission',
      'What the vision requires the business to start building now',
    ],
    targetWords: 400,
  },
  'Value Proposition': {
    objective:
      'A clear statement of why the target customer should choose this business over every alternative, including doing nothing.',
    framework:
      'Value Proposition Canvas (customer jobs, pains and gains; pain relievers and gain creators)',
    mustCover: [
      'The value proposition statement: for [customer] who [need], [offer] is a [category] that [benefit], unlike [alternative]',
      'The customer’s jobs, pains and gains that it addresses',
      'The offer’s pain relievers and gain creators, each matched to a pain or gain',
      'The alternatives the customer weighs it against, doing nothing included, and why this one wins',
      'The proof that makes the claim believable: data, a demonstration, testimonials or credentials',
    ],
    targetWords: 700,
  },
  'Value Proposition (Short)': {
    objective:
      'The value proposition compressed into lines that fit a homepage headline, an elevator pitch and a social profile.',
    mustCover: [
      'A headline of twelve words at most, with a supporting sub-headline',
      'A thirty-second elevator pitch, spoken aloud in about 75 words',
      'Three variants, each aimed at a different persona or channel',
      'Which version to use where, and why',
    ],
    targetWords: 250,
  },
  'Business Description': {
    objective:
      'A factual description of the business that a banker, investor or partner can read in two minutes.',
    mustCover: [
      'Legal form, location, founding date and stage (idea, launched, or trading), as given or marked to confirm',
      'The products or services offered and how they are delivered',
      'The customers served and the market the business operates in',
      'The founders and key people, with their relevant experience',
      'Traction to date: customers, revenue or milestones reached, only as given',
      'The next steps planned and what the business needs to reach them',
    ],
    targetWords: 600,
  },
  'What is Success for This Business': {
    objective:
      'A definition of success in measurable terms, agreed by the owners, against which every later decision can be judged.',
    mustCover: [
      'Success at one, three and five years, each with measurable targets',
      'Financial success (revenue, profit, the owners’ income) consistent with the financial model',
      'Success beyond money: customer outcomes, team, the owners’ time and lifestyle, wider impact',
      'The owners’ long-term intent: keep, grow, sell or hand on the business',
      'The warning signs that would show the business is off track',
    ],
    targetWords: 500,
  },
  'Explanation of Business Model': {
    objective:
      'A clear account of how the business creates, delivers and captures value, and why its economics work.',
    framework: 'Business Model Canvas',
    mustCover: [
      'The nine building blocks in brief: segments, value propositions, channels, relationships, revenue streams, key resources, key activities, key partners, cost structure',
      'Each revenue stream with its pricing mechanism (one-off sale, subscription, usage, commission, licence)',
      'Unit economics: price, variable cost and contribution margin per unit or per customer',
      'Customer acquisition cost against lifetime value, as figures from the model or as assumptions to confirm',
      'What must be true for the model to work, and the weakest of those assumptions',
    ],
    targetWords: 800,
  },
  'Metrics that Matter (KPIs)': {
    objective:
      'A short set of KPIs, each with a target and an owner, that tells the owners every week whether the strategy is working.',
    mustCover: [
      'One North Star metric, and why it captures the value customers receive',
      'Five to eight KPIs across acquisition, conversion, retention, revenue and operations',
      'For each KPI: its formula, data source, target and how often it is reviewed',
      'Which KPIs are leading and which lagging, and which the team acts on weekly',
      'The owner of each KPI',
      'The dashboard or review meeting where they are read, and what happens when one misses',
    ],
    targetWords: 700,
  },
  'Core Problems This Business Solves': {
    objective:
      'The specific problems the business solves, ranked by how much customers care, with evidence that they are real.',
    mustCover: [
      'Three to five core problems, each stated from the customer’s point of view',
      'For each problem: who has it, how often, and what it costs them',
      'How customers cope with each today, and why that falls short',
      'The evidence that each problem is real and urgent: customer conversations, data or cited sources',
      'How the offer solves each, problem by problem',
    ],
    targetWords: 700,
  },
  'Business Goals': {
    objective:
      'SMART goals for the next one to three years that turn the vision into a plan with dates.',
    framework: 'SMART goals (specific, measurable, achievable, relevant, time-bound)',
    mustCover: [
      'Five to eight goals, each specific, measurable, achievable, relevant and time-bound',
      'Goals spread across revenue, customers, product, team and operations',
      'Quarterly milestones for the first year',
      'The resources and budget each goal needs',
      'The owner of each goal and how progress is reviewed',
    ],
    targetWords: 600,
  },
};
