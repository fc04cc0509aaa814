import { formatReportDate } from '../../../../domain/locale.ts';
import type { ShareAccessType, ShareExpiryDays } from '../../../../domain/share-link.ts';
import type { Language } from '../../../../domain/strategy-limits.ts';

export const ACCESS_LABELS: Record<ShareAccessType, string> = {
  view: 'View Only',
  comment: 'Can Comment',
  edit: 'Edit Access',
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
