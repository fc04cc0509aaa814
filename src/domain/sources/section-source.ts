/**
 * A source as a section carries it (`GET /api/strategies/:id`): the number the text cites it
 * by, and the uploaded document (with its page) or the web page it is.
 */
export interface SectionSource {
  n: number;
  documentId?: string;
  url?: string;
  title: string;
  /** "p. 4", "slide 3", "sheet Revenue, rows 2-40" as `location`; `page` when it is a page. */
  page?: number;
  location?: string;
}

/** A stored document or web page as the documents panel lists it. */
export interface SourceDocument {
  id: string;
  name: string;
  /** `document` for an upload, `web` for a page fetched by web research. */
  kind: 'document' | 'web';
  /** What the upload is (pdf, docx, ...) or `web`. */
  type: string;
  url?: string;
  /** PDF pages, slides or sheets; null for text files and web pages. */
  pages: number | null;
  passages: number;
  warnings: string[];
  bytes: number;
  createdAt: string;
  /** When a web page was fetched. */
  fetchedAt?: string;
}

/** One passage as the documents panel shows it. */
export interface SourcePassageView {
  ordinal: number;
  text: string;
  location: string;
}

export const MAX_STRATEGY_DOCUMENT_BYTES = 100 * 1024 * 1024;
