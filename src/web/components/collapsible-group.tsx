import { Collapsible } from 'radix-ui';
import type { ReactNode } from 'react';
import { ChevronDown } from './icons.ts';

/**
 * A group that opens and closes: `leading` (e.g. a checkbox) sits before the toggle button, not
 * inside it, so each stays its own control.
 */
export function CollapsibleGroup({
  title,
  open,
  onOpenChange,
  leading,
  meta,
  children,
  headingLevel = 3,
}: {
  title: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  leading?: ReactNode;
  meta?: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Collapsible.Root open={open} onOpenChange={onOpenChange}>
      <div className="flex items-center gap-3 px-4">
        {leading}
        <Heading className="min-w-0 flex-1">
          <Collapsible.Trigger className="group flex w-full cursor-pointer items-center gap-3 py-3 text-left">
            <span className="min-w-0 flex-1 truncate font-semibold text-slate-800 text-sm sm:text-base">
              {title}
            </span>
            {meta}
            <ChevronDown
              aria-hidden
              className="size-4 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
            />
          </Collapsible.Trigger>
        </Heading>
      </div>
      <Collapsible.Content>{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
