import { useState } from 'react';
import type { PlaybookUpdate } from '../../../../domain/outline.ts';
import type { SetAsideSection } from '../../../../domain/strategy.ts';
import { Button } from '../../../components/button.tsx';
import { ArchiveRestore, GitCompareArrows } from '../../../components/icons.ts';
import { Notice } from '../../../components/notice.tsx';
import { ReviewDialog } from '../../../components/section-review/review-dialog.tsx';
import { notify, notifyError } from '../../../lib/toast.ts';
import {
  useApplyPlaybookUpdate,
  usePlaybookUpdate,
  useRestoreSetAside,
} from '../api/playbook-update.ts';

/**
 * A strategy keeps its copy of its playbook's outline (decision 0038). When the playbook has a
 * newer version this says so, shows what applying it changes and applies it; then the sections
 * it set aside (their text kept) can be put back. Lazy: "/" carries only the import.
 */
export function PlaybookUpdates({
  strategyId,
  setAside,
  busy,
}: {
  strategyId: string;
  setAside: readonly SetAsideSection[] | undefined;
  busy: boolean;
}) {
  return (
    <>
      <UpdateNotice strategyId={strategyId} busy={busy} />
      {setAside?.length ? <SetAsideList strategyId={strategyId} sections={setAside} /> : null}
    </>
  );
}

function UpdateNotice({ strategyId, busy }: { strategyId: string; busy: boolean }) {
  const update = usePlaybookUpdate(strategyId).data;
  const [open, setOpen] = useState(false);
  // Newer and different: a restored section makes the outline differ, not the playbook newer.
  if (!update || update.toVersion <= update.fromVersion || !update.changes.changed) return null;
  return (
    <Notice tone="info" role="status" title={`Playbook ${update.name} has changed`}>
      <p>This strategy keeps the outline it began with until you apply the new version.</p>
      <Button size="sm" className="mt-2" onClick={() => setOpen(true)}>
        <GitCompareArrows aria-hidden className="size-3.5" /> Review changes
      </Button>
      <ReviewDialog
        open={open}
        onOpenChange={setOpen}
        title="Review changes"
        description={`What applying playbook ${update.name} changes in this strategy.`}
      >
        <ReviewBody
          strategyId={strategyId}
          update={update}
          busy={busy}
          onDone={() => setOpen(false)}
        />
      </ReviewDialog>
    </Notice>
  );
}

function ReviewBody({
  strategyId,
  update,
  busy,
  onDone,
}: {
  strategyId: string;
  update: PlaybookUpdate;
  busy: boolean;
  onDone(): void;
}) {
  const apply = useApplyPlaybookUpdate(strategyId);
  const { added, removed, renamed } = update.changes;
  const setAsideCount = removed.filter((section) => section.written).length;
  return (
    <div className="space-y-5 text-sm">
      {added.length + removed.length + renamed.length === 0 ? (
        <p className="text-slate-700">
          The same sections: their order, groups, instructions or prerequisites changed.
        </p>
      ) : null}
      <ChangeList
        title="Added"
        items={added.map((section) => ({ key: section.key, text: section.title }))}
      />
      <ChangeList
        title="Removed"
        items={removed.map((section) => ({
          key: section.key,
          text: `${section.title}: ${section.written ? 'written, its text is set aside and can be restored' : 'not written'}`,
        }))}
      />
      <ChangeList
        title="Renamed"
        items={renamed.map((section) => ({
          key: section.key,
          text: `${section.from} is now ${section.to} (its text stays)`,
        }))}
      />
      {busy ? (
        <p className="text-amber-800">Stop the run or wait for it to finish, then apply.</p>
      ) : null}
      <div className="flex flex-wrap gap-2 border-slate-200 border-t pt-4">
        <Button
          variant="primary"
          disabled={busy || apply.isPending}
          // Awaited, not `mutate` callbacks: the new outline may unmount this before they run.
          onClick={async () => {
            try {
              await apply.mutateAsync();
            } catch (error) {
              notifyError('Could not apply the playbook', error);
              return;
            }
            notify({
              tone: 'success',
              title: `Applied playbook ${update.name}`,
              ...(setAsideCount > 0
                ? {
                    description: `${setAsideCount === 1 ? '1 section' : `${setAsideCount} sections`} set aside.`,
                  }
                : {}),
            });
            onDone();
          }}
        >
          Apply
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </div>
  );
}

function ChangeList({ title, items }: { title: string; items: { key: string; text: string }[] }) {
  if (items.length === 0) return null;
  return (
    <section className="space-y-1.5">
      <h3 className="font-semibold text-slate-900">
        {title} ({items.length})
      </h3>
      <ul aria-label={title} className="list-disc space-y-1 pl-5 text-slate-700">
        {items.map((item) => (
          <li key={item.key}>{item.text}</li>
        ))}
      </ul>
    </section>
  );
}

function SetAsideList({
  strategyId,
  sections,
}: {
  strategyId: string;
  sections: readonly SetAsideSection[];
}) {
  const restore = useRestoreSetAside(strategyId);
  return (
    <Notice tone="warning" title="Sections set aside">
      <p>A playbook update removed them; their text is kept until you restore them.</p>
      <ul aria-label="Sections set aside" className="space-y-1">
        {sections.map((section) => (
          <li key={section.key} className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span>
              Set aside: <span className="font-medium">{section.title}</span> —
            </span>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Restore ${section.title}`}
              disabled={restore.isPending}
              // Awaited: the restored section's entry unmounts before `mutate` callbacks run.
              onClick={async () => {
                try {
                  await restore.mutateAsync(section.key);
                  notify({ tone: 'success', title: `Restored ${section.title}` });
                } catch (error) {
                  notifyError(`Could not restore ${section.title}`, error);
                }
              }}
            >
              <ArchiveRestore aria-hidden className="size-3.5" /> Restore
            </Button>
          </li>
        ))}
      </ul>
    </Notice>
  );
}
