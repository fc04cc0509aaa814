/** Where a form saved a moment after each change stands (Financials, the fact sheet, the questionnaire). */
export type AutosaveState =
  | { kind: 'idle' | 'saving' | 'saved' }
  | { kind: 'conflict' }
  | { kind: 'invalid' | 'failed'; message: string };

/** The status's words; a page in the strategy's language gives its own (the questionnaire). */
export interface AutosaveLabels {
  saving: string;
  saved: string;
  notSaved: (message: string) => string;
}

const ENGLISH: AutosaveLabels = {
  saving: 'Saving…',
  saved: 'All changes saved',
  notSaved: (message) => `Not saved: ${message}`,
};

/** "Saving…", "All changes saved" or why not; a conflict has its own notice beside it. */
export function AutosaveStatus({
  state,
  labels = ENGLISH,
}: {
  state: AutosaveState;
  labels?: AutosaveLabels;
}) {
  const text =
    state.kind === 'saving'
      ? labels.saving
      : state.kind === 'saved'
        ? labels.saved
        : state.kind === 'invalid' || state.kind === 'failed'
          ? labels.notSaved(state.message)
          : '';
  return (
    <p
      role="status"
      className={
        state.kind === 'invalid' || state.kind === 'failed'
          ? 'max-w-md text-red-700 text-sm'
          : 'text-slate-600 text-sm'
      }
    >
      {text}
    </p>
  );
}
