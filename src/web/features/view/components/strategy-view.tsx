import { lazy, type ReactNode } from 'react';
import type { SectionDefinition } from '../../../../domain/catalogue.ts';
import { deliverableLabels } from '../../../../domain/deliverable-catalogue.ts';
import { outlineOf } from '../../../../domain/outline.ts';
import { localizeOutline } from '../../../../domain/section-titles.ts';
import type { Strategy } from '../../../../domain/strategy.ts';
import { EXECUTIVE_SUMMARY_KEY, titleInOutline } from '../../../../domain/summary-section.ts';
import { Button } from '../../../components/button.tsx';
import { Languages } from '../../../components/icons.ts';
import { SidePanelDialog } from '../../../components/side-panel-dialog.tsx';
import { useExpandedGroups } from '../../../stores/expanded-groups.ts';
import { StrategySummary } from './strategy-summary.tsx';
import { ViewGroup } from './view-group.tsx';
import { ViewSectionCard } from './view-section-card.tsx';

// The list of titles loads when the panel first opens (decision 0053).
const TitlesPanel = lazy(() =>
  import('./titles-panel.tsx').then((module) => ({ default: module.TitlesPanel })),
);

/** The executive summary as a card shows it: written from every other section, last. */
function summaryDefinition(title: string): SectionDefinition {
  return { key: EXECUTIVE_SUMMARY_KEY, title, groupTitle: '', index: -1, prerequisites: [] };
}

/** The "View Strategy" tab: actions, summary, the executive summary and the groups of cards. */
export function StrategyView({
  strategy,
  actions,
  providerConfigured,
  onGenerate,
}: {
  strategy: Strategy;
  actions: ReactNode;
  providerConfigured: boolean;
  onGenerate(keys: string[]): Promise<void>;
}) {
  const anyOpen = useExpandedGroups((state) => state.expanded.size > 0);
  const replace = useExpandedGroups((state) => state.replace);
  const CATALOGUE = outlineOf(strategy);
  // Headings in the strategy's language (decision 0053); groups open and close by English title.
  const shown = localizeOutline(CATALOGUE, strategy.titles);
  const summaryTitle = deliverableLabels(strategy.language).executiveSummary;
  const titleOf = (key: string) => titleInOutline(shown, key, summaryTitle);
  const cardProps = { strategyId: strategy.id, providerConfigured, onGenerate, titleOf };
  return (
    <div className="space-y-4">
      {actions}
      <StrategySummary strategy={strategy} />
      <div className="flex items-center justify-between gap-3 pt-2">
        <div className="flex items-center gap-2">
          <h2 className="font-semibold text-slate-900">Sections</h2>
          {strategy.language !== 'English' ? (
            <SidePanelDialog
              icon={<Languages aria-hidden className="size-4" />}
              label={`Titles in ${strategy.language}`}
              triggerLabel={`Titles in ${strategy.language}`}
              title={`Titles in ${strategy.language}`}
              description="The headings of every export, the shared view and the slides."
              closeLabel="Close"
              widthClassName="max-w-xl"
              bodyClassName="p-4 sm:p-6"
            >
              <TitlesPanel
                strategyId={strategy.id}
                language={strategy.language}
                providerConfigured={providerConfigured}
              />
            </SidePanelDialog>
          ) : null}
        </div>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => replace(anyOpen ? [] : CATALOGUE.map((group) => group.title))}
        >
          {anyOpen ? 'Collapse all' : 'Expand all'}
        </Button>
      </div>
      <div className="space-y-3">
        {/* The executive summary first, a section like the others (issue 26). */}
        <ViewSectionCard
          definition={summaryDefinition(summaryTitle)}
          headingLevel={3}
          {...cardProps}
        />
        {CATALOGUE.map((group, index) => (
          <ViewGroup key={group.title} groupId={group.title} group={shown[index]!} {...cardProps} />
        ))}
      </div>
    </div>
  );
}
