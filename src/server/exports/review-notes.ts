import type { BlockContent, Paragraph, Root, RootContent } from 'mdast';
import type { DeliverableLabels } from '../../domain/deliverable-labels.ts';
import { formatReportInstant } from '../../domain/locale.ts';
import type { ReviewComment } from '../../domain/review.ts';
import type { Language } from '../../domain/strategy-limits.ts';
import type { ExportPart } from './export-document.ts';
import { textLines as lines, textNode as text } from './text-nodes.ts';

/** One section's open comments, with their replies. */
export interface ReviewNotesSection {
  title: string;
  content: Root;
}

/**
 * The "Review notes" appendix (issue 14 item 6): the open comments of the sections in the file,
 * by section in the file's order, each with its replies. Comments are plain text a person typed
 * through a link: the tree is built from `text` nodes only, never parsed, so `<script>` or
 * `[x](javascript:…)` stay characters in every format (each renderer escapes text as it does the
 * overview's). Sections without an open comment are left out.
 */
export function reviewNotesBySection(
  comments: readonly ReviewComment[],
  sections: readonly { key: string; title: string }[],
  language: Language,
): ReviewNotesSection[] {
  const open = comments.filter((comment) => comment.parentId === null && !comment.resolved);
  const replies = new Map<string, ReviewComment[]>();
  for (const comment of comments) {
    if (comment.parentId === null) continue;
    replies.set(comment.parentId, [...(replies.get(comment.parentId) ?? []), comment]);
  }
  const notes: ReviewNotesSection[] = [];
  for (const section of sections) {
    const threads = open.filter((comment) => comment.sectionKey === section.key);
    if (threads.length === 0) continue;
    const children: RootContent[] = [];
    for (const thread of threads) {
      children.push(...commentBlocks(thread, language));
      const answers = replies.get(thread.id) ?? [];
      if (answers.length > 0) {
        // Replies indented under their comment: a list is indented in every format.
        children.push({
          type: 'list',
          ordered: false,
          spread: false,
          children: answers.map((reply) => ({
            type: 'listItem',
            spread: false,
            children: commentBlocks(reply, language),
          })),
        });
      }
    }
    notes.push({ title: section.title, content: { type: 'root', children } });
  }
  return notes;
}

/** The appendix: each section's title over its notes. */
export function reviewNotesAppendix(
  notes: readonly ReviewNotesSection[],
  labels: DeliverableLabels,
): ExportPart {
  return {
    title: labels.reviewNotes,
    blocks: notes.map((section) => ({
      kind: 'markdown' as const,
      content: {
        type: 'root' as const,
        children: [
          { type: 'heading' as const, depth: 3 as const, children: [text(section.title)] },
          ...section.content.children,
        ],
      },
    })),
  };
}

/** "Author · date", the quoted passage, then the body (line breaks kept). */
function commentBlocks(comment: ReviewComment, language: Language): BlockContent[] {
  const byline: Paragraph = {
    type: 'paragraph',
    children: [
      { type: 'strong', children: [text(comment.author)] },
      text(` · ${formatReportInstant(comment.createdAt, language)}`),
    ],
  };
  const quote = comment.quote?.trim();
  return [
    byline,
    ...(quote
      ? [
          {
            type: 'blockquote' as const,
            children: [
              {
                type: 'paragraph' as const,
                children: [{ type: 'emphasis' as const, children: lines(quote) }],
              },
            ],
          },
        ]
      : []),
    { type: 'paragraph', children: lines(comment.body) },
  ];
}
