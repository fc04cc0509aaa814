import { useId } from 'react';
import {
  INTAKE_LIMITS,
  type IntakeAnswer,
  type IntakeQuestion,
} from '../../../../domain/intake.ts';
import { Button } from '../../../components/button.tsx';
import { inputClassName } from '../../../components/field.tsx';
import { ArrowDown, ArrowUp, Trash2 } from '../../../components/icons.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { answeredLine } from '../lib/answered-line.ts';

/** One question: its text and why, its answer, and Move up, Move down and Remove. */
export function QuestionItem({
  question,
  number,
  count,
  answer,
  savedAnswer,
  onChange,
  onAnswer,
  onMove,
  onRemove,
}: {
  question: IntakeQuestion;
  /** 1-based, as the list shows it. */
  number: number;
  count: number;
  answer: string;
  /** The answer as the server holds it: who gave it and when. */
  savedAnswer: IntakeAnswer | undefined;
  onChange(question: IntakeQuestion): void;
  onAnswer(text: string): void;
  onMove(offset: -1 | 1): void;
  onRemove(): void;
}) {
  const id = useId();
  const answered = answeredLine(savedAnswer, answer, formatDateTime);
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1 basis-64 space-y-1.5">
          <label htmlFor={`${id}-text`} className="font-medium text-slate-700 text-sm">
            Question {number}
          </label>
          <textarea
            id={`${id}-text`}
            rows={2}
            className={inputClassName}
            value={question.text}
            maxLength={INTAKE_LIMITS.questionText}
            onChange={(event) => onChange({ ...question, text: event.target.value })}
          />
        </div>
        <div className="flex gap-1 pt-6">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Move question ${number} up`}
            disabled={number === 1}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Move question ${number} down`}
            disabled={number === count}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove question ${number}`}
            onClick={onRemove}
          >
            <Trash2 aria-hidden className="size-4" />
          </Button>
        </div>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-why`} className="text-slate-600 text-xs">
          Why it matters, question {number}
        </label>
        <textarea
          id={`${id}-why`}
          rows={2}
          className={inputClassName}
          value={question.why ?? ''}
          maxLength={INTAKE_LIMITS.why}
          onChange={(event) => onChange({ ...question, why: event.target.value })}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-answer`} className="font-medium text-slate-700 text-sm">
          Answer to question {number}
        </label>
        <textarea
          id={`${id}-answer`}
          rows={3}
          className={inputClassName}
          value={answer}
          maxLength={INTAKE_LIMITS.answerText}
          placeholder="Not answered yet"
          onChange={(event) => onAnswer(event.target.value)}
        />
        {answered ? <p className="text-slate-600 text-xs">{answered}</p> : null}
      </div>
    </li>
  );
}
