import type { GroupBriefs } from './group-briefs.ts';

export const PRACTICAL_IMPLEMENTATION_BRIEFS: GroupBriefs<'Practical Implementation'> = {
  'StoryBrand Landing Page': {
    objective:
      'The full copy and layout of a landing page built on the StoryBrand framework, ready to hand to a web designer.',
    framework:
      'Donald Miller’s StoryBrand SB7: a character with a problem meets a guide who gives a plan and calls to action, which ends in success or failure',
    mustCover: [
      'The header: a headline saying what is offered and how it improves the customer’s life, with the direct call-to-action button',
      'The stakes: the external, internal and philosophical problem, and what failure would cost',
      'The guide block: empathy, then authority (testimonials, figures, client logos)',
      'The three-step plan and the picture of success',
      'The page’s blocks in order, each with its copy, following the brand guidelines',
    ],
    targetWords: 900,
  },
  'Email Nurture Sequence': {
    objective:
      'A sequence of emails that moves new subscribers from first contact to trust, following the customer journey and reinforcing the value proposition.',
    mustCover: [
      'Five to seven emails, each with its sending day, subject line, preview text and goal',
      'The body copy of each email, in full or as a detailed outline',
      'The journey stage each email serves and the point of value it reinforces',
      'The single call to action of each email',
      'The open, click and reply rates to watch, and when to rewrite an email',
    ],
    targetWords: 1200,
  },
  'Email Sales Sequence': {
    objective:
      'A short campaign of emails that sells the offer, with complete copy, from the announcement to the deadline.',
    mustCover: [
      'Four to six emails with their timing, subject lines and jobs: announce, explain, prove, answer objections, last call',
      'The complete copy of each email',
      'The offer and its price exactly as the irresistible offer defines them',
      'The call to action in each email, worded as the clear call to action sets out',
      'The follow-up for people who click but do not buy',
    ],
    targetWords: 1200,
  },
  'Social Media Calendar (3 Months)': {
    objective:
      'Thirteen weeks of social posts planned by platform, theme and format, ready for the team to produce.',
    mustCover: [
      'A week-by-week table for thirteen weeks: platform, theme, format, post idea, call to action',
      'Weekly themes drawn from the questions-led content calendar',
      'How often to post on each platform, and at what times',
      'The brand’s voice and visual rules as they apply to posts',
      'Campaigns, launches and seasonal dates falling in the period',
    ],
    targetWords: 1200,
  },
  'Content Calendar (3 Months)': {
    objective:
      'A three-month editorial plan of long-form content (articles, videos, podcasts, newsletters) with dates, owners and goals.',
    mustCover: [
      'A theme for each month and the pieces that serve it',
      'For each piece: title, format, target search phrase or question, persona and publishing date',
      'The balance between awareness, consideration and decision content',
      'Who writes, edits and approves each piece',
      'How each piece is distributed and how its success is measured',
    ],
    targetWords: 1000,
  },
};
