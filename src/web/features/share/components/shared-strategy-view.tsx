import { PencilLine } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import type { SharedStrategyResponse } from '../../../../domain/share-link.ts';
import { type OutlineSection, strategyOutline } from '../../../../domain/strategy-outline.ts';
import { Button } from '../../../components/button.tsx';
import { MarkdownContent } from '../../../components/markdown-content.tsx';
import { useSectionEditing } from '../hooks/use-section-editing.ts';
import type { ContentsTarget } from '../lib/contents-target.ts';
import { ContentsDrawer } from './contents-drawer.tsx';
import { ContentsNav } from './contents-nav.tsx';
import { SectionEditor } from './section-editor.tsx';
import { SharedViewBanner } from './shared-view-banner.tsx';
import { SharedViewSidebar } from './shared-view-sidebar.tsx';

/** What the shared view hands to the presentation it is given. */
export interface SharedPresentationProps {
  strategy: SharedStrategyResponse['strategy'];
  className: string;
  onActiveChange: (target: ContentsTarget) => void;
  /** Set for an edit link only: the section's editor, or its Markdown. */
  renderSectionBody?: (section: OutlineSection) => ReactNode;
  /** Set for an edit link only: the section's "Edit" button. */
  renderSectionActions?: (section: OutlineSection) => ReactNode;
}

export interface SharedViewParts {
  /** The slides (the app passes the presentation feature). */
  renderPresentation: (props: SharedPresentationProps) => ReactNode;
  /** Download buttons for `exportBase` (`/api/shares/<id>/export`). */
  renderDownloads: (exportBase: string) => ReactNode;
  /** Scrolls the presentation to a Contents entry. */
  onNavigate: (target: ContentsTarget) => void;
}

export function SharedStrategyView({
  shareId,
  data,
  renderPresentation,
  renderDownloads,
  onNavigate,
}: SharedViewParts & { shareId: string; data: SharedStrategyResponse }) {
  const { share, strategy } = data;
  const outline = useMemo(() => strategyOutline(strategy.sections), [strategy.sections]);
  const [active, setActive] = useState<ContentsTarget>({ kind: 'overview' });
  const editing = useSectionEditing();
  const title = strategy.metadata.companyName || 'Business Strategy';

  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Shared strategy`;
    return () => {
      document.title = previous;
    };
  }, [title]);

  const editProps: Partial<SharedPresentationProps> =
    share.accessType === 'edit'
      ? {
          renderSectionActions: (section) =>
            editing.isEditing(section.key) ? null : (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Edit ${section.title}`}
                onClick={() => editing.start(section.key)}
              >
                <PencilLine aria-hidden className="size-4" /> Edit
              </Button>
            ),
          renderSectionBody: (section) =>
            editing.isEditing(section.key) ? (
              <SectionEditor
                shareId={shareId}
                section={section}
                onDone={() => editing.stop(section.key)}
              />
            ) : (
              <MarkdownContent>{section.content}</MarkdownContent>
            ),
        }
      : {};

  return (
    <div className="flex h-dvh overflow-hidden bg-slate-50 text-slate-900">
      <SharedViewSidebar title={title}>
        <ContentsNav outline={outline} active={active} onNavigate={onNavigate} />
      </SharedViewSidebar>
      <div className="flex min-w-0 flex-1 flex-col">
        <SharedViewBanner
          accessType={share.accessType}
          contents={<ContentsDrawer outline={outline} active={active} onNavigate={onNavigate} />}
          downloads={renderDownloads(`/api/shares/${encodeURIComponent(shareId)}/export`)}
        />
        <div className="min-h-0 flex-1">
          {renderPresentation({
            strategy,
            className: 'h-full',
            onActiveChange: setActive,
            ...editProps,
          })}
        </div>
      </div>
    </div>
  );
}
