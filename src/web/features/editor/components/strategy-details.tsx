import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import { Card } from '../../../components/card.tsx';
import { ChevronDown } from '../../../components/icons.ts';
import { useWarnBeforeLeaving } from '../hooks/use-warn-before-leaving.ts';
import { useDraft } from '../stores/draft.ts';
import { LibraryNameField } from './library-name-field.tsx';
import { MetadataFields } from './metadata-fields.tsx';
import { OverviewField } from './overview-field.tsx';
import { SaveStatus } from './save-status.tsx';

function summaryOf(metadata: { companyName: string; clientName: string; preparedDate: string }) {
  return [
    metadata.companyName || 'Untitled strategy',
    metadata.clientName && `Client: ${metadata.clientName}`,
    metadata.preparedDate,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * A begun strategy's metadata and overview, folded to one line so the work below has the room;
 * every change saves itself.
 */
export function StrategyDetails({ busy }: { busy: boolean }) {
  const [open, setOpen] = useState(false);
  useWarnBeforeLeaving();
  const metadata = useDraft((state) => state.draft.metadata);
  const overview = useDraft((state) => state.draft.overview);
  return (
    <Card>
      <Collapsible.Root open={open} onOpenChange={setOpen}>
        <div className="flex items-center gap-3 px-4 py-3 sm:px-6">
          <div className="min-w-0 flex-1">
            <h2 className="font-semibold text-slate-900">Details and overview</h2>
            <p className="truncate text-slate-500 text-sm">
              {open ? 'Changes save automatically.' : `${summaryOf(metadata)} — ${overview}`}
            </p>
          </div>
          <SaveStatus />
          <Collapsible.Trigger className="group inline-flex h-8 shrink-0 cursor-pointer items-center gap-1.5 rounded-md px-2.5 font-medium text-slate-700 text-sm hover:bg-slate-100">
            <span className="hidden sm:inline">{open ? 'Hide details' : 'Edit details'}</span>
            <span className="sr-only sm:hidden">Details and overview</span>
            <ChevronDown
              aria-hidden
              className="size-4 transition-transform group-data-[state=open]:rotate-180"
            />
          </Collapsible.Trigger>
        </div>
        <Collapsible.Content className="space-y-5 border-slate-200 border-t px-4 py-4 sm:px-6 sm:py-5">
          <LibraryNameField disabled={busy} />
          <MetadataFields disabled={busy} />
          <OverviewField disabled={busy} />
        </Collapsible.Content>
      </Collapsible.Root>
    </Card>
  );
}
