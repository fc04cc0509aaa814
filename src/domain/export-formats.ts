/**
 * The download formats, shared by the server (route parameter, renderer registry) and the page
 * (menu), and how each file is named. `slides-pdf` is the deck of the PowerPoint file as a PDF.
 */
export const EXPORT_FORMATS = ['pdf', 'docx', 'pptx', 'slides-pdf', 'xlsx', 'csv', 'md'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export function isExportFormat(value: string): value is ExportFormat {
  return (EXPORT_FORMATS as readonly string[]).includes(value);
}

export const EXPORT_CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'slides-pdf': 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
};

const FILE_ENDINGS: Readonly<Record<ExportFormat, string>> = {
  pdf: 'business-strategy',
  docx: 'business-strategy',
  pptx: 'business-strategy',
  'slides-pdf': 'business-strategy-slides',
  xlsx: 'business-strategy',
  csv: 'business-strategy',
  md: 'business-strategy',
};

export const EXPORT_EXTENSIONS: Readonly<Record<ExportFormat, string>> = {
  pdf: 'pdf',
  docx: 'docx',
  pptx: 'pptx',
  'slides-pdf': 'pdf',
  xlsx: 'xlsx',
  csv: 'csv',
  md: 'md',
};

export interface ExportFileName {
  /** Letters of any script kept: for `filename*=` (RFC 5987). */
  fileName: string;
  /** Plain ASCII: for `filename=`, read by clients that know no better. */
  asciiFileName: string;
}

/**
 * `{company}-business-strategy-{date}.{ext}` (or another `ending`): the company as typed
 * (letters and digits of any script; every other run of characters one `-`), the prepared date,
 * else the day of the export.
 */
export function exportFileName(
  format: ExportFormat,
  metadata: { companyName?: string; preparedDate?: string },
  today: Date = new Date(),
  ending: string = FILE_ENDINGS[format],
): ExportFileName {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(metadata.preparedDate ?? '')
    ? (metadata.preparedDate as string)
    : today.toISOString().slice(0, 10);
  const tail = `${ending}-${date}.${EXPORT_EXTENSIONS[format]}`;
  const company = (metadata.companyName ?? '').normalize('NFC');
  const unicode = safeName(company, /[^\p{L}\p{N}]+/gu);
  const ascii = safeName(company.normalize('NFKD').replace(/\p{M}/gu, ''), /[^A-Za-z0-9]+/g);
  return {
    fileName: unicode ? `${unicode}-${tail}` : tail,
    asciiFileName: ascii ? `${ascii}-${tail}` : tail,
  };
}

/** At most 60 characters of the company: a file name stays readable in a download bar. */
function safeName(text: string, unsafe: RegExp): string {
  return [...text.replace(unsafe, '-').replace(/^-+|-+$/g, '')]
    .slice(0, 60)
    .join('')
    .replace(/-+$/, '');
}

/** The `Content-Disposition` value: an ASCII `filename=` and, when it differs, `filename*=`. */
export function contentDisposition(name: ExportFileName): string {
  const plain = `attachment; filename="${name.asciiFileName}"`;
  if (name.fileName === name.asciiFileName) return plain;
  return `${plain}; filename*=UTF-8''${encodeRfc5987(name.fileName)}`;
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The name a browser should save: `filename*=` when present, else `filename=`. */
export function fileNameFromContentDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {}
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1];
}

/** The export's answer when sections chosen for it are not written (409). */
export const UNWRITTEN_SECTIONS_CODE = 'SECTIONS_NOT_WRITTEN';
/** The query that goes on anyway and lists the missing sections in the file. */
export const UNWRITTEN_QUERY = { name: 'unwritten', includeNote: 'include-note' } as const;

/** The query that adds the open review comments as an appendix (issue 14). */
export const REVIEW_NOTES_QUERY = { name: 'reviewNotes', include: '1' } as const;

/** The query that adds the brief and the client's answers as "About this report" (issue 29). */
export const INTAKE_QUERY = { name: 'includeIntake', include: '1' } as const;

export interface UnwrittenSection {
  key: string;
  title: string;
  status: 'failed' | 'idle' | 'queued' | 'generating' | 'done';
}

export interface UnwrittenSectionsResponse {
  error: string;
  code: typeof UNWRITTEN_SECTIONS_CODE;
  unwritten: UnwrittenSection[];
}

/** "3 sections are not written: A, B, C" (the first few named). */
export function unwrittenSectionsMessage(
  unwritten: readonly { title: string }[],
  options: { inProfile?: boolean } = {},
): string {
  const shown = unwritten.slice(0, 5).map((section) => section.title);
  const more = unwritten.length - shown.length;
  const list = more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
  const where = options.inProfile ? ' in this profile' : '';
  return unwritten.length === 1
    ? `1 section${where} is not written: ${list}`
    : `${unwritten.length} sections${where} are not written: ${list}`;
}

/** Where a download of a format comes from: the owner's strategy or a share link. */
export type ExportSource = { strategyId: string } | { shareId: string };
