import type { ReactNode } from 'react';
import type { ShareAccessType } from '../../../../domain/share-link.ts';
import { Eye, MessageSquare, PencilLine } from '../../../components/icons.ts';

const ACCESS = {
  view: { icon: Eye, badge: 'View only', hint: 'You can read and download this strategy.' },
  comment: {
    icon: MessageSquare,
    badge: 'Can comment',
    hint: 'You can read, download, comment on and approve its sections.',
  },
  edit: {
    icon: PencilLine,
    badge: 'Edit access',
    hint: 'You can read, download, comment on and edit the text of its sections.',
  },
} as const;

/** The top bar: "Viewing shared strategy" with the link's access, and the downloads. */
export function SharedViewBanner({
  accessType,
  contents,
  downloads,
}: {
  /** A questionnaire link and a memo link have their own pages. */
  accessType: Exclude<ShareAccessType, 'intake' | 'memo'>;
  contents: ReactNode;
  downloads: ReactNode;
}) {
  const access = ACCESS[accessType];
  const Icon = access.icon;
  return (
    <header className="shrink-0 border-slate-200 border-b bg-white">
      <div className="flex items-center gap-3 px-4 py-3 lg:px-6">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          {contents}
          <span className="hidden size-9 shrink-0 place-items-center rounded-full bg-indigo-50 text-indigo-600 sm:grid">
            <Icon aria-hidden className="size-4" />
          </span>
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
              <span className="font-semibold text-slate-900 text-sm">Viewing shared strategy</span>
              <span className="rounded-full bg-indigo-50 px-2 py-0.5 font-medium text-indigo-700 text-xs ring-1 ring-indigo-200 ring-inset">
                {access.badge}
              </span>
            </p>
            <p className="hidden truncate text-slate-500 text-xs sm:block">{access.hint}</p>
          </div>
        </div>
        <div className="shrink-0">{downloads}</div>
      </div>
    </header>
  );
}
