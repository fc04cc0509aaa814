import { Check, CircleAlert, Pencil } from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { saveDraft, useDraft } from '../stores/draft.ts';
import { draftErrors } from '../stores/draft-changes.ts';

/** "Saved" / "Saving…" beside the form, so the person knows autosave has their changes. */
export function SaveStatus() {
  const saveState = useDraft((state) => state.saveState);
  const invalid = useDraft((state) => Object.keys(draftErrors(state.draft)).length > 0);
  const saved = useDraft((state) => state.saved !== null);
  if (!saved) return null;
  return (
    <p
      role="status"
      aria-live="polite"
      className="inline-flex items-center gap-1.5 text-slate-500 text-sm"
    >
      {saveState === 'saving' ? (
        <>
          <Spinner className="size-3.5" /> Saving…
        </>
      ) : saveState === 'failed' ? (
        <span className="inline-flex items-center gap-1.5 text-red-700">
          <CircleAlert aria-hidden className="size-3.5" /> Not saved
          <button
            type="button"
            onClick={() => void saveDraft()}
            className="cursor-pointer font-medium underline underline-offset-2"
          >
            Retry
          </button>
        </span>
      ) : saveState === 'unsaved' ? (
        <>
          <Pencil aria-hidden className="size-3.5" /> Editing…
        </>
      ) : invalid ? (
        <span className="inline-flex items-center gap-1.5 text-amber-700">
          <CircleAlert aria-hidden className="size-3.5" /> Fix the marked field to save it
        </span>
      ) : (
        <>
          <Check aria-hidden className="size-3.5 text-emerald-600" /> Saved
        </>
      )}
    </p>
  );
}
