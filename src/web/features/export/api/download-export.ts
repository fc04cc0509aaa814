import { useMutation } from '@tanstack/react-query';
import {
  EXPORT_FORMATS,
  type ExportFormat,
  type ExportSource,
  fileNameFromContentDisposition,
  INTAKE_QUERY,
  REVIEW_NOTES_QUERY,
  UNWRITTEN_QUERY,
  UNWRITTEN_SECTIONS_CODE,
  type UnwrittenSection,
  type UnwrittenSectionsResponse,
} from '../../../../domain/export-formats.ts';
import { PROFILE_QUERY } from '../../../../domain/report-profile.ts';
import { ApiError, client, refusal, segment } from '../../../lib/api.ts';

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
  /** A report profile: the file holds its sections, in its order. */
  profileId?: string | null;
  /** Add the open review comments as an appendix ("Review notes"). */
  reviewNotes?: boolean;
  /** Add the brief and the client's answers ("About this report"; the owner's files only). */
  intake?: boolean;
}

/** The query of an export request: the profile, and whether to go on without unwritten sections. */
export function exportQuery(options: DownloadOptions): string {
  const query = new URLSearchParams();
  if (options.profileId) query.set(PROFILE_QUERY, options.profileId);
  if (options.includeUnwritten) query.set(UNWRITTEN_QUERY.name, UNWRITTEN_QUERY.includeNote);
  if (options.reviewNotes) query.set(REVIEW_NOTES_QUERY.name, REVIEW_NOTES_QUERY.include);
  if (options.intake) query.set(INTAKE_QUERY.name, INTAKE_QUERY.include);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The file's address: the owner's export route, or the share link's. */
function exportPath(source: ExportSource, format: ExportFormat): string {
  return 'strategyId' in source
    ? client.strategies[':id'].export[':format'].$path({
        param: { id: segment(source.strategyId), format },
      })
    : client.shares[':shareId'].export[':format'].$path({
        param: { shareId: segment(source.shareId), format },
      });
}

/**
 * GET the `format` file of `exportSource` and save the file under the name the server gives
 * (`filename*=`, else `filename=`). A 409 about unwritten sections becomes an
 * `UnwrittenSectionsError` for the warning; other failures an `ApiError` with the server's words.
 */
export async function downloadExport(
  exportSource: ExportSource,
  format: ExportFormat,
  options: DownloadOptions = {},
): Promise<void> {
  const query = exportQuery(options);
  let response: Response;
  try {
    response = await fetch(`${exportPath(exportSource, format)}${query}`, {
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'Cannot reach the server. Check your connection and try again.');
  }
  if (!response.ok) {
    const refused = await refusal(response);
    const { body } = refused;
    if (
      refused.status === 409 &&
      refused.code === UNWRITTEN_SECTIONS_CODE &&
      typeof body === 'object' &&
      body !== null &&
      'unwritten' in body &&
      Array.isArray(body.unwritten)
    ) {
      throw new UnwrittenSectionsError({
        error: refused.message,
        code: UNWRITTEN_SECTIONS_CODE,
        unwritten: body.unwritten,
      });
    }
    throw refused;
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
export function useDownloadExport(
  exportSource: ExportSource,
  format: ExportFormat,
  profileId: string | null = null,
  reviewNotes = false,
  intake = false,
) {
  return useMutation({
    mutationKey: ['export', exportSource, format],
    mutationFn: (options: DownloadOptions = {}) =>
      downloadExport(exportSource, format, { profileId, reviewNotes, intake, ...options }),
  });
}
