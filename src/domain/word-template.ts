/**
 * The firm's own Word template (issue 31): one per installation, used by the Word export.
 * Zod-free: the page imports it.
 */

/** Templates are small (styles, a first page, headers); logos and fonts inside stay well under. */
export const WORD_TEMPLATE_MAX_BYTES = 5 * 1024 * 1024;

export const WORD_TEMPLATE_TOO_LARGE =
  'The Word template is larger than 5 MB, the limit a template. Remove large pictures from it and upload it again.';

export const WORD_TEMPLATE_MACROS =
  'This Word file contains macros, and macros are not accepted. Save it as a Word Document (.docx) or Word Template (.dotx) without macros and upload that.';

export const WORD_TEMPLATE_NOT_WORD =
  'This file is not a Word document or template. Upload a .docx or .dotx file.';

export const NO_WORD_TEMPLATE = 'No Word template is set';

export type WordTemplateStyleType = 'paragraph' | 'character' | 'table' | 'numbering';

export interface WordTemplateStyle {
  /** The style's id in the file (`Heading1`, `berschrift1` in a German Word). */
  id: string;
  /** Its name (`heading 1`; Word keeps built-in names in English). */
  name: string;
  type: WordTemplateStyleType;
  /** The export's role it fills (`Heading 1`, `Body text`...), when it fills one. */
  usedFor?: string;
}

/** What the owner sees of the stored template; `GET` answers `null` when none is set. */
export interface WordTemplateView {
  name: string;
  bytes: number;
  uploadedAt: string;
  styles: WordTemplateStyle[];
  /** Page size and margins in millimetres, from the template's last section. */
  page: { width: number; height: number; margins: Margins } | null;
  hasHeader: boolean;
  hasFooter: boolean;
  /** Whether its body holds a first page (content before its first page or section break). */
  hasFirstPage: boolean;
}

interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}
