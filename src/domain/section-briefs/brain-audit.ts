import type { GroupBriefs } from './group-briefs.ts';

export const BRAIN_AUDIT_BRIEFS: GroupBriefs<'Brain Audit Framework'> = {
  'Problem Analysis': {
    objective:
      'The customer’s main problem analysed deeply enough to lead the sales message with it, because buyers notice a problem before a solution.',
    framework: 'Sean D’Souza’s The Brain Audit',
    mustCover: [
      'The single biggest problem to lead with, chosen from the core problems, and why',
      'The problem in the customer’s words, with its consequences',
      'What happens if the customer does nothing',
      'The symptoms that tell a customer they have the problem',
      'A headline and opening paragraph that lead with the problem',
    ],
    targetWords: 550,
  },
  'Solution Framework': {
    objective:
      'The solution presented as a clear sequence that resolves the problem, so the buyer understands how it works before buying.',
    framework: 'Sean D’Souza’s The Brain Audit',
    mustCover: [
      'The solution in three to five steps or parts, each tied to a part of the problem',
      'What changes for the customer at each step',
      'The evidence that each step works',
      'A diagram, analogy or demonstration that makes the solution obvious',
      'The bridge in the sales copy from the problem to the solution',
    ],
    targetWords: 550,
  },
  'Target Profile': {
    objective:
      'A profile of whom the offer is and is not for, precise enough that the right buyers recognise themselves and the wrong ones opt out.',
    framework: 'Sean D’Souza’s The Brain Audit',
    mustCover: [
      'The “this is for you if…” list',
      'The “this is not for you if…” list',
      'The single ideal customer the copy is written to, described as one named example',
      'Where the profile appears on the sales page and in the sales conversation',
    ],
    targetWords: 450,
  },
  'Objection Solver': {
    objective: 'The objections that stop buyers, each answered before it is raised.',
    framework: 'Sean D’Souza’s The Brain Audit',
    mustCover: [
      'The five to eight main objections: price, time, trust, fit, timing, and those particular to this business',
      'The real concern behind each objection',
      'The answer and the proof that resolve each',
      'Where in the sales process or on the page each objection is handled',
      'How to raise the biggest objection first, before the buyer does',
    ],
    targetWords: 650,
  },
  'Testimonials Strategy': {
    objective:
      'A system for collecting and using testimonials that overcome specific objections instead of offering generic praise.',
    framework: 'Sean D’Souza’s six-question testimonial',
    mustCover: [
      'The six questions to ask: the hesitation before buying, what was found after, the part liked most, other benefits, whether they would recommend it, anything to add',
      'Which testimonial answers which objection',
      'When in the customer journey to ask, and in which format (written, video, case study)',
      'How to show them: placement, names, photos and permission',
      'A target number of testimonials per offer and a schedule for collecting them',
    ],
    targetWords: 550,
  },
  'Risk Reversal Plan': {
    objective:
      'How to take the risk of buying off the customer’s shoulders at a cost the business can carry.',
    framework: 'Sean D’Souza’s The Brain Audit',
    mustCover: [
      'The risks the buyer perceives: losing money, wasting time, effort, looking foolish',
      'The reversal for each: a guarantee, a trial, paying on results, easy cancellation',
      'The wording of the main risk reversal, ready to use',
      'Its cost to the business and the safeguards against abuse',
      'Where the risk reversal appears in the sales process',
    ],
    targetWords: 500,
  },
};
