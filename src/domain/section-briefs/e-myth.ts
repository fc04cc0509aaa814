import type { GroupBriefs } from './group-briefs.ts';

export const E_MYTH_BRIEFS: GroupBriefs<'E-Myth Framework'> = {
  'Technician Analysis': {
    objective:
      'An honest look at how much of the business depends on the owner doing the technical work, and what that dependence costs.',
    framework: 'Michael Gerber’s The E-Myth: the Technician, the Manager and the Entrepreneur',
    mustCover: [
      'The technical tasks the owner does today, and the share of the week each takes',
      'The fatal assumption: where knowing the work has been mistaken for knowing how to run the business',
      'What the dependence risks: a ceiling on capacity, burnout, a business nobody could buy',
      'Which tasks can be written down and handed over first',
      'The owner’s target split of technician, manager and entrepreneur time a year from now',
    ],
    targetWords: 600,
  },
  'Manager Systems': {
    objective:
      'The management systems that make results predictable: planning, scheduling, quality control and reporting.',
    mustCover: [
      'The planning and review rhythm: daily, weekly and monthly meetings with their agendas',
      'How work is scheduled and people and equipment allocated',
      'The quality standards and how they are checked',
      'The numbers the manager reviews, how often and from which tool',
      'The software and templates that run these systems',
    ],
    targetWords: 600,
  },
  'Entrepreneur Vision': {
    objective:
      'The owner’s vision of the business as a product in itself: what it will look like when it works without them.',
    framework:
      'The E-Myth’s business development program: primary aim, strategic objective, organisational, management, people, marketing and systems strategies',
    mustCover: [
      'The primary aim: the life the owner wants, and what the business must deliver for it',
      'The strategic objective: the business at maturity, with its revenue, scope and standards',
      'The business as a franchise prototype: what makes it repeatable by ordinary people',
      'Where the business stands on the other five steps (organisational, management, people, marketing, systems) and the next action for each',
      'The date by which the business should run without the owner, and how that will be tested',
    ],
    targetWords: 650,
  },
  'Business Systems Development': {
    objective:
      'The plan to systematise the business process by process, so results no longer depend on who does the work.',
    framework: 'The E-Myth’s innovation, quantification and orchestration',
    mustCover: [
      'An inventory of the core processes: winning leads, selling, delivering, finance, hiring',
      'The order in which to systematise them, and why',
      'For the first three processes: the better way (innovation), its measure (quantification) and the standard everyone follows (orchestration)',
      'The checklists, templates and tools to build, drawn from the operations manual',
      'The timeline and the owner of each system',
    ],
    targetWords: 700,
  },
  'Organizational Chart': {
    objective:
      'The organisation chart of the mature business and of today, showing every position and who fills it now.',
    mustCover: [
      'The chart of the mature business: every position with its reporting line, drawn as an indented list or table',
      'Today’s chart, with the owner’s name in every box they currently fill',
      'The order in which boxes get their own person, and the trigger for each hire',
      'The cost of each planned role, consistent with the financial model or marked as an estimate',
      'How the chart links to the position contracts',
    ],
    targetWords: 600,
  },
  'Operations Manual Outline': {
    objective:
      'The table of contents of the operations manual, so that each routine of the business can be written down and taught.',
    mustCover: [
      'The manual’s parts by function: sales, delivery, customer service, finance, administration',
      'The key procedures under each part, named as actions (how to onboard a client, how to close the month)',
      'The template of a procedure: purpose, steps, standard, checklist, owner',
      'The first ten procedures to write, in order of priority',
      'Where the manual is kept, how it stays current and how it is used in training',
    ],
    targetWords: 650,
  },
  'Position Contracts': {
    objective:
      'A position contract for each key role: the results it answers for, the standards it keeps and the systems it runs.',
    framework: 'The E-Myth’s position contracts',
    mustCover: [
      'For each key role: its title, purpose and the results it is accountable for',
      'The work standards and procedures each role follows',
      'The measures each role is judged by',
      'Whom each role reports to, and who reports to it',
      'The sign-off by the person in the role, and when each contract is reviewed',
    ],
    targetWords: 700,
  },
};
