import type { ReactNode } from 'react';

/**
 * A captioned table in its own scrolling box, named for screen readers: the tab's tables are
 * wider than a phone, so the box scrolls sideways and takes focus to scroll by keyboard, while the
 * page itself never grows wider than the screen.
 */
export function TableRegion({
  label,
  caption,
  children,
}: {
  label: string;
  caption: ReactNode;
  /** The table's `thead` and `tbody`. */
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard.
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      <table className="w-full min-w-max text-sm">
        <caption className="bg-slate-50 px-3 py-2 text-left font-semibold text-slate-800">
          {caption}
        </caption>
        {children}
      </table>
    </section>
  );
}
