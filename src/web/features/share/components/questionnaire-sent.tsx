import { useEffect, useRef } from 'react';
import { formatLabel } from '../../../../domain/deliverable-labels.ts';
import { formatReportInstant } from '../../../../domain/locale.ts';
import type { QuestionnaireLabels } from '../../../../domain/questionnaire-labels.ts';
import type { SharedIntake } from '../../../../domain/share-link.ts';
import { CircleCheck } from '../../../components/icons.ts';
import type { SentAnswers } from '../hooks/use-answers-autosave.ts';

/**
 * The confirmation after "Send answers": when, and each question with the answer sent. Focused
 * when it appears, so a screen reader reads it.
 */
export function QuestionnaireSent({
  intake,
  sent,
  labels,
  focusOnShow,
}: {
  intake: SharedIntake;
  sent: SentAnswers;
  labels: QuestionnaireLabels;
  focusOnShow: boolean;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, [focusOnShow]);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="questionnaire-sent-title"
      className="space-y-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
    >
      <h2
        id="questionnaire-sent-title"
        className="flex items-center gap-2 font-semibold text-emerald-900"
      >
        <CircleCheck aria-hidden className="size-5 shrink-0" />
        {labels.sentTitle}
      </h2>
      <p className="text-emerald-900 text-sm">
        {formatLabel(labels.sentOn, { date: formatReportInstant(sent.at, intake.language) })}{' '}
        {labels.sendAgain}
      </p>
      <details open={focusOnShow} className="text-sm">
        <summary className="cursor-pointer font-medium text-emerald-900">
          {labels.whatYouSent}
        </summary>
        <dl className="mt-2 space-y-2">
          {intake.questions.map((question) => {
            const answer = sent.texts[question.id]?.trim();
            return (
              <div key={question.id}>
                <dt className="font-medium text-slate-900">{question.text}</dt>
                <dd className="whitespace-pre-wrap break-words text-slate-700">
                  {answer || <em>{labels.notAnswered}</em>}
                </dd>
              </div>
            );
          })}
        </dl>
      </details>
    </section>
  );
}
