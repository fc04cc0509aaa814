import { staleReasonText } from '../../domain/stale-reason-text.ts';
import type { StaleReason } from '../../domain/staleness.ts';
import { useLiveStrategy } from '../stores/live-strategy.ts';
import { useStaleKeys } from '../stores/live-strategy-selectors.ts';
import { Button } from './button.tsx';
import { RefreshCw } from './icons.ts';
import { Notice } from './notice.tsx';

/** A stale section as lists show it: its title and why, in words. */
export interface StaleSectionItem {
  key: string;
  title: string;
  reason: string;
}

/** The open strategy's stale sections (`useStaleKeys`), titled by `titleOf`, with their reasons. */
export function useStaleSectionItems(titleOf: (key: string) => string): StaleSectionItem[] {
  const keys = useStaleKeys();
  // As one string: a streamed word elsewhere does not re-render the list.
  const reasons = useLiveStrategy((state) =>
    JSON.stringify(keys.map((key) => state.sections[key]?.staleReasons ?? [])),
  );
  const byKey = JSON.parse(reasons) as StaleReason[][];
  return keys.map((key, index) => ({
    key,
    title: titleOf(key),
    reason: staleReasonText(byKey[index] ?? [], titleOf),
  }));
}

export function staleCountText(count: number): string {
  return count === 1 ? '1 section is out of date' : `${count} sections are out of date`;
}

/** The stale sections, each with why, and one button that regenerates them all. */
export function StaleSectionList({ items }: { items: readonly StaleSectionItem[] }) {
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.key}>
          <span className="font-medium">{item.title}</span>: {item.reason}
        </li>
      ))}
    </ul>
  );
}

/**
 * "3 sections are out of date", the list, and "Regenerate stale sections" (the summary last):
 * in the Generate tab and above the cards, so nothing stale goes out unseen (decision 0082).
 */
export function StaleSectionsNotice({
  titleOf,
  disabled,
  onRegenerate,
}: {
  titleOf: (key: string) => string;
  /** No provider, or a run going on. */
  disabled: boolean;
  onRegenerate(): void;
}) {
  const items = useStaleSectionItems(titleOf);
  if (items.length === 0) return null;
  return (
    <Notice tone="warning" role="status" title={staleCountText(items.length)}>
      <StaleSectionList items={items} />
      <Button size="sm" className="mt-2" disabled={disabled} onClick={onRegenerate}>
        <RefreshCw aria-hidden className="size-3.5" /> Regenerate stale sections
      </Button>
    </Notice>
  );
}
