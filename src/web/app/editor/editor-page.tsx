import { lazy, Suspense } from 'react';
import { STRATEGY_NOT_FOUND } from '../../../domain/api-messages.ts';
import { Button } from '../../components/button.tsx';
import { Plus } from '../../components/icons.ts';
import { Notice } from '../../components/notice.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { BrandDialog } from '../../features/brand/components/brand-dialog.tsx';
import { StrategyForm } from '../../features/editor/components/strategy-form.tsx';
import { LibraryDialog } from '../../features/library/components/library-dialog.tsx';
import { LibraryList } from '../../features/library/components/library-list.tsx';
import { PlaybookChoice } from '../../features/playbooks/components/playbook-choice.tsx';
import { PlaybooksDialog } from '../../features/playbooks/components/playbooks-dialog.tsx';
import { SettingsDialog } from '../../features/settings/components/settings-dialog.tsx';
import { ApiError } from '../../lib/api.ts';
import { useIsGenerating } from '../../stores/live-strategy-selectors.ts';
import { AppHeader } from '../app-header.tsx';
import { EditorTabs } from './editor-tabs.tsx';
import { ProviderNotice } from './provider-notice.tsx';
import { useOpenStrategy } from './use-open-strategy.ts';

// Only a strategy begun on a saved playbook asks whether it changed: loaded then (issue 16).
const PlaybookUpdates = lazy(() =>
  import('../../features/playbooks/components/playbook-updates.tsx').then((module) => ({
    default: module.PlaybookUpdates,
  })),
);

/** Route "/": the strategy editor, composed of the editor, generate, view and library features. */
export function EditorPage() {
  const { strategyId, strategy, query, open } = useOpenStrategy();
  const busy = useIsGenerating();
  const closeIfOpen = (id: string) => {
    if (id === strategyId) open(null);
  };

  let body: React.ReactNode;
  if (strategyId && query.isPending) {
    body = (
      <p className="flex items-center gap-2 py-10 text-slate-500">
        <Spinner /> Opening the strategy…
      </p>
    );
  } else if (strategyId && !strategy) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    body = (
      <Notice
        tone="error"
        role="alert"
        title={notFound ? STRATEGY_NOT_FOUND : 'Could not open the strategy'}
      >
        <p>{notFound ? 'It may have been deleted.' : query.error?.message}</p>
        <Button size="sm" className="mt-2" onClick={() => open(null)}>
          Start a new strategy
        </Button>
      </Notice>
    );
  } else {
    body = (
      <>
        {strategy ? null : (
          <div className="max-w-2xl">
            <h2 className="font-semibold text-2xl text-slate-900 tracking-tight sm:text-3xl">
              New business strategy
            </h2>
            <p className="mt-2 text-slate-600">
              Describe the business, add the report details, and the AI writes a complete strategy:
              124 sections in 20 groups, from customer profile to raising capital.
            </p>
          </div>
        )}
        <StrategyForm
          strategy={strategy}
          busy={busy}
          onCreated={(created) => open(created.id)}
          renderPlaybookChoice={(value, onChange) => (
            <PlaybookChoice value={value} onChange={onChange} disabled={busy} />
          )}
        />
        {strategy?.playbookId ? (
          <Suspense fallback={null}>
            <PlaybookUpdates strategyId={strategy.id} setAside={strategy.setAside} busy={busy} />
          </Suspense>
        ) : null}
        {strategy ? (
          <EditorTabs key={strategy.id} strategy={strategy} onDeleted={closeIfOpen} />
        ) : (
          <section aria-labelledby="recent-heading" className="space-y-3 pt-2">
            <h2 id="recent-heading" className="font-semibold text-slate-900">
              Recent strategies
            </h2>
            <LibraryList
              openId={null}
              pageSize={6}
              onOpen={open}
              onDeleted={closeIfOpen}
              onDuplicated={(copy) => open(copy.id)}
            />
          </section>
        )}
      </>
    );
  }

  return (
    <>
      <AppHeader>
        {strategyId ? (
          <Button variant="ghost" size="sm" onClick={() => open(null)} aria-label="New strategy">
            <Plus aria-hidden className="size-4" />
            <span className="hidden sm:inline">New strategy</span>
          </Button>
        ) : null}
        <LibraryDialog openId={strategyId} onOpen={open} onDeleted={closeIfOpen} />
        <BrandDialog />
        <PlaybooksDialog />
        <SettingsDialog />
      </AppHeader>
      <main className="mx-auto max-w-6xl space-y-5 px-4 py-6 sm:py-8">
        <ProviderNotice />
        {body}
      </main>
    </>
  );
}
