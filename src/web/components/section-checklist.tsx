import { useId } from 'react';
import { Button } from './button.tsx';
import { Checkbox } from './checkbox.tsx';

export interface ChecklistGroup {
  title: string;
  sections: readonly { key: string; title: string }[];
}

/**
 * Sections ticked by group in one view: a group's box ticks or clears all of it (mixed when some
 * are ticked), "All" and "None" do the whole list. The playbook editor's trimming and the report
 * profile editor both choose sections with it.
 */
export function SectionChecklist({
  groups,
  selected,
  onChange,
  label,
}: {
  groups: readonly ChecklistGroup[];
  selected: ReadonlySet<string>;
  onChange(next: Set<string>): void;
  /** The list's accessible name, e.g. "Sections to keep". */
  label: string;
}) {
  const id = useId();
  const all = groups.flatMap((group) => group.sections.map((section) => section.key));
  const setMany = (keys: readonly string[], on: boolean) => {
    const next = new Set(selected);
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    onChange(next);
  };
  return (
    <fieldset className="space-y-3" aria-label={label}>
      <div className="flex flex-wrap items-center gap-2 text-slate-600 text-sm">
        <span aria-live="polite">
          {count(all.filter((key) => selected.has(key)).length)} of {all.length} ticked
        </span>
        <Button size="sm" variant="ghost" onClick={() => setMany(all, true)}>
          Select all
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setMany(all, false)}>
          Select none
        </Button>
      </div>
      <ul className="space-y-3">
        {groups.map((group, g) => {
          const keys = group.sections.map((section) => section.key);
          const ticked = keys.filter((key) => selected.has(key)).length;
          const state = ticked === 0 ? false : ticked === keys.length ? true : 'indeterminate';
          const groupId = `${id}-group-${g}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: groups keep their places while ticked
            <li key={g} className="rounded-lg border border-slate-200 p-3">
              <div className="flex items-center gap-2">
                <Checkbox
                  id={groupId}
                  checked={state}
                  disabled={keys.length === 0}
                  onCheckedChange={() => setMany(keys, state !== true)}
                />
                <label htmlFor={groupId} className="font-medium text-slate-800 text-sm">
                  {group.title || `Group ${g + 1}`}
                </label>
                <span className="text-slate-500 text-xs">
                  {ticked} of {keys.length}
                </span>
              </div>
              <ul className="mt-2 grid gap-1.5 pl-6 sm:grid-cols-2">
                {group.sections.map((section) => {
                  const sectionId = `${id}-${section.key}`;
                  return (
                    <li key={section.key} className="flex items-start gap-2">
                      <Checkbox
                        id={sectionId}
                        className="mt-0.5"
                        checked={selected.has(section.key)}
                        onCheckedChange={(on) => setMany([section.key], on === true)}
                      />
                      <label htmlFor={sectionId} className="text-slate-700 text-sm">
                        {section.title || section.key}
                      </label>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function count(sections: number): string {
  return sections === 1 ? '1 section' : `${sections} sections`;
}
