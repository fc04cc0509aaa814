/** The audiences the Brief offers by name; anything else is typed in the consultant's words. */
export const AUDIENCE_CHOICES = ['Investors', 'Lender', 'Board', 'Internal team'] as const;

export const OTHER_AUDIENCE = 'other';

/** The select's value for a stored audience: a named one (any case), none, or "other". */
export function audienceChoiceOf(audience: string): string {
  const trimmed = audience.trim();
  if (trimmed === '') return '';
  return (
    AUDIENCE_CHOICES.find((choice) => choice.toLowerCase() === trimmed.toLowerCase()) ??
    OTHER_AUDIENCE
  );
}
