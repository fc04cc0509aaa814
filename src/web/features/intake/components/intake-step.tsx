import type { ReactNode } from 'react';
import { AutosaveStatus } from '../../../components/autosave-status.tsx';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useIntakeAutosave } from '../hooks/use-intake-autosave.ts';
import { BriefCard } from './brief-card.tsx';
import { QuestionsCard } from './questions-card.tsx';

/**
 * The step before Generate (issue 29): "Questions" and "Brief", saved a moment after each change
 * under one version check; the client's answers appear as they arrive.
 */
export function IntakeStep({
  strategyId,
  providerConfigured,
  sendToClient,
}: {
  strategyId: string;
  providerConfigured: boolean;
  /** The "Send to the client" button, composed by the app (it opens the share dialog). */
  sendToClient?: ReactNode;
}) {
  const { query, form, change, adopt, save, reload } = useIntakeAutosave(strategyId);
  if (query.isError) {
    return (
      <Notice tone="error" role="alert" title="Could not load the questions and brief">
        <p>{query.error.message}</p>
      </Notice>
    );
  }
  if (form === null) {
    return (
      <p className="flex items-center gap-2 text-slate-500 text-sm">
        <Spinner /> Loading the questions and brief…
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="max-w-prose text-slate-600 text-sm">
          Before the first word: settle who the report is for and fill the gaps the overview leaves.
        </p>
        <AutosaveStatus state={save} />
      </div>
      {save.kind === 'conflict' ? (
        <Notice tone="warning" role="alert" title="Changed elsewhere">
          <p>
            The questions, answers or brief were changed elsewhere (perhaps the client answered).
            Reload to get the latest.
          </p>
          <Button size="sm" className="mt-2" onClick={() => void reload()}>
            Reload the questions and brief
          </Button>
        </Notice>
      ) : null}
      <QuestionsCard
        strategyId={strategyId}
        providerConfigured={providerConfigured}
        form={form}
        saved={query.data}
        onChange={(next) => change(next)}
        onDrafted={adopt}
        sendToClient={sendToClient}
      />
      <BriefCard
        strategyId={strategyId}
        providerConfigured={providerConfigured}
        brief={form.brief}
        onChange={(brief, immediately) => change({ ...form, brief }, immediately)}
      />
    </div>
  );
}
