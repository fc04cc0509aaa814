/**
 * Every fixed text a deliverable (PDF, Word, PowerPoint, spreadsheet, Markdown, the deck) prints,
 * in one object handed to the renderers. Issue 18 replaces this English table with message
 * catalogues per language; no renderer writes a label of its own. `{name}` marks a value.
 */
export interface DeliverableLabels {
  reportTitle: string;
  /** Cover and title when the company name is empty. */
  companyFallback: string;
  client: string;
  preparedBy: string;
  preparedFor: string;
  date: string;
  notAvailable: string;
  digitalVersion: string;
  contents: string;
  executiveSummary: string;
  appendix: string;
  businessOverview: string;
  /** The appendix of open review comments, when the person asks for it (issue 14). */
  reviewNotes: string;
  /**
   * The appendix of the engagement brief and the client's answers, when the consultant asks
   * for it (issue 29), its two headings and the brief's fields.
   */
  aboutThisReport: string;
  engagementBrief: string;
  clientAnswers: string;
  briefAudience: string;
  briefPurpose: string;
  briefTone: string;
  briefFocus: string;
  briefConstraints: string;
  /** A divider page's kicker: "Part {number}". */
  part: string;
  /** The running footer when the brand kit sets none. */
  defaultFooter: string;
  /** The running header when the brand kit sets none. */
  defaultHeader: string;
  disclaimer: string;
  /** The slides' line listing the sources of the citations a slide shows. */
  sources: string;
  /** Under a table a slide shows only the first rows of: "{count} more rows in the notes". */
  moreRows: string;
  /** The slide of the financial model's key figures. */
  keyFigures: string;
  /** The deck's closing slide. */
  closingTitle: string;
  slideNumber: string;
  /** The note listing sections left out. */
  unwrittenTitle: string;
  unwrittenIntroOne: string;
  unwrittenIntroOther: string;
  /** How a left-out section's state is named in that note. */
  sectionFailed: string;
  sectionNotWritten: string;
  sectionInProgress: string;
  spreadsheetGroup: string;
  spreadsheetSection: string;
  spreadsheetContent: string;
  spreadsheetTruncated: string;
}

export const ENGLISH_DELIVERABLE_LABELS: Readonly<DeliverableLabels> = {
  reportTitle: 'Business Strategy Report',
  companyFallback: 'Company Strategy',
  client: 'Client',
  preparedBy: 'Prepared By',
  preparedFor: 'Prepared for',
  date: 'Date',
  notAvailable: 'N/A',
  digitalVersion: 'Digital Version',
  contents: 'Contents',
  executiveSummary: 'Executive Summary',
  appendix: 'Appendix',
  businessOverview: 'Business overview',
  reviewNotes: 'Review notes',
  aboutThisReport: 'About this report',
  engagementBrief: 'Engagement brief',
  clientAnswers: 'Questions and answers',
  briefAudience: 'Audience',
  briefPurpose: 'Purpose',
  briefTone: 'Tone',
  briefFocus: 'Focus',
  briefConstraints: 'Constraints',
  part: 'Part {number}',
  defaultFooter: 'Prepared for {client} by {firm} · Confidential · page {page} of {pages}',
  defaultHeader: '{company}',
  disclaimer: 'Disclaimer',
  sources: 'Sources',
  moreRows: '{count} more rows in the notes',
  keyFigures: 'Key figures',
  closingTitle: 'Thank you',
  slideNumber: '{page} / {pages}',
  unwrittenTitle: 'Sections not included',
  unwrittenIntroOne: '1 section chosen for this report is not written yet and is left out:',
  unwrittenIntroOther:
    '{count} sections chosen for this report are not written yet and are left out:',
  sectionFailed: 'failed',
  sectionNotWritten: 'not written',
  sectionInProgress: 'still being written',
  spreadsheetGroup: 'Group',
  spreadsheetSection: 'Section',
  spreadsheetContent: 'Content',
  spreadsheetTruncated: '[Truncated: the full text is in the PDF, Word and CSV exports.]',
};

/** Fills `{name}` markers of a label. */
export function formatLabel(label: string, values: Record<string, string | number>): string {
  return label.replace(/\{(\w+)\}/g, (marker, name: string) =>
    name in values ? String(values[name]) : marker,
  );
}
