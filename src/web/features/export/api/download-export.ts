import { useMutation } from '@tanstack/react-query';
import {
  EXPORT_FORMATS,
  type ExportFormat,
  fileNameFromContentDisposition,
  UNWRITTEN_QUERY,
  UNWRITTEN_SECTIONS_CODE,
  type UnwrittenSection,
  type UnwrittenSectionsResponse,
} from '../../../../domain/export-formats.ts';
import { ApiError } from '../../../lib/api.ts';

export { EXPORT_FORMATS, type ExportFormat };

/** The server's 409: sections chosen for the file are not written; the person decides. */
export class UnwrittenSectionsError extends Error {
  readonly unwritten: UnwrittenSection[];
  constructor(response: UnwrittenSectionsResponse) {
    super(response.error);
    this.unwritten = response.unwritten;
  }
}

export interface DownloadOptions {
  /** Go on without the unwritten sections; the file then lists them. */
  includeUnwritten?: boolean;
}

/**
 * GET `${exportBase}/${format}` and save the file under the name the server gives
 * (`filename*=`, else `filename=`). A 409 about unwritten sections becomes an
 * `UnwrittenSectionsError` for the warning; other failures an `ApiError` with the server's words.
 */
export async function downloadExport(
  exportBase: string,
  format: ExportFormat,
  options: DownloadOptions = {},
): Promise<void> {
  const query = options.includeUnwritten
    ? `?${UNWRITTEN_QUERY.name}=${UNWRITTEN_QUERY.includeNote}`
    : '';
  let response: Response;
  try {
    response = await fetch(`${exportBase}/${format}${query}`, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'Cannot reach the server. Check your connection and try again.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as
      | (Partial<UnwrittenSectionsResponse> & { error?: string; code?: string })
      | undefined;
    if (response.status === 409 && body?.code === UNWRITTEN_SECTIONS_CODE && body.unwritten) {
      throw new UnwrittenSectionsError(body as UnwrittenSectionsResponse);
    }
    throw new ApiError(
      response.status,
      body?.error ?? `The server answered ${response.status}`,
      body?.code,
    );
  }
  const name =
    fileNameFromContentDisposition(response.headers.get('content-disposition')) ??
    `business-strategy.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** One download at a time per format; the button shows it busy until the file is saved. */
export function useDownloadExport(exportBase: string, format: ExportFormat) {
  return useMutation({
    mutationKey: ['export', exportBase, format],
    mutationFn: (options: DownloadOptions = {}) => downloadExport(exportBase, format, options),
  });
}
