import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cx } from '../lib/class-names.ts';
import { Check, Minus } from './icons.ts';

/** A checkbox that can also show "indeterminate" (some of a group selected). */
export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cx(
        'grid size-4.5 shrink-0 cursor-pointer place-items-center rounded border border-slate-400 bg-white text-white transition-colors disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-indigo-600 data-[state=checked]:bg-indigo-600 data-[state=indeterminate]:border-indigo-600 data-[state=indeterminate]:bg-indigo-600',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="group">
        <Check className="size-3.5 group-data-[state=indeterminate]:hidden" strokeWidth={3} />
        <Minus className="size-3.5 group-data-[state=checked]:hidden" strokeWidth={3} />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
