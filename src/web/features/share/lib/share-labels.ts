import type { ShareAccessType, ShareExpiryDays } from '../../../../domain/share-link.ts';

export const ACCESS_LABELS: Record<ShareAccessType, string> = {
  view: 'View Only',
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

/** "November 29, 2026" in the reader's language. */
export function formatShareDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' });
}

/** "Nov 29, 2026": for the compact list of links. */
export function formatShortShareDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
}
