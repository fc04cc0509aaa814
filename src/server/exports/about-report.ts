import type { Paragraph, RootContent } from 'mdast';
import type { DeliverableLabels } from '../../domain/deliverable-labels.ts';
import { clientAnswersOf, type EngagementBrief, type IntakeContent } from '../../domain/intake.ts';
import type { ExportPart } from './export-document.ts';
import { textLines as lines, textNode as text } from './text-nodes.ts';

const BRIEF_FIELDS: readonly [keyof EngagementBrief, keyof DeliverableLabels][] = [
  ['audience', 'briefAudience'],
  ['purpose', 'briefPurpose'],
  ['tone', 'briefTone'],
  ['focus', 'briefFocus'],
  ['constraints', 'briefConstraints'],
];

/**
 * "About this report" (issue 29 item 5), when the consultant asks for it: the engagement brief's
 * filled fields and each answered question with its answer, in the file's language. The answers
 * are the client's text: the tree is built from `text` nodes only, never parsed, so markup or a
 * `javascript:` link stays characters in every format, as in the review notes. Null when there
 * is neither a brief nor an answer.
 */
export function aboutReportAppendix(
  intake: IntakeContent,
  labels: DeliverableLabels,
): ExportPart | null {
  const brief = BRIEF_FIELDS.flatMap(([field, label]): RootContent[] => {
    const value = intake.brief[field].trim();
    if (!value) return [];
    return [
      {
        type: 'paragraph',
        children: [
          { type: 'strong', children: [text(`${labels[label]}:`)] },
          ...lines(` ${value}`),
        ],
      },
    ];
  });
  const answers = clientAnswersOf(intake).flatMap(({ question, answer }): RootContent[] => [
    { type: 'paragraph', children: [{ type: 'strong', children: lines(question) }] },
    paragraph(answer),
  ]);
  if (brief.length === 0 && answers.length === 0) return null;
  const children: RootContent[] = [
    ...(brief.length > 0 ? [heading(labels.engagementBrief), ...brief] : []),
    ...(answers.length > 0 ? [heading(labels.clientAnswers), ...answers] : []),
  ];
  return {
    title: labels.aboutThisReport,
    blocks: [{ kind: 'markdown', content: { type: 'root', children } }],
  };
}

function heading(value: string): RootContent {
  return { type: 'heading', depth: 3, children: [text(value)] };
}

function paragraph(value: string): Paragraph {
  return { type: 'paragraph', children: lines(value) };
}
