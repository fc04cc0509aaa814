/** Where a form saved a moment after each change stands (Financials, the fact sheet). */
export type AutosaveState =
  | { kind: 'idle' | 'saving' | 'saved' }
  | { kind: 'conflict' }
  | { kind: 'invalid' | 'failed'; message: string };

/** "Saving…", "All changes saved" or why not; a conflict has its own notice beside it. */
export function AutosaveStatus({ state }: { state: AutosaveState }) {
  const text =
    state.kind === 'saving'
      ? 'Saving…'
      : state.kind === 'saved'
        ? 'All changes saved'
        : state.kind === 'invalid' || state.kind === 'failed'
          ? `Not saved: ${state.message}`
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
