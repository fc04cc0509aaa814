import { isDocumentProblem } from './intake/document-error.ts';
import type { SourceReply } from './source-pool.ts';

/** What a source worker answers for a file or page it refuses: the message and the problem. */
export function refusalReply(error: unknown): SourceReply & { ok: false } {
  const problem = (error as { problem?: unknown }).problem;
  return {
    ok: false,
    message: error instanceof Error ? error.message : String(error),
    ...(isDocumentProblem(problem) ? { problem } : {}),
  };
}
