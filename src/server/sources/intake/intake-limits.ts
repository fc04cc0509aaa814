const MB = 1024 * 1024;

/** The most one uploaded document may weigh (the 100 MB a strategy may hold is checked later). */
export const MAX_DOCUMENT_BYTES = 20 * MB;

/** Text kept from one document: ~2,000 pages, or ~5,000 passages. The rest is dropped, with a warning. */
export const MAX_EXTRACTED_CHARACTERS = 5_000_000;

/** Rows read from one sheet or CSV file; a warning says when more were left out. */
export const MAX_ROWS_PER_SHEET = 50_000;

/**
 * Checked from a ZIP's directory before anything is unpacked (DOCX, PPTX and XLSX are ZIPs).
 * Deflate packs at most ~1,000 to 1; real Office XML packs 5-20 to 1, very repetitive sheets
 * up to ~50. A part that claims a size it does not have is caught while it is unpacked.
 */
export const ZIP_LIMITS = {
  maxEntries: 10_000,
  maxTotalUncompressedBytes: 1024 * MB,
  /** Only parts larger than this are judged by their ratio: tiny parts pack very well. */
  ratioCheckedAboveBytes: 1 * MB,
  maxRatio: 200,
  /** The most one part may unpack to when it is read whole into memory (not streamed). */
  maxPartBytesInMemory: 128 * MB,
  /** The most the parts of one Word document read into memory may add up to. */
  maxWordXmlBytes: 256 * MB,
} as const;

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * MB) return `${Number((bytes / (1024 * MB)).toFixed(1))} GB`;
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}
