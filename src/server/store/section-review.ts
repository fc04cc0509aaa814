import type { Strategy } from '../../domain/strategy.ts';
import type { Database } from '../db/client.ts';
import { approvalsOf } from './approvals.ts';
import { openCommentCounts } from './comments.ts';

/**
 * The owner's strategy with each section's approval (pinned to a version: `changedSince` once
 * its text changed) and count of open comments.
 */
export async function withReview(db: Database, strategy: Strategy): Promise<Strategy> {
  const [approvals, counts] = await Promise.all([
    approvalsOf(db, strategy.id, strategy.sections),
    openCommentCounts(db, strategy.id),
  ]);
  const sections = { ...strategy.sections };
  for (const [key, section] of Object.entries(sections)) {
    const approval = approvals[key];
    const openComments = counts[key];
    if (approval || openComments) {
      sections[key] = {
        ...section,
        ...(approval ? { approval } : {}),
        ...(openComments ? { openComments } : {}),
      };
    }
  }
  return { ...strategy, sections };
}
