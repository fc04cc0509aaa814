import { AppError, type AppErrorCode } from '../../errors.ts';

/** Why a document was refused. Each has its own message, written for the consultant. */
export type DocumentProblem =
  | 'empty'
  | 'too-large'
  | 'unsupported-type'
  | 'encrypted'
  | 'no-text'
  | 'damaged'
  | 'zip-bomb'
  | 'too-complex'
  | 'timed-out';

const STATUS_CODES: Record<DocumentProblem, AppErrorCode> = {
  empty: 'BAD_REQUEST',
  'too-large': 'PAYLOAD_TOO_LARGE',
  'unsupported-type': 'UNSUPPORTED_MEDIA_TYPE',
  encrypted: 'BAD_REQUEST',
  'no-text': 'BAD_REQUEST',
  damaged: 'BAD_REQUEST',
  'zip-bomb': 'PAYLOAD_TOO_LARGE',
  'too-complex': 'PAYLOAD_TOO_LARGE',
  'timed-out': 'PAYLOAD_TOO_LARGE',
};

/**
 * A document that cannot become a source. It is an `AppError`, so a route that lets it through
 * answers 4xx with `{error, code}` (`code` is `DOCUMENT_<PROBLEM>`, e.g. `DOCUMENT_ENCRYPTED`).
 */
export class DocumentError extends AppError {
  readonly problem: DocumentProblem;

  constructor(problem: DocumentProblem, message: string, options?: { cause?: unknown }) {
    super(STATUS_CODES[problem], message, {
      ...options,
      code: `DOCUMENT_${problem.toUpperCase().replaceAll('-', '_')}`,
    });
    this.name = 'DocumentError';
    this.problem = problem;
  }
}

export function isDocumentProblem(value: unknown): value is DocumentProblem {
  return typeof value === 'string' && value in STATUS_CODES;
}
