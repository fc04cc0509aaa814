import { findOutlineSection, outlineKeys } from '../../../../domain/outline.ts';
import { Button } from '../../../components/button.tsx';
import { RotateCcw } from '../../../components/icons.ts';
import { Notice } from '../../../components/notice.tsx';
import { useLiveStrategy } from '../../../stores/live-strategy.ts';
import { GENERATE_ERRORS } from '../hooks/use-generate.ts';
import { runKind } from '../lib/progress-text.ts';
import { useSelection } from '../stores/selection.ts';

/** The spec's global error: shown while some sections failed, with a way to retry them. */
export function FailedSectionsNotice({
  busy,
  onRetry,
}: {
  busy: boolean;
  onRetry(keys: string[]): void;
}) {
  const lastKind = useSelection((state) => state.lastKind);
  const runSize = useLiveStrategy((state) => state.runKeys.length);
  const outline = useLiveStrategy((state) => state.outline);
  const failedKeys = useLiveStrategy((state) =>
    Object.values(state.sections)
      .filter((section) => section.status === 'failed')
      .map((section) => section.key)
      .join(','),
  );
  if (!failedKeys) return null;
  const keys = failedKeys.split(',');
  const titles = keys.map((key) => findOutlineSection(outline, key)?.title ?? key);
  const kind = lastKind ?? runKind(runSize, outlineKeys(outline).length);
  return (
    <Notice tone="error" role="alert" title={GENERATE_ERRORS[kind]}>
      <p>
        {keys.length === 1 ? '1 section' : `${keys.length} sections`} could not be written:{' '}
        {titles.join(', ')}.
      </p>
      <Button
        size="sm"
        variant="danger"
        className="mt-2"
        disabled={busy}
        onClick={() => onRetry(keys)}
      >
        <RotateCcw aria-hidden className="size-3.5" /> Retry failed sections
      </Button>
    </Notice>
  );
}
