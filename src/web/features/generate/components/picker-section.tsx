import type { SectionDefinition } from '../../../../domain/catalogue.ts';
import { Checkbox } from '../../../components/checkbox.tsx';
import { CircleAlert, CircleCheck } from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { isInProgress, isWritten } from '../../../stores/apply-strategy-event.ts';
import { useLiveSection } from '../../../stores/live-strategy-selectors.ts';
import { useSelection } from '../stores/selection.ts';

function SectionStatusMark({ sectionKey }: { sectionKey: string }) {
  const section = useLiveSection(sectionKey);
  if (isInProgress(section)) {
    return (
      <span className="inline-flex items-center gap-1 text-indigo-700 text-xs">
        <Spinner className="size-3" /> {section?.status === 'queued' ? 'Queued' : 'Writing'}
      </span>
    );
  }
  if (section?.status === 'failed') {
    return (
      <span className="inline-flex items-center gap-1 text-red-700 text-xs">
        <CircleAlert aria-hidden className="size-3.5" /> Failed
      </span>
    );
  }
  if (isWritten(section)) {
    return (
      <span className="inline-flex items-center gap-1 text-emerald-700 text-xs">
        <CircleCheck aria-hidden className="size-3.5" /> Written
      </span>
    );
  }
  return null;
}

export function PickerSection({ section }: { section: SectionDefinition }) {
  const selected = useSelection((state) => state.selected.has(section.key));
  const toggleSection = useSelection((state) => state.toggleSection);
  const id = `pick-${section.key}`;
  return (
    <li className="flex items-start gap-3 rounded-md px-2 py-1.5 hover:bg-slate-50">
      <Checkbox
        id={id}
        className="mt-0.5"
        checked={selected}
        onCheckedChange={() => toggleSection(section.key)}
      />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="cursor-pointer text-slate-800 text-sm">
          {section.title}
        </label>
        {section.prerequisites.length > 0 ? (
          <p className="text-slate-500 text-xs">
            Uses context from: {section.prerequisites.map((p) => p.title).join(', ')}
          </p>
        ) : null}
      </div>
      <SectionStatusMark sectionKey={section.key} />
    </li>
  );
}
