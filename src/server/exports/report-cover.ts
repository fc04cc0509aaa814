import type { Metadata } from '../../domain/strategy.ts';
import { safeUrl } from '../../domain/url-policy.ts';

export const REPORT_TITLE = 'Business Strategy Report';
export const EXECUTIVE_SUMMARY_TITLE = 'Executive Summary';
export const CONTENTS_TITLE = 'Table of Contents';

/** The cover texts of the spec's PDF, with its fallbacks; every format prints the same ones. */
export interface ReportCover {
  companyName: string;
  lines: { label: 'Client' | 'Prepared By' | 'Date'; value: string }[];
  /** Empty when unset or not a safe address. */
  digitalLink: string;
}

export function reportCover(metadata: Metadata): ReportCover {
  const orNotAvailable = (value: string | undefined) => value?.trim() || 'N/A';
  const digitalLink = metadata.digitalLink?.trim() ?? '';
  return {
    companyName: metadata.companyName?.trim() || 'Company Strategy',
    lines: [
      { label: 'Client', value: orNotAvailable(metadata.clientName) },
      { label: 'Prepared By', value: orNotAvailable(metadata.preparedBy) },
      { label: 'Date', value: orNotAvailable(metadata.preparedDate) },
    ],
    digitalLink: isAbsoluteUrl(digitalLink) ? safeUrl(digitalLink) : '',
  };
}

/**
 * Only absolute addresses become clickable in PDF and Word: a relative one there would resolve
 * against the reader's disk, not a web page.
 */
export function isAbsoluteUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) && safeUrl(url) !== '';
}

/** The overview is plain text typed by a person: blank lines separate its paragraphs. */
export function overviewParagraphs(overview: string): string[] {
  return overview
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
