import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import type { Intake } from '../../../../domain/intake.ts';
import { newQuestionId } from '../../../../domain/intake.ts';
import { Button } from '../../../components/button.tsx';
import { Plus, Sparkles } from '../../../components/icons.ts';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { draftQuestions } from '../api/draft-questions.ts';
import { type IntakeForm, moveQuestion } from '../lib/intake-form.ts';
import { unansweredCount } from '../lib/unanswered.ts';
import { QuestionItem } from './question-item.tsx';

/**
 * "Questions": the model drafts them from the overview, documents and fact sheet (stored at
 * once, decision 0102); the consultant edits, orders, removes, adds and answers them, and sends
 * them to the client. The client's answers show who gave them and when.
 */
export function QuestionsCard({
  strategyId,
  providerConfigured,
  form,
  saved,
  onChange,
  onDrafted,
  sendToClient,
}: {
  strategyId: string;
  providerConfigured: boolean;
  form: IntakeForm;
  /** The intake as the server last answered it. */
  saved: Intake | undefined;
  onChange(next: IntakeForm): void;
  onDrafted(intake: Intake): void;
  /** "Send to the client": opens the share dialog (composed by the app). */
  sendToClient?: ReactNode;
}) {
  const headingId = useId();
  const draft = useMutation({
    mutationFn: () => draftQuestions(strategyId),
    onSuccess: (drafted) => {
      if (saved) onDrafted({ ...saved, ...drafted });
    },
  });
  const { questions } = form;
  const savedAnswers = new Map(saved?.answers.map((answer) => [answer.questionId, answer]));
  const unanswered = unansweredCount({
    questions,
    answers: Object.entries(form.answers).map(([questionId, text]) => ({ questionId, text })),
  });
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 basis-80 flex-1">
          <h2 id={headingId} className="font-semibold text-lg text-slate-900">
            Questions
          </h2>
          <p className="max-w-prose text-slate-600 text-sm">
            What the strategy cannot be written well without. Answer them here or send them to the
            client; every section is written with the answers.
          </p>
          {questions.length > 0 ? (
            <p className="mt-1 text-slate-700 text-sm">
              {unanswered === 0
                ? `All ${questions.length} questions answered.`
                : `${unanswered} of ${questions.length} questions unanswered.`}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button disabled={!providerConfigured || draft.isPending} onClick={() => draft.mutate()}>
            {draft.isPending ? <Spinner /> : <Sparkles aria-hidden className="size-4" />}
            <span className="whitespace-normal">
              {questions.length > 0
                ? 'Draft again with the model'
                : 'Draft questions with the model'}
            </span>
          </Button>
          {questions.length > 0 ? sendToClient : null}
        </div>
      </div>
      {draft.isPending ? (
        <p role="status" className="flex items-center gap-2 text-slate-600 text-sm">
          <Spinner /> The model is drafting questions…
        </p>
      ) : null}
      {draft.isError ? (
        <Notice tone="error" role="alert" title="No questions drafted">
          <p>{draft.error.message}</p>
        </Notice>
      ) : null}
      {questions.length === 0 ? (
        <p className="text-slate-500 text-sm">
          No questions yet. Draft them with the model, or add your own.
        </p>
      ) : (
        <ol className="space-y-3">
          {questions.map((question, index) => (
            <QuestionItem
              key={question.id}
              question={question}
              number={index + 1}
              count={questions.length}
              answer={form.answers[question.id] ?? ''}
              savedAnswer={savedAnswers.get(question.id)}
              onChange={(next) =>
                onChange({
                  ...form,
                  questions: questions.map((current, at) => (at === index ? next : current)),
                })
              }
              onAnswer={(text) =>
                onChange({ ...form, answers: { ...form.answers, [question.id]: text } })
              }
              onMove={(offset) =>
                onChange({ ...form, questions: moveQuestion(questions, index, offset) })
              }
              onRemove={() => {
                const { [question.id]: _removed, ...answers } = form.answers;
                onChange({
                  ...form,
                  questions: questions.filter((_, at) => at !== index),
                  answers,
                });
              }}
            />
          ))}
        </ol>
      )}
      <Button
        size="sm"
        onClick={() =>
          onChange({ ...form, questions: [...questions, { id: newQuestionId(), text: '' }] })
        }
      >
        <Plus aria-hidden className="size-4" /> Add a question
      </Button>
    </section>
  );
}
