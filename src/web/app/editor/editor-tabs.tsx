import { useQuery } from '@tanstack/react-query';
import { FileText, MonitorPlay, Wand2 } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import type { Strategy } from '../../../domain/strategy.ts';
import { Spinner } from '../../components/spinner.tsx';
import { TabsList, TabsTrigger } from '../../components/tabs.tsx';
import { GeneratePanel } from '../../features/generate/components/generate-panel.tsx';
import { useGenerateSections } from '../../features/generate/hooks/use-generate.ts';
import { healthQueryOptions, useProviderConfigured } from '../../lib/health.ts';
import { useLiveStrategy } from '../../stores/live-strategy.ts';

// The cards, the action bar and the slides carry the Markdown renderer, the animations and the
// export and share dialogs: loaded when their tab first opens.
const ViewTab = lazy(() =>
  import('./view-tab.tsx').then((module) => ({ default: module.ViewTab })),
);
const Presentation = lazy(() =>
  import('../../features/presentation/presentation.tsx').then((module) => ({
    default: module.Presentation,
  })),
);

function PresentationTab({ strategy }: { strategy: Strategy }) {
  const sections = useDeferredValue(useLiveStrategy((state) => state.sections));
  return (
    <Presentation
      strategy={{ ...strategy, sections }}
      className="h-[calc(100dvh-5rem)] min-h-96 rounded-xl shadow-sm"
    />
  );
}

const tabLoading = (
  <p className="flex items-center gap-2 p-6 text-slate-500 text-sm">
    <Spinner /> Loading…
  </p>
);

/** "Generate Strategy" (default), "View Strategy" and "Presentation". */
export function EditorTabs({
  strategy,
  onDeleted,
}: {
  strategy: Strategy;
  onDeleted(id: string): void;
}) {
  const [tab, setTab] = useState('generate');
  const model = useQuery(healthQueryOptions).data?.provider.model;
  const providerConfigured = useProviderConfigured();
  const generateSections = useGenerateSections(strategy.id);
  return (
    <Tabs.Root value={tab} onValueChange={setTab} className="space-y-4">
      <TabsList aria-label="Strategy views" className="w-full sm:w-fit">
        <TabsTrigger value="generate" className="flex-1 sm:flex-none">
          <Wand2 aria-hidden className="hidden size-4 sm:block" /> Generate Strategy
        </TabsTrigger>
        <TabsTrigger value="view" className="flex-1 sm:flex-none">
          <FileText aria-hidden className="hidden size-4 sm:block" /> View Strategy
        </TabsTrigger>
        <TabsTrigger value="presentation" className="flex-1 sm:flex-none">
          <MonitorPlay aria-hidden className="hidden size-4 sm:block" /> Presentation
        </TabsTrigger>
      </TabsList>
      <Tabs.Content value="generate">
        <GeneratePanel
          strategyId={strategy.id}
          model={model}
          providerConfigured={providerConfigured}
          onWatch={() => setTab('view')}
        />
      </Tabs.Content>
      <Tabs.Content value="view">
        <Suspense fallback={tabLoading}>
          <ViewTab
            strategy={strategy}
            providerConfigured={providerConfigured}
            onGenerate={generateSections}
            onDeleted={onDeleted}
          />
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
