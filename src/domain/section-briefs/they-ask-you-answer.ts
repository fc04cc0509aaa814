import type { GroupBriefs } from './group-briefs.ts';

export const THEY_ASK_YOU_ANSWER_BRIEFS: GroupBriefs<'They Ask You Answer'> = {
  'Top Customer Questions': {
    objective:
      'The questions buyers really ask before buying, uncomfortable ones included, gathered as the source list for all the content that follows.',
    framework: 'Marcus Sheridan’s They Ask, You Answer',
    mustCover: [
      'Fifteen to twenty-five real buyer questions, grouped by stage of the buying journey',
      'The questions that come from the latent pain points, in the customer’s words',
      'Where the questions come from: sales calls, support requests, search data, forums',
      'A ranking by how often each is asked and how close to purchase the asker is',
      'The best format to answer each: article, video, or material for the sales team',
    ],
    targetWords: 650,
  },
  'Cost and Pricing Questions': {
    objective:
      'Honest answers to “how much does it cost?” that build trust and pre-qualify buyers before they speak to sales.',
    framework: 'They Ask, You Answer: the Big 5 (cost, problems, comparisons, reviews, best of)',
    mustCover: [
      'The cost questions customers ask, in their own words',
      'The price range for this kind of product or service, and what pushes a price up or down',
      'Where this business sits in that range, and why',
      'The hidden or extra costs a buyer should know about before committing',
      'An outline of the “How much does it cost?” article',
    ],
    targetWords: 600,
  },
  'Problems and Issues Questions': {
    objective:
      'Candid content about the drawbacks of the product, the category and its alternatives, which earns trust by being honest.',
    mustCover: [
      'The negative questions buyers ask about this type of product (“what are the problems with…”)',
      'An honest answer to each, including when this business is not the right fit',
      'The common problems with the alternatives, stated fairly',
      'How the business prevents or handles each problem',
      'Titles and outlines for three to five articles',
    ],
    targetWords: 600,
  },
  'Comparison Questions': {
    objective:
      'Fair comparisons that buyers are already searching for, written so the business becomes the source they trust.',
    mustCover: [
      'The comparisons buyers search for: one brand against another, one approach against another',
      'A fair comparison table for the most asked comparison',
      'The criteria that should decide the choice, and whom each option suits best',
      'How to compare against named competitors without disparaging them',
      'Titles for a series of comparison articles or videos',
    ],
    targetWords: 600,
  },
  'Best of Lists Questions': {
    objective:
      '“Best of” content that ranks the options in the category, competitors included, to reach buyers searching for the best choice.',
    mustCover: [
      'The “best” searches in this market (best X for Y, top X in a city)',
      'A sample best-of list with its criteria and honest entries, competitors included',
      'How to include the business without making the list look self-serving',
      'Review content: collecting and publishing customers’ reviews',
      'Three to five best-of headlines, each with the search it answers',
    ],
    targetWords: 550,
  },
  'Content Calendar': {
    objective:
      'A publishing schedule that turns the customer questions into articles and videos, week by week, and puts them to work in sales.',
    mustCover: [
      'A twelve-week table: week, title, question answered, format, owner',
      'The mix across the Big 5 topics: cost, problems, comparisons, reviews, best of',
      'The production workflow: interview the expert, draft, review, publish, hand to sales',
      'The publishing frequency and the minimum volume that makes a difference',
      'How sales uses each piece before and after calls (assignment selling)',
    ],
    targetWords: 650,
  },
};
