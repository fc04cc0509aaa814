import type { BrandKit, TemplateValues } from './brand.ts';
import type { DeliverableLabels } from './deliverable-labels.ts';
import { formatReportDate } from './locale.ts';
import type { Metadata } from './strategy.ts';
import type { Language } from './strategy-limits.ts';
import { isAbsoluteUrl, safeUrl } from './url-policy.ts';

/**
 * What every cover says (the report PDF, Word, Markdown, PowerPoint, the slides PDF, the page's
 * slides and the shared view): one function, so a rule (the digital link, "N/A") cannot differ
 * between formats. Pure and zod-free, for the page.
 */
export interface CoverContent {
  /** "Business Strategy Report" in the strategy's language. */
  title: string;
  /** The company, else the labels' fallback. */
  companyName: string;
  /** Client, prepared by, date: each "N/A" when unset. */
  lines: { label: string; value: string }[];
  /** The brand's firm, else who prepared it; empty when neither is set. */
  firmName: string;
  /** "Prepared for <client>", empty without a client. */
  preparedFor: string;
  /** An absolute, safe address; empty when unset or not one (never a relative link). */
  digitalLink: string;
  /** The digital link's label ("Digital Version"). */
  digitalLinkLabel: string;
  disclaimer: string;
}

/** A file's own properties, the same in every format. */
export interface FileProperties {
  /** "Business Strategy Report: Acme Bakery". */
  title: string;
  subject: string;
  /** White label: the firm, else the company; never the software that wrote the file. */
  author: string;
}

export function fileProperties(
  cover: Pick<CoverContent, 'title' | 'companyName' | 'firmName'>,
): FileProperties {
  return {
    title: `${cover.title}: ${cover.companyName}`,
    subject: cover.companyName,
    author: cover.firmName || cover.companyName,
  };
}

export function coverContent(options: {
  metadata: Metadata;
  brand: BrandKit;
  language: Language;
  labels: DeliverableLabels;
}): CoverContent {
  const { metadata, brand, language, labels } = options;
  const orNotAvailable = (value: string | undefined) => value?.trim() || labels.notAvailable;
  const digitalLink = metadata.digitalLink?.trim() ?? '';
  const date = metadata.preparedDate?.trim() ?? '';
  const client = metadata.clientName?.trim() ?? '';
  return {
    title: labels.reportTitle,
    companyName: metadata.companyName?.trim() || labels.companyFallback,
    lines: [
      { label: labels.client, value: orNotAvailable(metadata.clientName) },
      { label: labels.preparedBy, value: orNotAvailable(metadata.preparedBy) },
      { label: labels.date, value: date ? formatReportDate(date, language) : labels.notAvailable },
    ],
    firmName: brand.firmName || metadata.preparedBy?.trim() || '',
    preparedFor: client ? `${labels.preparedFor} ${client}` : '',
    digitalLink: isAbsoluteUrl(digitalLink) ? safeUrl(digitalLink) : '',
    digitalLinkLabel: labels.digitalVersion,
    disclaimer: brand.disclaimer.trim(),
  };
}

/** The values a header or footer template is filled with (`fillTemplate`), as every format fills it. */
export function templateValues(metadata: Metadata, cover: CoverContent): TemplateValues {
  return {
    client: metadata.clientName ?? '',
    firm: cover.firmName,
    company: metadata.companyName ?? '',
  };
}
