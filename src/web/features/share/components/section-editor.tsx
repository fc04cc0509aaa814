import { Check } from 'lucide-react';
import { useState } from 'react';
import type { OutlineSection } from '../../../../domain/strategy-outline.ts';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { notify, notifyError } from '../../../lib/toast.ts';
import { useUpdateSharedSection } from '../api/update-shared-section.ts';

/** A section's Markdown in a text area, saved through the edit link. */
export function SectionEditor({
  shareId,
  section,
  onDone,
}: {
  shareId: string;
  section: OutlineSection;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState(section.content);
  const update = useUpdateSharedSection(shareId);
  const id = `edit-${section.key}`;
  const empty = draft.trim() === '';

  const save = () => {
    if (empty || update.isPending) return;
    update.mutate(
      { key: section.key, content: draft },
      {
        onSuccess: () => {
          notify({ tone: 'success', title: `${section.title} saved` });
          onDone();
        },
        onError: (error) => notifyError('Failed to save the section', error),
      },
    );
  };

  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {section.title} (Markdown)
      </label>
      <textarea
        id={id}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) save();
          if (event.key === 'Escape') onDone();
        }}
        // biome-ignore lint/a11y/noAutofocus: the person just asked to edit this section
        autoFocus
        disabled={update.isPending}
        className="field-sizing-content block max-h-[65vh] min-h-40 w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2.5 font-mono text-slate-800 text-sm leading-6 shadow-xs focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/20 disabled:bg-slate-50"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-500 text-xs">Markdown · Ctrl+Enter saves · Esc cancels</p>
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button size="sm" variant="primary" type="submit" disabled={empty || update.isPending}>
            {update.isPending ? <Spinner /> : <Check aria-hidden className="size-4" />}
            Save
          </Button>
        </div>
      </div>
    </form>
  );
}
