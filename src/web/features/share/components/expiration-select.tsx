import { Select } from 'radix-ui';
import { Check, ChevronDown } from '../../../components/icons.ts';
import { EXPIRY_CHOICES, type ExpiryChoice } from '../lib/share-labels.ts';

export function ExpirationSelect({
  value,
  onChange,
  disabled,
}: {
  value: ExpiryChoice;
  onChange: (value: ExpiryChoice) => void;
  disabled: boolean;
}) {
  return (
    <div className="flex flex-col gap-2">
      <span id="share-expiration-label" className="font-medium text-slate-700 text-sm">
        Expiration
      </span>
      <Select.Root
        value={value}
        onValueChange={(next) => {
          const choice = EXPIRY_CHOICES.find((option) => option.value === next);
          if (choice) onChange(choice.value);
        }}
        disabled={disabled}
      >
        <Select.Trigger
          aria-labelledby="share-expiration-label"
          className="inline-flex h-10 w-full cursor-pointer items-center justify-between rounded-lg border border-slate-300 bg-white px-3 text-slate-900 text-sm shadow-xs hover:border-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/20 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <Select.Value />
          <Select.Icon>
            <ChevronDown aria-hidden className="size-4 text-slate-500" />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={4}
            className="z-50 w-(--radix-select-trigger-width) overflow-hidden rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
          >
            <Select.Viewport>
              {EXPIRY_CHOICES.map((option) => (
                <Select.Item
                  key={option.value}
                  value={option.value}
                  className="relative flex cursor-pointer select-none items-center rounded-md py-2 pr-3 pl-8 text-slate-800 text-sm outline-none data-highlighted:bg-indigo-50 data-highlighted:text-indigo-900"
                >
                  <Select.ItemIndicator className="absolute left-2.5">
                    <Check aria-hidden className="size-4 text-indigo-600" />
                  </Select.ItemIndicator>
                  <Select.ItemText>{option.label}</Select.ItemText>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  );
}
