/**
 * The formats and their file names live in `src/domain/export-formats.ts`, shared with the page;
 * re-exported here so the server and the pool can name a download without loading a renderer.
 */
export {
  EXPORT_CONTENT_TYPES,
  EXPORT_FORMATS,
  type ExportFormat,
  exportFileName,
  isExportFormat,
} from '../../domain/export-formats.ts';
