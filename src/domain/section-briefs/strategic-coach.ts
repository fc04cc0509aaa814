import type { GroupBriefs } from './group-briefs.ts';

export const STRATEGIC_COACH_BRIEFS: GroupBriefs<'Strategic Coach'> = {
  'Unique Process': {
    objective:
      'The business’s way of delivering results, named and drawn as a process clients can see, so that it becomes an asset of its own.',
    framework: 'Dan Sullivan’s Unique Process',
    mustCover: [
      'The steps of the process, from the client’s starting point to the result',
      'A memorable name for the process and for each step',
      'What makes the process different from how competitors deliver',
      'How clients see it: a diagram, a one-page summary or a worksheet',
      'How the process supports premium pricing and shapes the sales conversation',
    ],
    targetWords: 600,
  },
  'Strategic Coach Framework': {
    objective:
      'The business goals run through the Strategic Coach tools, so priorities are set and progress measured in a way that keeps the owners motivated.',
    framework:
      'Dan Sullivan’s Strategic Coach: the R-Factor question, the D.O.S. conversation (dangers, opportunities, strengths), the Gap and the Gain, Free, Focus and Buffer days',
    mustCover: [
      'The R-Factor question answered: three years from now, what must have happened for the owners to be happy with their progress',
      'The dangers, opportunities and strengths behind each business goal',
      'Progress measured as the Gain (against the starting point) rather than the Gap (against the ideal)',
      'The focus of the next ninety days and the weekly check-in',
      'How Free, Focus and Buffer days will structure the owner’s time',
    ],
    targetWords: 700,
  },
  'Capability Amplifier': {
    objective:
      'How to multiply the business’s capabilities through tools, people and partners, so more output no longer needs more of the owner.',
    framework: 'Dan Sullivan’s Capability Amplifier and Who Not How',
    mustCover: [
      'The capabilities that create the most value today',
      'The Who Not How list: tasks to hand to a named kind of person, partner or tool',
      'Technology and automation that would multiply each capability',
      'Partnerships that borrow capabilities the business lacks',
      'The capacity gained and the investment it takes',
    ],
    targetWords: 600,
  },
  'Game Changer Index': {
    objective:
      'A scorecard that rates the opportunities in front of the business by how much each would change its trajectory.',
    mustCover: [
      'The criteria: impact on revenue, on client results, on the owners’ freedom and on uniqueness, against the effort required',
      'Five to eight opportunities scored on every criterion in a table',
      'The top one or two game changers, and why',
      'The first step on each, to be taken this month',
      'When the opportunities are scored again',
    ],
    targetWords: 550,
  },
  'Impact Filter': {
    objective:
      'A one-page Impact Filter for the most important project, so the team knows its purpose, what is at stake and when it is done.',
    framework: 'Dan Sullivan’s Impact Filter',
    mustCover: [
      'The project and its purpose: what it must accomplish',
      'Its importance: the biggest difference it will make',
      'The ideal outcome: what will be true when it is complete',
      'The best result if it is done, and the worst result if it is not',
      'The success criteria as a checklist',
    ],
    targetWords: 450,
  },
};
