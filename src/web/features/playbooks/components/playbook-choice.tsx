import { inputClassName } from '../../../components/field.tsx';
import { usePlaybooks } from '../api/playbooks.ts';

/** "Playbook" when beginning a strategy: Standard unless another is chosen. */
export function PlaybookChoice({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange(id: string): void;
  disabled?: boolean;
}) {
  const { data } = usePlaybooks();
  const playbooks = data ?? [
    { id: 'standard', name: 'Standard (124 sections)', sectionCount: 124 },
  ];
  return (
    <div className="flex flex-col gap-1.5 sm:w-72">
      <label htmlFor="strategy-playbook" className="font-medium text-slate-700 text-sm">
        Playbook
      </label>
      <select
        id="strategy-playbook"
        className={inputClassName}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {playbooks.map((playbook) => (
          <option key={playbook.id} value={playbook.id}>
            {playbook.id === 'standard'
              ? playbook.name
              : `${playbook.name} (${playbook.sectionCount} sections)`}
          </option>
        ))}
      </select>
    </div>
  );
}
