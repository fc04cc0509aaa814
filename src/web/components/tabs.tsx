import { Tabs } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cx } from '../lib/class-names.ts';

/**
 * A row of tabs. A list wider than a phone scrolls sideways on purpose (the page itself never
 * does), unless `phoneGrid`: then below the `sm` breakpoint the tabs sit two to a row, so none
 * is hidden off the edge. Either way it stays one tablist (arrow keys move through every tab).
 */
export function TabsList({
  className,
  phoneGrid = false,
  ...props
}: ComponentProps<typeof Tabs.List> & { phoneGrid?: boolean }) {
  return (
    <Tabs.List
      data-scrolls-sideways={phoneGrid ? undefined : ''}
      className={cx(
        'gap-1 rounded-lg bg-slate-200/70 p-1',
        phoneGrid ? 'grid grid-cols-2 sm:flex' : 'flex overflow-x-auto [scrollbar-width:none]',
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
