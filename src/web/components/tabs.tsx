import { Tabs } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cx } from '../lib/class-names.ts';

export function TabsList({ className, ...props }: ComponentProps<typeof Tabs.List>) {
  return (
    <Tabs.List
      className={cx(
        'flex gap-1 overflow-x-auto rounded-lg bg-slate-200/70 p-1 [scrollbar-width:none]',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof Tabs.Trigger>) {
  return (
    <Tabs.Trigger
      className={cx(
        'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md px-2 py-1.5 font-medium text-[13px] text-slate-600 sm:px-3 sm:text-sm transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}
