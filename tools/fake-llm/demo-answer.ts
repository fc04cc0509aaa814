import { CATALOGUE } from '../../src/domain/catalogue.ts';
import { splitIntoTokens } from './answer.ts';

/**
 * The demo model's answer (`answerStyle: 'demo'`, the default of `npm run fake-llm`): a short,
 * plausible section that says plainly it is a sample, so a person trying the app without a key
 * judges the product, not filler. Deterministic (chosen by the title), cheap, whole sentences.
 */

export const DEMO_LABEL =
  '> *Sample text from the bundled demo model, not advice for your business. Connect an AI ' +
  'provider to have this section written from your overview.*';

/** What each of the catalogue's groups is about, to keep the sample on topic. */
const GROUP_FOCUS: Record<string, string> = {
  'Customer Profile': 'who the customers are, what they want and what holds them back',
  'Business Plan': 'what the business is for and how it will make money',
  'Market Research': 'the size of the market, its direction and the competition',
  'Brand Identity': 'how the business looks, sounds and is remembered',
  Marketing: 'the message that turns attention into enquiries',
  'Gary Vee Framework': 'content, attention and community at scale',
  'Alex Hormozi Framework': 'an offer worth more than its price',
  'E-Myth Framework': 'systems that let the business run without its founder',
  'Pumpkin Plan Strategy': 'growing by serving the best clients exceptionally well',
  'Strategic Coach': 'the unique process behind the results',
  'Seth Godin Framework': 'being remarkable to a small audience first',
  'They Ask You Answer': 'answering buyers’ questions honestly and in public',
  'Brain Audit Framework': 'why customers hesitate and how to remove the doubt',
  '10x Framework': 'goals ten times larger and what they demand',
  'Practical Implementation': 'the pages, emails and calendars that put the plan to work',
  'Sales Strategy': 'where and how the business sells',
  'PR Plan': 'earning attention from the press and partners',
  'Growth Plan': 'the fastest path to the first customers and beyond',
  'Raising Capital': 'what investors will look for and question',
  'Just for Fun': 'what a well-known founder might say about the plan',
};

const groupOf = new Map(
  CATALOGUE.flatMap((group) => group.sections.map((section) => [section.title, group.title])),
);

const openings = [
  (title: string, focus: string) =>
    `This ${title} section looks at ${focus}. It sets out where the business stands today, what should change first and how progress will be measured.`,
  (title: string, focus: string) =>
    `A clear ${title} keeps the team aligned on ${focus}. The points below summarise the main findings and turn them into decisions for the next two quarters.`,
  (title: string, focus: string) =>
    `The ${title} starts from the business overview and focuses on ${focus}. Each recommendation names an owner, a first step and a signal that it is working.`,
];

const findings = [
  'The customers who feel the problem most are also the quickest to buy, so early effort goes to them.',
  'A simple offer with one clear price converts better than a menu of options at this stage.',
  'Most enquiries arrive through referrals today, which makes a structured referral request worthwhile.',
  'Competitors compete on price; the business can compete on speed, service and specialist knowledge.',
  'Repeat purchases drive most of the margin, so retention deserves as much attention as acquisition.',
  'Every recurring task that is written down once can be delegated and improved by the team.',
  'Two channels are enough to start with; adding more before these work spreads the budget too thin.',
  'Proof from real customers, such as short case studies, removes most of the doubt buyers express.',
];

const steps = [
  'Interview ten recent customers and record the words they use to describe the problem.',
  'Choose one measure of success for the quarter and review it every month.',
  'Write a one-page brief for this area and share it with everyone who works on it.',
  'Run a four-week pilot, compare the result with the baseline and decide whether to scale it.',
  'Set aside a fixed share of early revenue to reinvest in the channel that performs best.',
];

const closings = [
  'Revisit this section once the first results are in: the numbers will show which assumptions hold.',
  'The next sections build on this one, so keep it current as the business learns.',
  'Treat these recommendations as a starting point and refine them with real customer feedback.',
];

function hashOf(text: string): number {
  let hash = 2166136261;
  for (const character of text) hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 16777619);
  return hash >>> 0;
}

function pick<T>(items: readonly T[], seed: number, offset = 0): T {
  return items[(seed + offset) % items.length] as T;
}

/** The sample for a section: whole blocks until at least `minimumTokens` words. */
export function buildDemoAnswer(title: string, minimumTokens = 0): string {
  const seed = hashOf(title);
  const group = groupOf.get(title);
  const focus = (group && GROUP_FOCUS[group]) ?? 'the decisions this part of the plan needs';
  const blocks = [
    `## ${title}`,
    DEMO_LABEL,
    pick(openings, seed)(title, focus),
    `### Key findings\n\n${[0, 1, 2].map((index) => `- ${pick(findings, seed, index * 3)}`).join('\n')}`,
    `### Next steps\n\n${[0, 1, 2].map((index) => `${index + 1}. ${pick(steps, seed, index * 2)}`).join('\n')}`,
    pick(closings, seed),
  ];
  const extra = [...findings.slice(3), ...steps.slice(2)];
  for (let index = 0; splitIntoTokens(blocks.join('\n\n')).length < minimumTokens; index++) {
    blocks.push(pick(extra, seed, index));
  }
  return blocks.join('\n\n');
}

export function buildDemoAnswerTokens(title: string, minimumTokens = 0): string[] {
  return splitIntoTokens(buildDemoAnswer(title, minimumTokens));
}
