import type { CSSProperties } from 'react';
import type { GroupDefinition } from '../../../../domain/catalogue.ts';
import { CollapsibleGroup } from '../../../components/collapsible-group.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { isInProgress, isWritten } from '../../../stores/apply-strategy-event.ts';
import { useExpandedGroups } from '../../../stores/expanded-groups.ts';
import { useLiveStrategy } from '../../../stores/live-strategy.ts';
import { ViewSectionCard, type ViewSectionCardProps } from './view-section-card.tsx';

export function ViewGroup({
  group,
  groupId,
  ...cardProps
}: {
  group: GroupDefinition;
  /** Its English title: what the open groups are remembered by. */
  groupId: string;
} & Omit<ViewSectionCardProps, 'definition'>) {
  const open = useExpandedGroups((state) => state.expanded.has(groupId));
  const toggle = useExpandedGroups((state) => state.toggle);
  const written = useLiveStrategy(
    (state) => group.sections.filter((s) => isWritten(state.sections[s.key])).length,
  );
  const working = useLiveStrategy((state) =>
    group.sections.some((s) => isInProgress(state.sections[s.key])),
  );
  return (
    <section className="rounded-xl border border-slate-200 bg-slate-50/60">
      <CollapsibleGroup
        title={group.title}
        open={open}
        onOpenChange={() => toggle(groupId)}
        meta={
          <span className="flex shrink-0 items-center gap-2 text-slate-500 text-xs tabular-nums">
            {working ? <Spinner className="size-3.5 text-indigo-600" /> : null}
            {written} of {group.sections.length} written
          </span>
        }
      >
        <ul className="space-y-3 px-3 pb-3 sm:px-4 sm:pb-4">
          {group.sections.map((definition, index) => (
            // Fades in after the cards before it (styles.css: `.card-in`, the spec's stagger).
            <li
              key={definition.key}
              className="card-in"
              style={{ '--stagger': index } as CSSProperties}
            >
              <ViewSectionCard definition={definition} {...cardProps} />
            </li>
          ))}
        </ul>
      </CollapsibleGroup>
    </section>
  );
}
