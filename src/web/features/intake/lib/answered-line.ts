import type { IntakeAnswer } from '../../../../domain/intake.ts';

/**
 * Who gave the saved answer and when ("Answered by the client on …"), for the answer as typed:
 * null while the typed text is not the saved one, or is empty.
 */
export function answeredLine(
  saved: IntakeAnswer | undefined,
  typed: string,
  formatDateTime: (iso: string) => string,
): string | null {
  if (!saved || typed.trim() === '' || saved.text !== typed.trim()) return null;
  const by = saved.answeredBy === 'client' ? 'the client' : 'you';
  return `Answered by ${by} on ${formatDateTime(saved.answeredAt)}`;
}
