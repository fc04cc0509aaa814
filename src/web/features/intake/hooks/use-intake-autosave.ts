import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Intake } from '../../../../domain/intake.ts';
import type { AutosaveState } from '../../../components/autosave-status.tsx';
import { ApiError } from '../../../lib/api.ts';
import { intakeQueryOptions } from '../api/get-intake.ts';
import { saveIntake } from '../api/save-intake.ts';
import {
  blankQuestionNumber,
  type IntakeForm,
  intakeFormOf,
  intakeUpdateOf,
} from '../lib/intake-form.ts';

const AUTOSAVE_MS = 700;

/**
 * The step's form, saved a moment after each change under the version check (a 409 is a
 * conflict the page offers to reload). While nothing is waiting to be saved, a newer intake
 * from the server (the client's answers arriving, a draft) replaces the form.
 */
export function useIntakeAutosave(strategyId: string) {
  const query = useQuery(intakeQueryOptions(strategyId));
  const [form, setForm] = useState<IntakeForm | null>(null);
  const [save, setSave] = useState<AutosaveState>({ kind: 'idle' });
  const version = useRef<number | null>(null);
  const pending = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** Replaces the form with `intake`, dropping a save still waiting (it would be stale). */
  const adopt = useCallback((intake: Intake) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    pending.current = false;
    version.current = intake.version;
    setForm(intakeFormOf(intake));
  }, []);

  useEffect(() => {
    if (!query.data || pending.current || save.kind === 'conflict') return;
    if (version.current === null || query.data.version > version.current) adopt(query.data);
  }, [query.data, save.kind, adopt]);
  // Leaving the tab unmounts the step: a change still waiting is saved, not dropped.
  const flush = useRef<() => void>(() => {});
  useEffect(() => () => flush.current(), []);

  const persistNow = async (next: IntakeForm) => {
    const blank = blankQuestionNumber(next);
    if (blank !== null) {
      // Still unsaved: a newer intake from the server does not replace the form meanwhile.
      setSave({ kind: 'invalid', message: `question ${blank} has no text yet` });
      return;
    }
    setSave({ kind: 'saving' });
    try {
      const saved = await saveIntake(strategyId, intakeUpdateOf(next, version.current ?? 0));
      version.current = saved.version;
      setSave({ kind: 'saved' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setSave({ kind: 'conflict' });
      else if (error instanceof ApiError && error.status === 400) {
        setSave({ kind: 'invalid', message: error.message });
      } else setSave({ kind: 'failed', message: (error as Error).message });
    } finally {
      pending.current = timer.current !== undefined;
    }
  };

  // One save at a time, each under the version the one before it answered.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const persist = (next: IntakeForm) => {
    queue.current = queue.current.then(() => persistNow(next));
  };

  const change = (next: IntakeForm, immediately = false) => {
    setForm(next);
    pending.current = true;
    clearTimeout(timer.current);
    const run = () => {
      timer.current = undefined;
      persist(next);
    };
    flush.current = () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      run();
    };
    if (immediately) run();
    else timer.current = setTimeout(run, AUTOSAVE_MS);
  };

  const reload = async () => {
    const fresh = await query.refetch();
    if (fresh.data) adopt(fresh.data);
    setSave({ kind: 'idle' });
  };

  return { query, form, change, adopt, save, reload };
}
