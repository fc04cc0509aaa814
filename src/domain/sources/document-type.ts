/** The kinds of document a consultant can upload as a source, recognised from their content. */
export const DOCUMENT_TYPES = ['pdf', 'docx', 'pptx', 'xlsx', 'csv', 'markdown', 'text'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** How a document type is named to a person ("This Word document (DOCX) is damaged..."). */
export const DOCUMENT_TYPE_NAMES: Record<DocumentType, string> = {
  pdf: 'PDF',
  docx: 'Word document (DOCX)',
  pptx: 'PowerPoint presentation (PPTX)',
  xlsx: 'Excel workbook (XLSX)',
  csv: 'CSV file',
  markdown: 'Markdown file',
  text: 'plain text file',
};

export const SUPPORTED_DOCUMENTS_SENTENCE =
  'Upload a PDF, Word (DOCX), PowerPoint (PPTX), Excel (XLSX), CSV, Markdown or plain text file.';
