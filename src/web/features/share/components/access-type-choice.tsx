import { RadioGroup } from 'radix-ui';
import { SHARE_ACCESS_TYPES, type ShareAccessType } from '../../../../domain/share-link.ts';
import {
  ClipboardList,
  Eye,
  FileDiff,
  MessageSquare,
  PencilLine,
} from '../../../components/icons.ts';
import { ACCESS_LABELS } from '../lib/share-labels.ts';

const OPTIONS = [
  { value: 'view', icon: Eye, hint: 'Read the strategy and download it' },
  { value: 'comment', icon: MessageSquare, hint: 'Also comment on sections and approve them' },
  { value: 'edit', icon: PencilLine, hint: 'Also change the text of sections' },
  {
    value: 'intake',
    icon: ClipboardList,
    hint: 'Only your questions: the client answers them and sees nothing else',
  },
  {
    value: 'memo',
    icon: FileDiff,
    hint: 'Only the last "What changed" memo, to read and download',
  },
] as const;

export function AccessTypeChoice({
  value,
  onChange,
  disabled,
}: {
  value: ShareAccessType;
  onChange: (value: ShareAccessType) => void;
  disabled: boolean;
}) {
  return (
    <fieldset>
      <legend className="mb-2 font-medium text-slate-700 text-sm">Access</legend>
      <RadioGroup.Root
        value={value}
        onValueChange={(next) =>
          onChange(SHARE_ACCESS_TYPES.find((type) => type === next) ?? 'view')
        }
        disabled={disabled}
        aria-label="Access"
        className="grid grid-cols-1 gap-2 sm:grid-cols-2"
      >
        {OPTIONS.map((option) => {
          const Icon = option.icon;
          return (
            <RadioGroup.Item
              key={option.value}
              value={option.value}
              className="group flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 text-left transition-colors hover:border-slate-300 data-[state=checked]:border-indigo-500 data-[state=checked]:bg-indigo-50/60 data-[state=checked]:ring-1 data-[state=checked]:ring-indigo-500 disabled:cursor-not-allowed disabled:opacity-60"
            >
              <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-600 group-data-[state=checked]:bg-indigo-600 group-data-[state=checked]:text-white">
                <Icon aria-hidden className="size-4" />
              </span>
              <span className="min-w-0">
                <span className="block font-medium text-slate-900 text-sm">
                  {ACCESS_LABELS[option.value]}
                </span>
                <span className="mt-0.5 block text-slate-600 text-xs">{option.hint}</span>
              </span>
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
    </fieldset>
  );
}
