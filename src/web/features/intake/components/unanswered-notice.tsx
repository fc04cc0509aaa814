import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/button.tsx';
import { MessageCircleQuestion } from '../../../components/icons.ts';
import { intakeQueryOptions } from '../api/get-intake.ts';
import { unansweredCount } from '../lib/unanswered.ts';

/**
 * In the generate panel: how many questions are still unanswered, with a way to the step. Only
 * a word: the consultant may generate anyway.
 */
export function UnansweredNotice({
  strategyId,
  onShowQuestions,
}: {
  strategyId: string;
  onShowQuestions(): void;
}) {
  const intake = useQuery(intakeQueryOptions(strategyId)).data;
  const count = intake ? unansweredCount(intake) : 0;
  if (count === 0) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900 text-sm"
    >
      <MessageCircleQuestion aria-hidden className="size-4 shrink-0" />
      <p className="min-w-0 flex-1 basis-56">
        <span className="font-semibold">
          {count === 1 ? '1 question unanswered' : `${count} questions unanswered`}
        </span>{' '}
        — sections are written without those answers. You can generate anyway.
      </p>
      <Button size="sm" variant="secondary" onClick={onShowQuestions}>
        Answer the questions
      </Button>
    </div>
  );
}
