import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { SectionChecklist } from '../../../components/section-checklist.tsx';
import { trimPlaybook } from '../lib/trim-playbook.ts';

interface Group {
  title: string;
  sections: { key?: string; title: string; prerequisites: { key: string; context: string }[] }[];
}

export interface TrimSummary {
  title: string;
  /** The prerequisites dropped with their sections, in words. */
  lines: string[];
}

/**
 * Trimming a playbook in one view (issue 33, item 10): every section ticked to keep, by group
 * with all/none, then one action removes the rest. The draft changes; Save keeps it.
 */
export function TrimSections<G extends Group>({
  groups,
  onApply,
  onCancel,
}: {
  groups: readonly G[];
  onApply(result: { groups: G[]; summary: TrimSummary }): void;
  onCancel(): void;
}) {
  const keys = groups.flatMap((group) => group.sections.flatMap((s) => (s.key ? [s.key] : [])));
  const [keep, setKeep] = useState<Set<string>>(() => new Set(keys));
  const removing = keys.filter((key) => !keep.has(key)).length;
  const checklist = groups.map((group) => ({
    title: group.title,
    sections: group.sections.flatMap((s) => (s.key ? [{ key: s.key, title: s.title }] : [])),
  }));
  return (
    <section
      aria-label="Choose sections to keep"
      className="space-y-3 rounded-lg border border-indigo-200 bg-white p-3"
    >
      <p className="text-slate-700 text-sm">
        Untick the sections and groups to remove, then remove them all at once. Nothing is saved
        until you save the playbook.
      </p>
      <SectionChecklist
        groups={checklist}
        selected={keep}
        onChange={setKeep}
        label="Sections to keep"
      />
      <div className="sticky bottom-12 flex flex-wrap justify-end gap-2 bg-white py-2">
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          size="sm"
          variant="danger"
          disabled={removing === 0 || removing === keys.length}
          title={removing === keys.length ? 'A playbook keeps at least one section' : undefined}
          onClick={() => {
            const result = trimPlaybook(groups, keep);
            onApply({
              groups: result.groups,
              summary: {
                title: `Removed ${plural(result.removedSections)}: save the playbook to keep this.`,
                lines: result.droppedPrerequisites,
              },
            });
          }}
        >
          Remove {plural(removing)}
        </Button>
      </div>
    </section>
  );
}

function plural(sections: number): string {
  return sections === 1 ? '1 section' : `${sections} sections`;
}
