import { useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { inputClassName } from '../../../components/field.tsx';
import { Save } from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { notify } from '../../../lib/toast.ts';
import { type ReportProfile, useCreateReportProfile } from '../api/report-profiles.ts';

/** Names the current selection and saves it as a profile for reuse. */
export function SaveProfileForm({
  sections,
  onSaved,
  onCancel,
}: {
  sections: readonly string[];
  onSaved(profile: ReportProfile): void;
  onCancel(): void;
}) {
  const [name, setName] = useState('');
  const create = useCreateReportProfile();
  const id = useId();
  const count = sections.length;
  return (
    <form
      aria-label="Save as profile"
      className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim() || count === 0) return;
        create.mutate(
          { name: name.trim(), sections: [...sections] },
          {
            onSuccess: (profile) => {
              notify({ tone: 'success', title: `Profile “${profile.name}” saved` });
              onSaved(profile);
            },
          },
        );
      }}
    >
      <label htmlFor={id} className="block font-medium text-slate-700 text-sm">
        Profile name
      </label>
      <input
        id={id}
        value={name}
        maxLength={80}
        required
        // biome-ignore lint/a11y/noAutofocus: the person just asked to name it
        autoFocus
        onChange={(event) => setName(event.target.value)}
        className={inputClassName}
        placeholder="e.g. Board pack"
      />
      <p className="text-slate-500 text-xs">
        {count === 1 ? '1 section' : `${count} sections`}, in the outline’s order.
      </p>
      {create.error ? (
        <p role="alert" className="text-red-700 text-xs">
          Not saved: {create.error.message}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          size="sm"
          type="submit"
          variant="primary"
          disabled={create.isPending || count === 0 || !name.trim()}
        >
          {create.isPending ? <Spinner /> : <Save aria-hidden className="size-4" />}
          Save profile
        </Button>
      </div>
    </form>
  );
}
