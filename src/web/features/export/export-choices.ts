import {
  FileCode2,
  FileSpreadsheet,
  FileText,
  FileType2,
  GalleryHorizontal,
  Presentation,
  Sheet,
} from '../../components/icons.ts';
import type { ExportChoice } from './components/export-button.tsx';

export const PDF: ExportChoice = {
  format: 'pdf',
  label: 'Download PDF',
  shortLabel: 'PDF',
  failure: 'Failed to generate PDF',
  icon: FileText,
};

export const WORD: ExportChoice = {
  format: 'docx',
  label: 'Download Word',
  shortLabel: 'Word',
  failure: 'Failed to generate the Word document',
  icon: FileType2,
};

export const POWERPOINT: ExportChoice = {
  format: 'pptx',
  label: 'Download PowerPoint',
  shortLabel: 'PowerPoint',
  failure: 'Failed to generate the PowerPoint file',
  icon: Presentation,
};

export const SLIDES_PDF: ExportChoice = {
  format: 'slides-pdf',
  label: 'Download slides as PDF',
  // The visible text must be part of the accessible name (axe: label-content-name-mismatch).
  shortLabel: 'Slides as PDF',
  failure: 'Failed to generate the slides PDF',
  icon: GalleryHorizontal,
};

export const EXCEL: ExportChoice = {
  format: 'xlsx',
  label: 'Download Excel',
  shortLabel: 'Excel',
  failure: 'Failed to generate the Excel file',
  icon: FileSpreadsheet,
};

export const CSV: ExportChoice = {
  format: 'csv',
  label: 'Download CSV',
  shortLabel: 'CSV',
  failure: 'Failed to generate the CSV file',
  icon: Sheet,
};

export const MARKDOWN: ExportChoice = {
  format: 'md',
  label: 'Download Markdown',
  shortLabel: 'Markdown',
  failure: 'Failed to generate the Markdown file',
  icon: FileCode2,
};
