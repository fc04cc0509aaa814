import { useMutation } from '@tanstack/react-query';
import { download } from '../../../lib/api.ts';

export const EXPORT_FORMATS = ['pdf', 'docx', 'xlsx', 'csv', 'md'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** GET `${exportBase}/${format}`: the server names the file `business-strategy.<format>`. */
export function downloadExport(exportBase: string, format: ExportFormat): Promise<void> {
  return download(`${exportBase}/${format}`, `business-strategy.${format}`);
}

/** One download at a time per format; the button shows it busy until the file is saved. */
export function useDownloadExport(exportBase: string, format: ExportFormat) {
  return useMutation({
    mutationKey: ['export', exportBase, format],
    mutationFn: () => downloadExport(exportBase, format),
  });
}
