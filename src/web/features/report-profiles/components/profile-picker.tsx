import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { inputClassName } from '../../../components/field.tsx';
import { BookmarkPlus, Trash2 } from '../../../components/icons.ts';
import type { ChecklistGroup } from '../../../components/section-checklist.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { notifyError } from '../../../lib/toast.ts';
import { useDeleteReportProfile, useReportProfiles } from '../api/report-profiles.ts';
import { useChosenProfileId, useChosenProfiles } from '../stores/chosen-profile.ts';
import { ProfileEditorDialog } from './profile-editor-dialog.tsx';

// Loaded when the person asks to save a profile: the page's first load stays lighter.
const SaveProfileForm = lazy(() =>
  import('./save-profile-form.tsx').then((module) => ({ default: module.SaveProfileForm })),
);

export const EVERYTHING_WRITTEN = 'Everything written';

/**
 * "Report profile": which sections the client's copy holds, in which order: a preset, a saved
 * profile, or everything written. Exports, new share links and the slides follow the choice.
 * `selection` is what "Save current selection as profile" saves.
 */
export function ProfilePicker({
  strategyId,
  selection,
  selectionLabel,
  manage = true,
  groups,
}: {
  strategyId: string;
  /** The strategy's outline for the profile editor ("Edit profiles", shown with `manage`). */
  groups?: readonly ChecklistGroup[];
  /** Offer saving the selection and deleting a saved profile (not inside the share dialog). */
  manage?: boolean;
  selection: readonly string[];
  /** Says where the selection comes from, e.g. "the sections ticked in Generate Strategy". */
  selectionLabel: string;
}) {
  const profiles = useReportProfiles();
  const chosenId = useChosenProfileId(strategyId);
  const choose = useChosenProfiles((state) => state.choose);
  const remove = useDeleteReportProfile();
  const [saving, setSaving] = useState(false);
  const id = useId();
  // No profiles on this server (or not yet loaded): nothing to choose from.
  if (!profiles.data) return null;
  const presets = profiles.data.filter((profile) => profile.preset);
  const saved = profiles.data.filter((profile) => !profile.preset);
  const chosen = profiles.data.find((profile) => profile.id === chosenId);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1 sm:max-w-xs">
          <label htmlFor={id} className="mb-1 block font-medium text-slate-700 text-sm">
            Report profile
          </label>
          <select
            id={id}
            value={chosen?.id ?? ''}
            onChange={(event) => choose(strategyId, event.target.value || null)}
            className={inputClassName}
          >
            <option value="">{EVERYTHING_WRITTEN}</option>
            <optgroup label="Presets">
              {presets.map((profile) => (
                <option key={profile.id} value={profile.id}>
                  {profile.name} ({profile.sections.length})
                </option>
              ))}
            </optgroup>
            {saved.length > 0 ? (
              <optgroup label="Saved">
                {saved.map((profile) => (
                  <option key={profile.id} value={profile.id}>
                    {profile.name} ({profile.sections.length})
                  </option>
                ))}
              </optgroup>
            ) : null}
          </select>
        </div>
        {manage && chosen && !chosen.preset ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete profile ${chosen.name}`}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(chosen.id, {
                onSuccess: () => choose(strategyId, null),
                onError: (error) => notifyError('Failed to delete the profile', error),
              })
            }
          >
            <Trash2 aria-hidden className="size-4" />
          </Button>
        ) : null}
        {manage && groups ? (
          <ProfileEditorDialog
            groups={groups}
            chosenId={chosen?.id ?? null}
            onChosen={(profileId) => choose(strategyId, profileId)}
          />
        ) : null}
        {manage ? (
          <Button
            variant="ghost"
            size="sm"
            className="h-9"
            aria-expanded={saving}
            disabled={selection.length === 0}
            title={selection.length === 0 ? 'Nothing selected yet' : selectionLabel}
            onClick={() => setSaving((open) => !open)}
          >
            <BookmarkPlus aria-hidden className="size-4" />
            Save current selection as profile
          </Button>
        ) : null}
      </div>
      {saving ? (
        <div className="max-w-md">
          <p className="mb-2 text-slate-500 text-xs">Saves {selectionLabel}.</p>
          <Suspense fallback={<Spinner />}>
            <SaveProfileForm
              sections={selection}
              onCancel={() => setSaving(false)}
              onSaved={(profile) => {
                setSaving(false);
                choose(strategyId, profile.id);
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
