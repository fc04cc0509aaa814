import { useEffect, useRef, useState } from 'react';
import type { SharedIntake } from '../../../../domain/share-link.ts';
import type { AutosaveState } from '../../../components/autosave-status.tsx';
import { ApiError } from '../../../lib/api.ts';
import { saveSharedAnswers } from '../api/save-shared-answers.ts';

const AUTOSAVE_MS = 700;

/** What "Send answers" sent, for the confirmation. */
export interface SentAnswers {
  at: string;
  texts: Readonly<Record<string, string>>;
}

const textsOf = (answers: SharedIntake['answers']) =>
  Object.fromEntries(answers.map((answer) => [answer.questionId, answer.text]));

/**
 * The questionnaire's answers as the client types: each change is saved a moment later (only the
 * questions changed since the last save, one request at a time, so an older save never lands
 * after a newer one); a failed save keeps its answers for the next. `send` saves what is
 * pending, then sends every answer with `submitted: true`.
 */
export function useAnswersAutosave(shareId: string, intake: SharedIntake) {
  const [texts, setTexts] = useState<Record<string, string>>(() => textsOf(intake.answers));
  const [save, setSave] = useState<AutosaveState>({ kind: 'idle' });
  const [sent, setSent] = useState<SentAnswers | null>(() =>
    intake.sentAt ? { at: intake.sentAt, texts: textsOf(intake.answers) } : null,
  );
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const pending = useRef(new Map<string, string>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const flush = (): Promise<void> => {
    clearTimeout(timer.current);
    if (pending.current.size === 0) return queue.current;
    const answers = [...pending.current].map(([questionId, text]) => ({ questionId, text }));
    pending.current = new Map();
    setSave({ kind: 'saving' });
    queue.current = queue.current.then(async () => {
      try {
        await saveSharedAnswers(shareId, { answers });
        setSave(pending.current.size > 0 ? { kind: 'saving' } : { kind: 'saved' });
      } catch (error) {
        // Kept for the next save, unless typed over meanwhile or refused as they are (a
        // question removed meanwhile would otherwise fail every later save).
        const refused = error instanceof ApiError && error.status === 400;
        for (const answer of refused ? [] : answers) {
          if (!pending.current.has(answer.questionId)) {
            pending.current.set(answer.questionId, answer.text);
          }
        }
        setSave({ kind: 'failed', message: (error as Error).message });
      }
    });
    return queue.current;
  };

  // Leaving the page (or closing the tab on a phone) saves what was typed last.
  // biome-ignore lint/correctness/useExhaustiveDependencies: flush reads only refs and setters
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      void flush();
    };
  }, [shareId]);

  const change = (questionId: string, text: string) => {
    setTexts((current) => ({ ...current, [questionId]: text }));
    pending.current.set(questionId, text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), AUTOSAVE_MS);
  };

  /** True when the answers were sent. */
  const send = async (): Promise<boolean> => {
    setSending(true);
    setSendError(null);
    try {
      await flush();
      const answers = intake.questions.map((question) => ({
        questionId: question.id,
        text: texts[question.id] ?? '',
      }));
      const result = await saveSharedAnswers(shareId, { answers, submitted: true });
      setSave({ kind: 'saved' });
      setSent({ at: result.sentAt ?? new Date().toISOString(), texts: textsOf(result.answers) });
      return true;
    } catch (error) {
      setSendError((error as Error).message);
      return false;
    } finally {
      setSending(false);
    }
  };

  return { texts, save, change, send, sending, sendError, sent };
}
