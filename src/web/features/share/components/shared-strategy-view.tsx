import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { ExportSource } from '../../../../domain/export-formats.ts';
import { EXECUTIVE_SUMMARY_KEY } from '../../../../domain/export-selection.ts';
import { localeOf } from '../../../../domain/locale.ts';
import { UNWRITTEN_SECTION_VERSION } from '../../../../domain/section-edit.ts';
import { stripLeadingTitle } from '../../../../domain/section-title.ts';
import type { SharedStrategyResponse } from '../../../../domain/share-link.ts';
import { linkCitations } from '../../../../domain/sources/citation-links.ts';
import { type OutlineSection, strategyOutline } from '../../../../domain/strategy-outline.ts';
import { Button } from '../../../components/button.tsx';
import { PencilLine } from '../../../components/icons.ts';
import { MarkdownContent } from '../../../components/markdown-content.tsx';
import { SectionEditor } from '../../../components/section-editor/index.ts';
import { SharedReviewBar } from '../../../components/section-review/index.ts';
import { SectionSources } from '../../../components/section-sources.tsx';
import { shareKeys } from '../api/share-keys.ts';
import { useUpdateSharedSection } from '../api/update-shared-section.ts';
import { useReadingTracker } from '../hooks/use-reading-tracker.ts';
import { useSectionEditing } from '../hooks/use-section-editing.ts';
import type { ContentsTarget } from '../lib/contents-target.ts';
import { readerOptedOut } from '../lib/do-not-track.ts';
import { ContentsDrawer } from './contents-drawer.tsx';
import { ContentsNav } from './contents-nav.tsx';
import { ReadingNotice } from './reading-notice.tsx';
import { SharedViewBanner } from './shared-view-banner.tsx';
import { SharedViewSidebar } from './shared-view-sidebar.tsx';

/** What the shared view hands to the presentation it is given. */
export interface SharedPresentationProps {
  strategy: SharedStrategyResponse['strategy'];
  className: string;
  onActiveChange: (target: ContentsTarget) => void;
  /** The section's body: its Markdown without a repeated title, or (edit links) its editor. */
  renderSectionBody?: (section: OutlineSection) => ReactNode;
  /** Set for an edit link only: the section's "Edit" button. */
  renderSectionActions?: (section: OutlineSection) => ReactNode;
}

export interface SharedViewParts {
  /** The slides (the app passes the presentation feature). */
  renderPresentation: (props: SharedPresentationProps) => ReactNode;
  /** Download buttons for the share's files. */
  renderDownloads: (exportSource: ExportSource) => ReactNode;
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
  const outline = useMemo(
    () => strategyOutline(strategy.sections, strategy.outline),
    [strategy.sections, strategy.outline],
  );
  // The executive summary heads the contents when the view shows it (issue 26).
  const summarySection = strategy.sections[EXECUTIVE_SUMMARY_KEY];
  const summary = summarySection?.content.trim()
    ? { key: EXECUTIVE_SUMMARY_KEY, title: summarySection.title }
    : undefined;
  const [active, setActive] = useState<ContentsTarget>({ kind: 'overview' });
  const editing = useSectionEditing();
  const update = useUpdateSharedSection(shareId);
  const queryClient = useQueryClient();
  const title = strategy.metadata.companyName || 'Business Strategy';
  const locale = localeOf(strategy.language);
  const rootRef = useRef<HTMLDivElement>(null);
  const [measured] = useState(() => !readerOptedOut());
  useReadingTracker(shareId, rootRef, measured);

  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Shared strategy`;
    return () => {
      document.title = previous;
    };
  }, [title]);

  // Each title once: the card shows it, so the model's own leading "## Title" is left out.
  const renderMarkdown = (section: OutlineSection) => {
    const shown = strategy.sections[section.key];
    const sources = shown?.sources;
    const citationsRemoved = shown?.citationsRemoved;
    const text = stripLeadingTitle(section.content, section.title);
    return (
      <>
        <MarkdownContent>
          {sources?.length ? linkCitations(text, sources, section.key) : text}
        </MarkdownContent>
        <SectionSources
          sectionKey={section.key}
          sources={sources}
          citationsRemoved={citationsRemoved}
        />
      </>
    );
  };
  // Comment and edit links review: comment, approve, ask for changes (issue 14).
  const reviewActions = (section: OutlineSection) =>
    share.accessType === 'view' || !section.content.trim() ? null : (
      <SharedReviewBar
        shareId={shareId}
        sectionKey={section.key}
        title={section.title}
        version={strategy.sections[section.key]?.version ?? UNWRITTEN_SECTION_VERSION}
        approval={strategy.sections[section.key]?.approval}
        onChanged={() =>
          void queryClient.invalidateQueries({ queryKey: shareKeys.shared(shareId) })
        }
      />
    );
  const editProps: Partial<SharedPresentationProps> =
    share.accessType === 'edit'
      ? {
          renderSectionActions: (section) =>
            editing.isEditing(section.key) ? null : (
              <>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Edit ${section.title}`}
                  onClick={() => editing.start(section.key)}
                >
                  <PencilLine aria-hidden className="size-4" /> Edit
                </Button>
                {reviewActions(section)}
              </>
            ),
          renderSectionBody: (section) =>
            editing.isEditing(section.key) ? (
              <SectionEditor
                sectionKey={section.key}
                title={section.title}
                initialContent={section.content}
                initialVersion={
                  strategy.sections[section.key]?.version ?? UNWRITTEN_SECTION_VERSION
                }
                save={(input) => update.mutateAsync({ key: section.key, ...input })}
                onReload={() =>
                  void queryClient.invalidateQueries({ queryKey: shareKeys.shared(shareId) })
                }
                onClose={() => editing.stop(section.key)}
              />
            ) : (
              renderMarkdown(section)
            ),
        }
      : share.accessType === 'comment'
        ? { renderSectionBody: renderMarkdown, renderSectionActions: reviewActions }
        : { renderSectionBody: renderMarkdown };
  // A section's text, wherever the presentation shows it, is what the reading clock watches.
  const renderBody = editProps.renderSectionBody;
  if (renderBody) {
    editProps.renderSectionBody = (section) => (
      <div key={section.key} data-reading-section={section.key}>
        {renderBody(section)}
      </div>
    );
  }

  return (
    // The shared view is the client's deliverable: in the strategy's language and direction.
    <div
      ref={rootRef}
      className="flex h-dvh overflow-hidden bg-slate-50 text-slate-900"
      lang={locale.tag}
      dir={locale.direction}
    >
      <SharedViewSidebar title={title} brand={strategy.brand} firmLogoUrl={strategy.firmLogoUrl}>
        <ContentsNav outline={outline} summary={summary} active={active} onNavigate={onNavigate} />
      </SharedViewSidebar>
      <div className="flex min-w-0 flex-1 flex-col">
        <SharedViewBanner
          accessType={share.accessType}
          contents={
            <ContentsDrawer
              outline={outline}
              summary={summary}
              active={active}
              onNavigate={onNavigate}
            />
          }
          downloads={renderDownloads({ shareId })}
        />
        <ReadingNotice measured={measured} />
        <main className="min-h-0 flex-1">
          <h1 className="sr-only">{title}</h1>
          {renderPresentation({
            strategy,
            className: 'h-full',
            onActiveChange: setActive,
            ...editProps,
          })}
        </main>
      </div>
    </div>
  );
}
