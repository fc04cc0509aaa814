import { useMemo } from 'react';
import { EXECUTIVE_SUMMARY_KEY } from '../../../domain/export-selection.ts';
import { outlineKeys } from '../../../domain/outline.ts';
import { useSelection } from '../../features/generate/stores/selection.ts';
import { useLiveStrategy } from '../../stores/live-strategy.ts';

/**
 * What "Save current selection as profile" saves: the sections ticked in Generate Strategy,
 * else every written section, in the outline's order (the executive summary first). Read as
 * one string, so a streamed word does not re-render the action bar.
 */
export function useProfileSelection(): { sections: string[]; label: string } {
  const ticked = useSelection((state) => state.selected);
  const outline = useLiveStrategy((state) => state.outline);
  const ORDER = useMemo(() => [EXECUTIVE_SUMMARY_KEY, ...outlineKeys(outline)], [outline]);
  const written = useLiveStrategy((state) =>
    ORDER.filter((key) => state.sections[key]?.content.trim()).join(' '),
  );
  if (ticked.size > 0) {
    const sections = ORDER.filter((key) => ticked.has(key));
    return { sections, label: `the ${count(sections.length)} ticked in Generate Strategy` };
  }
  const sections = written ? written.split(' ') : [];
  return { sections, label: `the ${count(sections.length)} written so far` };
}

function count(sections: number): string {
  return sections === 1 ? '1 section' : `${sections} sections`;
}
