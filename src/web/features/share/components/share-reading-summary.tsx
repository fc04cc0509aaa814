import { useState } from 'react';
import type { Language } from '../../../../domain/strategy-limits.ts';
import { Button } from '../../../components/button.tsx';
import { BarChart3 } from '../../../components/icons.ts';
import { useShareReading } from '../api/get-share-reading.ts';
import { formatReadingTime, formatShareDate } from '../lib/share-labels.ts';
import { ShareReadingView } from './share-reading-view.tsx';

/** Under a link: how often it was opened, when last, how long it was read; "Reading" opens the rest. */
export function ShareReadingSummary({
  strategyId,
  shareId,
  language,
}: {
  strategyId: string;
  shareId: string;
  language: Language;
}) {
  const reading = useShareReading(strategyId, shareId);
  const [open, setOpen] = useState(false);
  if (!reading.data) return null;
  const { opens, lastOpenedAt, seconds } = reading.data;
  const panelId = `share-reading-${shareId}`;
  return (
    <div className="space-y-2 pl-11">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600 text-xs">
        <span data-reading-opens={opens}>
          {opens === 0 ? 'Not opened yet' : `Opened ${opens} ${opens === 1 ? 'time' : 'times'}`}
        </span>
        {lastOpenedAt ? (
          <span>
            Last {formatShareDate(lastOpenedAt, language)},{' '}
            {new Date(lastOpenedAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
          </span>
        ) : null}
        {opens > 0 ? (
          <span data-reading-seconds={seconds}>Read {formatReadingTime(seconds)}</span>
        ) : null}
        {opens > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            className="h-7 px-2"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((shown) => !shown)}
          >
            <BarChart3 aria-hidden className="size-3.5" /> Reading
          </Button>
        ) : null}
      </div>
      {open ? (
        <div id={panelId}>
          <ShareReadingView strategyId={strategyId} reading={reading.data} />
        </div>
      ) : null}
    </div>
  );
}
