import { useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Checkbox } from '../../../components/checkbox.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { inputClassName } from '../../../components/field.tsx';
import { Plus, Save, Trash2 } from '../../../components/icons.ts';
import { Notice } from '../../../components/notice.tsx';
import { type ChecklistGroup, SectionChecklist } from '../../../components/section-checklist.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { cx } from '../../../lib/class-names.ts';
import { notify } from '../../../lib/toast.ts';
import {
  type ReportProfile,
  useCreateReportProfile,
  useDeleteReportProfile,
  useReportProfiles,
  useUpdateReportProfile,
} from '../api/report-profiles.ts';
import { profileSections } from '../lib/profile-sections.ts';

const NEW = 'new';

/** The list of profiles beside the one being edited: its name and its sections by group. */
export function ProfileEditor({
  groups,
  chosenId,
  onChosen,
}: {
  groups: readonly ChecklistGroup[];
  chosenId: string | null;
  onChosen(profileId: string | null): void;
}) {
  const profiles = useReportProfiles();
  const [editing, setEditing] = useState<string>(chosenId ?? NEW);
  if (!profiles.data) return <Spinner />;
  const profile = profiles.data.find((candidate) => candidate.id === editing);
  return (
    <div className="grid gap-5 md:grid-cols-[14rem_1fr]">
      <nav aria-label="Profiles" className="space-y-2">
        <Button size="sm" variant="primary" onClick={() => setEditing(NEW)}>
          <Plus aria-hidden className="size-4" /> New profile
        </Button>
        <ul className="space-y-1">
          {profiles.data.map((candidate) => (
            <li key={candidate.id}>
              <button
                type="button"
                aria-current={candidate.id === editing ? 'true' : undefined}
                className={cx(
                  'w-full rounded-md px-2 py-1.5 text-left text-sm hover:bg-slate-100',
                  candidate.id === editing && 'bg-indigo-50 font-medium text-indigo-900',
                )}
                onClick={() => setEditing(candidate.id)}
              >
                {candidate.name}{' '}
                <span className="text-slate-600 text-xs">
                  ({candidate.sections.length}
                  {candidate.preset ? ', preset' : ''})
                </span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <ProfileForm
        // A new form per profile: its fields start from that profile.
        key={profile?.id ?? NEW}
        profile={profile}
        groups={groups}
        onSaved={(saved) => {
          setEditing(saved.id);
          onChosen(saved.id);
        }}
        onDeleted={(id) => {
          setEditing(NEW);
          if (id === chosenId) onChosen(null);
        }}
      />
    </div>
  );
}

function ProfileForm({
  profile,
  groups,
  onSaved,
  onDeleted,
}: {
  profile: ReportProfile | undefined;
  groups: readonly ChecklistGroup[];
  onSaved(profile: ReportProfile): void;
  onDeleted(id: string): void;
}) {
  const id = useId();
  const preset = profile?.preset ?? false;
  const [name, setName] = useState(() =>
    profile ? (preset ? `${profile.name} (my copy)` : profile.name) : '',
  );
  const [selected, setSelected] = useState<Set<string>>(() => new Set(profile?.sections ?? []));
  const [wordTemplate, setWordTemplate] = useState(profile?.wordTemplate ?? true);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const create = useCreateReportProfile();
  const update = useUpdateReportProfile();
  const remove = useDeleteReportProfile();
  const saving = create.isPending || update.isPending;
  const error = create.error ?? update.error ?? remove.error;
  const sections = profileSections(groups, selected, profile?.sections ?? []);

  const submit = () => {
    const input = { name: name.trim(), sections, wordTemplate };
    const done = {
      onSuccess: (saved: ReportProfile) => {
        notify({ tone: 'success', title: `Profile “${saved.name}” saved` });
        onSaved(saved);
      },
    };
    if (profile && !preset) update.mutate({ id: profile.id, ...input }, done);
    else create.mutate(input, done);
  };

  return (
    <form
      aria-label={profile ? `Profile ${profile.name}` : 'New profile'}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim() && sections.length > 0) submit();
      }}
    >
      {preset ? (
        <p className="text-slate-600 text-sm">
          {profile?.name} is a preset and stays as it is: saving makes a profile of your own.
        </p>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-name`} className="font-medium text-slate-700 text-sm">
          Profile name
        </label>
        <input
          id={`${id}-name`}
          className={inputClassName}
          value={name}
          maxLength={80}
          placeholder="e.g. Board pack"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <SectionChecklist
        groups={groups}
        selected={selected}
        onChange={setSelected}
        label="Sections in this profile"
      />
      <div className="flex items-start gap-2">
        <Checkbox
          id={`${id}-word-template`}
          checked={wordTemplate}
          onCheckedChange={(checked) => setWordTemplate(checked === true)}
          className="mt-0.5"
        />
        <label htmlFor={`${id}-word-template`} className="text-slate-700 text-sm">
          Word files use the firm’s Word template (when one is set in Settings)
        </label>
      </div>
      {error ? <Notice tone="error" role="alert" title={`Not saved: ${error.message}`} /> : null}
      <div className="sticky bottom-0 flex flex-wrap justify-end gap-2 bg-slate-50 py-2">
        {profile && !preset ? (
          <Button variant="danger" onClick={() => setConfirmDelete(true)}>
            <Trash2 aria-hidden className="size-4" /> Delete profile
          </Button>
        ) : null}
        <Button
          type="submit"
          variant="primary"
          disabled={saving || !name.trim() || sections.length === 0}
        >
          {saving ? <Spinner /> : <Save aria-hidden className="size-4" />}
          {profile && !preset ? 'Save profile' : 'Save as new profile'}
        </Button>
      </div>
      {profile && !preset ? (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={`Delete profile “${profile.name}”?`}
          description="Share links that show it go back to the whole strategy."
          confirmLabel="Delete profile"
          destructive
          onConfirm={() =>
            remove.mutate(profile.id, {
              onSuccess: () => {
                notify({ tone: 'success', title: `Profile “${profile.name}” deleted` });
                onDeleted(profile.id);
              },
            })
          }
        />
      ) : null}
    </form>
  );
}
