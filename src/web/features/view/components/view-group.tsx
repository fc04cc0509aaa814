import { m } from 'motion/react';
import type { GroupDefinition } from '../../../../domain/catalogue.ts';
import { CollapsibleGroup } from '../../../components/collapsible-group.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { isInProgress, isWritten } from '../../../stores/apply-strategy-event.ts';
import { useExpandedGroups } from '../../../stores/expanded-groups.ts';
import { useLiveStrategy } from '../../../stores/live-strategy.ts';
import { SectionCard, type SectionCardProps } from './section-card.tsx';

/** Cards fade in over 0.5 s, each 0.1 s after the one before (the spec's stagger). */
const STAGGER_SECONDS = 0.1;
const FADE_SECONDS = 0.5;

export function ViewGroup({
  group,
  ...cardProps
}: { group: GroupDefinition } & Omit<SectionCardProps, 'definition'>) {
  const open = useExpandedGroups((state) => state.expanded.has(group.title));
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
        onOpenChange={() => toggle(group.title)}
        meta={
          <span className="flex shrink-0 items-center gap-2 text-slate-500 text-xs tabular-nums">
            {working ? <Spinner className="size-3.5 text-indigo-600" /> : null}
            {written} of {group.sections.length} written
          </span>
        }
      >
        <ul className="space-y-3 px-3 pb-3 sm:px-4 sm:pb-4">
          {group.sections.map((definition, index) => (
            <m.li
              key={definition.key}
              initial={{ opacity: 0, y: 12 }}
              animate={{ opacity: 1, y: 0 }}
              transition={{ duration: FADE_SECONDS, delay: index * STAGGER_SECONDS }}
            >
              <SectionCard definition={definition} {...cardProps} />
            </m.li>
          ))}
        </ul>
      </CollapsibleGroup>
    </section>
  );
}
