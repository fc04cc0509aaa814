import { useState } from 'react';
import { REPLACE_REQUIRED, type StartRunInput } from '../../../../domain/events.ts';
import { ApiError } from '../../../lib/api.ts';
import { notifyError } from '../../../lib/toast.ts';
import { useStartRun } from '../api/start-run.ts';
import { useSelection } from '../stores/selection.ts';

/** The spec's global error for each way of generating. */
export const GENERATE_ERRORS = {
  complete: 'Failed to generate strategy',
  selected: 'Failed to generate sections',
  section: 'Failed to generate section',
  stale: 'Failed to regenerate the stale sections',
  continue: 'Failed to continue the run',
} as const;
export type GenerateKind = keyof typeof GENERATE_ERRORS;

/**
 * Starts runs and reports failures with the spec's texts. "Generate Complete Strategy" on a
 * strategy with content is refused until the person agrees to replace it (`confirmReplace`).
 */
export function useGenerate(strategyId: string) {
  const startRun = useStartRun(strategyId);
  /** The server's "Generate Complete Strategy replaces the N sections already written." */
  const [replaceQuestion, setReplaceQuestion] = useState<string | null>(null);
  /** The budget of the run waiting for the answer to `replaceQuestion`. */
  const [pendingBudget, setPendingBudget] = useState<number | undefined>();

  const generate = (
    kind: GenerateKind,
    sections: StartRunInput['sections'],
    options: { replace?: boolean; budget?: number | undefined } = {},
  ) => {
    const { replace = false, budget } = options;
    useSelection.setState({ lastKind: kind });
    const input: StartRunInput = {
      sections,
      ...(replace ? { replace } : {}),
      ...(budget !== undefined ? { budget: { amount: budget } } : {}),
    };
    return startRun.mutateAsync(input).then(
      () => undefined,
      (error: unknown) => {
        if (error instanceof ApiError && error.code === REPLACE_REQUIRED && !replace) {
          setPendingBudget(budget);
          setReplaceQuestion(`${error.message} Continue?`);
        } else notifyError(GENERATE_ERRORS[kind], error);
      },
    );
  };

  return {
    generate,
    starting: startRun.isPending,
    replaceQuestion,
    cancelReplace: () => setReplaceQuestion(null),
    confirmReplace: () => {
      setReplaceQuestion(null);
      return generate('complete', 'all', { replace: true, budget: pendingBudget });
    },
  };
}

/** For the section cards: generate these sections (prerequisites first, the server orders them). */
export function useGenerateSections(strategyId: string) {
  const { generate } = useGenerate(strategyId);
  return (keys: string[]) => generate('section', keys);
}

/** "Regenerate stale sections": exactly the sections the server marks stale, the summary last. */
export function useRegenerateStale(strategyId: string) {
  const { generate } = useGenerate(strategyId);
  return () => generate('stale', 'stale');
}
