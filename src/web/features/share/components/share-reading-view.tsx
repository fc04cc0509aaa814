import { useQuery } from '@tanstack/react-query';
import type { ShareReading } from '../../../../domain/share-reading.ts';
import { strategyQueryOptions } from '../../../lib/strategy-keys.ts';
import { formatReadingTime } from '../lib/share-labels.ts';

/**
 * A link's reading time per section (issue 31): bars drawn as SVG, then the same figures as a
 * table; in the outline's order, as the server sends them.
 */
export function ShareReadingView({
  strategyId,
  reading,
}: {
  strategyId: string;
  reading: ShareReading;
}) {
  const strategy = useQuery(strategyQueryOptions(strategyId)).data;
  const titleOf = (key: string) => strategy?.titles?.[key] ?? strategy?.sections[key]?.title ?? key;
  if (reading.sections.length === 0) {
    return (
      <p className="text-slate-500 text-xs">
        No reading time yet: a section counts once it has been on screen for 2 seconds.
      </p>
    );
  }
  const longest = Math.max(...reading.sections.map((section) => section.seconds));
  return (
    <div data-share-reading className="space-y-3">
      <ul aria-label="Reading time per section (chart)" className="space-y-1.5">
        {reading.sections.map((section) => (
          <li key={section.key} className="text-xs">
            <span className="block truncate text-slate-700">{titleOf(section.key)}</span>
            <svg
              aria-hidden
              viewBox="0 0 100 6"
              preserveAspectRatio="none"
              className="h-2 w-full rounded bg-slate-100"
            >
              <rect
                width={Math.max((section.seconds / longest) * 100, 1)}
                height="6"
                className="fill-indigo-500"
              />
            </svg>
          </li>
        ))}
      </ul>
      <table className="w-full table-fixed text-left text-xs">
        <caption className="sr-only">Reading time per section</caption>
        <thead className="text-slate-500">
          <tr>
            <th scope="col" className="py-1 font-medium">
              Section
            </th>
            <th scope="col" className="w-24 py-1 text-right font-medium">
              Time
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {reading.sections.map((section) => (
            <tr key={section.key} data-section-key={section.key}>
              <td className="break-words py-1 pr-2 text-slate-700">{titleOf(section.key)}</td>
              <td
                className="py-1 text-right text-slate-900 tabular-nums"
                data-seconds={section.seconds}
              >
                {formatReadingTime(section.seconds)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
