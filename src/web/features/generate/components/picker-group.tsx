import type { GroupDefinition } from '../../../../domain/catalogue.ts';
import { Checkbox } from '../../../components/checkbox.tsx';
import { CollapsibleGroup } from '../../../components/collapsible-group.tsx';
import { groupCheckedState, useSelection } from '../stores/selection.ts';
import { PickerSection } from './picker-section.tsx';

/** One category: its tri-state checkbox, then a checkbox per section when opened. */
export function PickerGroup({ group }: { group: GroupDefinition }) {
  const keys = group.sections.map((section) => section.key);
  const checked = useSelection((state) => groupCheckedState(keys, state.selected));
  const selectedCount = useSelection(
    (state) => keys.filter((key) => state.selected.has(key)).length,
  );
  const open = useSelection((state) => state.expanded.has(group.title));
  const { toggleGroup, setSections } = useSelection.getState();
  return (
    <li className="border-slate-100 border-b last:border-b-0">
      <CollapsibleGroup
        title={group.title}
        open={open}
        onOpenChange={() => toggleGroup(group.title)}
        leading={
          <Checkbox
            aria-label={`Select all sections in ${group.title}`}
            checked={checked}
            onCheckedChange={() => setSections(keys, checked !== true)}
          />
        }
        meta={
          <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-slate-600 text-xs tabular-nums">
            {selectedCount > 0 ? `${selectedCount} of ${keys.length}` : keys.length}
          </span>
        }
      >
        <ul className="grid gap-x-4 px-4 pb-3 sm:grid-cols-2 sm:pl-11">
          {group.sections.map((section) => (
            <PickerSection key={section.key} section={section} />
          ))}
        </ul>
      </CollapsibleGroup>
    </li>
  );
}
