import { formatReportDate } from '../../../../domain/locale.ts';
import type { ShareAccessType, ShareExpiryDays } from '../../../../domain/share-link.ts';
import type { Language } from '../../../../domain/strategy-limits.ts';

export const ACCESS_LABELS: Record<ShareAccessType, string> = {
  view: 'View Only',
  comment: 'Can Comment',
  edit: 'Edit Access',
  intake: 'Questionnaire for the client',
  memo: 'What changed (the last memo)',
};

/** The spec's expiration choices; the value is what the Select carries. */
export const EXPIRY_CHOICES = [
  { value: 'never', label: 'Never', days: null },
  { value: '1', label: '1 day', days: 1 },
  { value: '7', label: '7 days', days: 7 },
  { value: '30', label: '30 days', days: 30 },
] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]['value'];

export function expiryDays(choice: ExpiryChoice): ShareExpiryDays | null {
  return EXPIRY_CHOICES.find((option) => option.value === choice)?.days ?? null;
}

/**
 * A link's date in the one format of the strategy's deliverables ("November 29, 2026" for an
 * English strategy, "29. November 2026" for a German one): its UTC calendar day.
 */
export function formatShareDate(iso: string, language: Language): string {
  return formatReportDate(iso.slice(0, 10), language);
}

/** A reading time in words: "45 s", "3 min 20 s", "1 h 5 min". */
export function formatReadingTime(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
}
