import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { mergeBrand } from '../../../domain/brand.ts';
import { profileIncludesModel } from '../../../domain/financial/money-sections.ts';
import { outlineOf } from '../../../domain/outline.ts';
import { localizeOutline } from '../../../domain/section-titles.ts';
import type { Strategy } from '../../../domain/strategy.ts';
import {
  EXECUTIVE_SUMMARY_KEY,
  EXECUTIVE_SUMMARY_SECTION_TITLE,
} from '../../../domain/summary-section.ts';
import {
  FileText,
  LineChart,
  ListChecks,
  MessageCircleQuestion,
  MonitorPlay,
  Wand2,
} from '../../components/icons.ts';
import { Spinner } from '../../components/spinner.tsx';
import { TabsList, TabsTrigger } from '../../components/tabs.tsx';
import { useBrandSettings } from '../../features/brand/api/brand-settings.ts';
import { financialsQueryOptions } from '../../features/financials/api/financials.ts';
import { GeneratePanel } from '../../features/generate/components/generate-panel.tsx';
import {
  useGenerateSections,
  useRegenerateStale,
} from '../../features/generate/hooks/use-generate.ts';
import { UnansweredNotice } from '../../features/intake/components/unanswered-notice.tsx';
import { useChosenProfile } from '../../features/report-profiles/hooks.ts';
import { healthQueryOptions, useProviderConfigured } from '../../lib/health.ts';
import { useLiveStrategy } from '../../stores/live-strategy.ts';
import { DocumentsLauncher } from './documents-launcher.tsx';
import { FactsLauncher } from './facts-launcher.tsx';
import { showSectionCard } from './show-section-card.ts';

// The cards, the action bar and the slides carry the Markdown renderer, the animations and the
// export and share dialogs: loaded when their tab first opens.
const ViewTab = lazy(() =>
  import('./view-tab.tsx').then((module) => ({ default: module.ViewTab })),
);
const IntakeTab = lazy(() =>
  import('./intake-tab.tsx').then((module) => ({ default: module.IntakeTab })),
);
const FinancialsTab = lazy(() =>
  import('../../features/financials/financials-tab.tsx').then((module) => ({
    default: module.FinancialsTab,
  })),
);
const QualityPanel = lazy(() =>
  import('../../features/quality/quality-panel.tsx').then((module) => ({
    default: module.QualityPanel,
  })),
);
const Presentation = lazy(() =>
  import('../../features/presentation/presentation.tsx').then((module) => ({
    default: module.Presentation,
  })),
);

function PresentationTab({ strategy }: { strategy: Strategy }) {
  const sections = useDeferredValue(useLiveStrategy((state) => state.sections));
  // The owner's brand kit (defaults until it loads), under the strategy's own overrides.
  const settings = useBrandSettings().data;
  const brand = useMemo(() => mergeBrand(settings, strategy.brand), [settings, strategy.brand]);
  // The slides follow the report profile chosen for the downloads.
  const profile = useChosenProfile(strategy.id);
  // The model's charts and statements close the deck, as in the PowerPoint file.
  const model = useQuery(financialsQueryOptions(strategy.id)).data;
  const financials = useMemo(
    () =>
      model?.assumptions && model.forecast && profileIncludesModel(profile?.sections)
        ? { assumptions: model.assumptions, forecast: model.forecast, scenarios: model.scenarios }
        : undefined,
    [model, profile?.sections],
  );
  return (
    <Presentation
      strategy={{ ...strategy, sections, financials }}
      selection={profile?.sections}
      brand={brand}
      firmLogoUrl={settings?.firmLogoUrl ?? undefined}
      className="h-[calc(100dvh-5rem)] min-h-96 rounded-xl shadow-sm"
    />
  );
}

/** The summary first, then the outline's sections, with the titles in the strategy's language. */
function qualitySections(strategy: Strategy) {
  return [
    {
      key: EXECUTIVE_SUMMARY_KEY,
      title: strategy.titles?.[EXECUTIVE_SUMMARY_KEY] ?? EXECUTIVE_SUMMARY_SECTION_TITLE,
    },
    ...localizeOutline(outlineOf(strategy), strategy.titles).flatMap((group) =>
      group.sections.map((section) => ({ key: section.key, title: section.title })),
    ),
  ];
}

const tabLoading = (
  <p className="flex items-center gap-2 p-6 text-slate-500 text-sm">
    <Spinner /> Loading…
  </p>
);

/**
 * "Questions & Brief" (the step before Generate), "Generate Strategy" (default), "View
 * Strategy", "Presentation", "Financials" and "Quality".
 */
export function EditorTabs({
  strategy,
  onDeleted,
}: {
  strategy: Strategy;
  onDeleted(id: string): void;
}) {
  const [tab, setTab] = useState('generate');
  const provider = useQuery(healthQueryOptions).data?.provider;
  const model = provider?.configured ? provider.model : undefined;
  const providerConfigured = useProviderConfigured();
  const generateSections = useGenerateSections(strategy.id);
  const regenerateStale = useRegenerateStale(strategy.id);
  return (
    <Tabs.Root value={tab} onValueChange={setTab} className="space-y-4">
      <TabsList aria-label="Strategy views" phoneGrid className="w-full sm:w-fit">
        <TabsTrigger value="intake">
          <MessageCircleQuestion aria-hidden className="hidden size-4 sm:block" />
          {'Questions & Brief'}
        </TabsTrigger>
        <TabsTrigger value="generate">
          <Wand2 aria-hidden className="hidden size-4 sm:block" /> Generate Strategy
        </TabsTrigger>
        <TabsTrigger value="view">
          <FileText aria-hidden className="hidden size-4 sm:block" /> View Strategy
        </TabsTrigger>
        <TabsTrigger value="presentation">
          <MonitorPlay aria-hidden className="hidden size-4 sm:block" /> Presentation
        </TabsTrigger>
        <TabsTrigger value="financials">
          <LineChart aria-hidden className="hidden size-4 sm:block" /> Financials
        </TabsTrigger>
        <TabsTrigger value="quality">
          <ListChecks aria-hidden className="hidden size-4 sm:block" /> Quality
        </TabsTrigger>
      </TabsList>
      <Tabs.Content value="intake">
        <Suspense fallback={tabLoading}>
          <IntakeTab strategy={strategy} providerConfigured={providerConfigured} />
        </Suspense>
      </Tabs.Content>
      <Tabs.Content value="generate">
        <GeneratePanel
          strategyId={strategy.id}
          model={model}
          providerConfigured={providerConfigured}
          onWatch={() => setTab('view')}
          notice={
            <UnansweredNotice strategyId={strategy.id} onShowQuestions={() => setTab('intake')} />
          }
        />
        <div className="mt-4 space-y-4">
          <FactsLauncher strategyId={strategy.id} providerConfigured={providerConfigured} />
          <DocumentsLauncher strategyId={strategy.id} />
        </div>
      </Tabs.Content>
      <Tabs.Content value="view">
        <Suspense fallback={tabLoading}>
          <ViewTab
            strategy={strategy}
            providerConfigured={providerConfigured}
            onGenerate={generateSections}
            onDeleted={onDeleted}
            onShowGenerate={() => setTab('generate')}
            onRegenerateStale={regenerateStale}
          />
        </Suspense>
      </Tabs.Content>
      <Tabs.Content value="quality">
        <Suspense fallback={tabLoading}>
          <QualityPanel
            strategyId={strategy.id}
            sections={qualitySections(strategy)}
            onShowSection={(key) => {
              setTab('view');
              showSectionCard(key, outlineOf(strategy));
            }}
          />
        </Suspense>
      </Tabs.Content>
      <Tabs.Content value="financials">
        <Suspense fallback={tabLoading}>
          <FinancialsTab strategyId={strategy.id} providerConfigured={providerConfigured} />
        </Suspense>
      </Tabs.Content>
      <Tabs.Content value="presentation">
        <Suspense fallback={tabLoading}>
          <PresentationTab strategy={strategy} />
        </Suspense>
      </Tabs.Content>
    </Tabs.Root>
  );
}
