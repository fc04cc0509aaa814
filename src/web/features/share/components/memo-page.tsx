import { resolveBrand } from '../../../../domain/brand.ts';
import { readableOnWhite } from '../../../../domain/brand-colours.ts';
import type { SharedMemoResponse } from '../../../../domain/share-link.ts';
import { Download } from '../../../components/icons.ts';
import { DiffPartsView } from '../../../components/section-review/diff-view.tsx';
import { fontStack } from '../../../lib/brand-fonts.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { LinkPage } from './link-header.tsx';

const FILES = [
  { format: 'pdf', label: 'PDF' },
  { format: 'docx', label: 'Word' },
  { format: 'md', label: 'Markdown' },
] as const;

/**
 * "/share/:shareId" for a memo link (decision 0109): the consultant's "what changed" memo in the
 * firm's brand, each changed section's summary and its words, and the memo's files. Nothing else
 * of the strategy reaches this page.
 */
export function MemoPage({ shareId, data }: { shareId: string; data: SharedMemoResponse }) {
  const { memo } = data;
  const brand = resolveBrand(memo.brand);
  useDocumentTitle(`${memo.title} · ${memo.companyName.trim() || brand.firmName}`);
  const accent = readableOnWhite(brand.primaryColor);
  return (
    <LinkPage link={memo}>
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10">
        <div className="space-y-2">
          <h1
            className="font-semibold text-2xl"
            style={{ fontFamily: fontStack(brand.headingFont), color: accent }}
          >
            {memo.title}
          </h1>
          <p className="text-slate-600 text-sm">
            {memo.companyName.trim() ? `${memo.companyName.trim()} · ` : ''}
            {memo.sections.length} {memo.sections.length === 1 ? 'section' : 'sections'} changed ·
            written {formatDateTime(memo.createdAt)}
          </p>
          <div className="flex flex-wrap gap-2 pt-1">
            {FILES.map((file) => (
              <a
                key={file.format}
                href={`/api/shares/${encodeURIComponent(shareId)}/export/${file.format}`}
                download
                className="inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 font-medium text-slate-800 text-sm shadow-xs hover:bg-slate-50"
              >
                <Download aria-hidden className="size-4" />
                {file.label}
              </a>
            ))}
          </div>
        </div>
        <ol className="space-y-4">
          {memo.sections.map((section) => (
            <li
              key={section.key}
              className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-xs"
            >
              <h2 className="font-semibold" style={{ fontFamily: fontStack(brand.headingFont) }}>
                {section.title}
              </h2>
              <p className="text-slate-800">{section.summary}</p>
              <DiffPartsView parts={section.diff} label={`Changes in ${section.title}`} />
            </li>
          ))}
        </ol>
      </main>
    </LinkPage>
  );
}
