import type { ReactNode } from 'react';

/** The left column on wider screens (the spec's 64 units), with the product's name on top. */
export function SharedViewSidebar({ title, children }: { title: string; children: ReactNode }) {
  return (
    <aside className="hidden w-64 shrink-0 flex-col border-slate-200 border-r bg-white md:flex">
      <div className="flex items-center gap-2.5 border-slate-100 border-b px-5 py-4">
        <span
          aria-hidden
          className="grid size-8 shrink-0 place-items-center rounded-lg bg-indigo-700 font-bold text-sm text-white"
        >
          M
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900 text-sm">{title}</p>
          <p className="truncate text-slate-500 text-xs">The Maker Business Builder</p>
        </div>
      </div>
      {children}
    </aside>
  );
}
