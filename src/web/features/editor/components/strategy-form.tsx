import { type ReactNode, useEffect, useState } from 'react';
import type { Strategy } from '../../../../domain/strategy.ts';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { ArrowRight } from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { notifyError } from '../../../lib/toast.ts';
import { useCreateStrategy } from '../api/create-strategy.ts';
import { loadDraft, useDraft } from '../stores/draft.ts';
import { draftErrors } from '../stores/draft-changes.ts';
import { MetadataFields } from './metadata-fields.tsx';
import { OverviewField } from './overview-field.tsx';
import { StrategyDetails } from './strategy-details.tsx';

/**
 * Metadata and business overview. Before the strategy exists, "Begin Strategy Creation" creates
 * it on the server; afterwards the details fold away and every change saves itself.
 */
export function StrategyForm({
  strategy,
  busy,
  onCreated,
  renderPlaybookChoice,
}: {
  strategy: Strategy | null;
  busy: boolean;
  onCreated(strategy: Strategy): void;
  /** The playbook it begins on (issue 16): the app passes the playbooks feature's choice. */
  renderPlaybookChoice?: (value: string, onChange: (id: string) => void) => ReactNode;
}) {
  const [playbookId, setPlaybookId] = useState('standard');
  useEffect(() => loadDraft(strategy), [strategy]);
  const draft = useDraft((state) => state.draft);
  const create = useCreateStrategy();
  const begun = strategy !== null;

  const begin = () =>
    create.mutate(
      {
        overview: draft.overview,
        metadata: draft.metadata,
        language: draft.language,
        ...(playbookId !== 'standard' ? { playbookId } : {}),
      },
      {
        onSuccess: onCreated,
        onError: (error) => notifyError('Failed to save strategy', error),
      },
    );

  if (begun) return <StrategyDetails busy={busy} />;

  return (
    <div className="space-y-4">
      <Card className="p-4 sm:p-6">
        <div className="mb-4 flex items-baseline justify-between gap-3">
          <h2 className="font-semibold text-base text-slate-900">Report details</h2>
        </div>
        <MetadataFields disabled={busy} />
      </Card>
      <Card className="p-4 sm:p-6">
        <OverviewField disabled={busy} autoFocus />
        <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
          {renderPlaybookChoice ? renderPlaybookChoice(playbookId, setPlaybookId) : <span />}
          <Button
            variant="primary"
            size="md"
            className="w-full sm:w-auto"
            disabled={
              busy ||
              create.isPending ||
              !draft.overview.trim() ||
              draftErrors(draft).digitalLink !== undefined
            }
            onClick={begin}
          >
            {create.isPending ? <Spinner /> : null}
            Begin Strategy Creation
            {create.isPending ? null : <ArrowRight aria-hidden className="size-4" />}
          </Button>
        </div>
      </Card>
    </div>
  );
}
