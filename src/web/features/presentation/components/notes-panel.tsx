import type { ReactNode } from 'react';

/** The speaker's notes: the full text behind the slide's key points. */
export function NotesPanel({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      data-notes-panel
      aria-label="Speaker notes"
      className="flex min-h-0 flex-1 flex-col border-slate-200 border-t bg-white"
    >
      <header className="flex min-h-11 items-center gap-3 border-slate-100 border-b px-4 py-1.5 sm:px-6">
        <h3 className="min-w-0 flex-1 truncate font-semibold text-slate-900 text-sm">
          <span className="font-normal text-slate-500">Notes · </span>
          {title}
        </h3>
        {actions ? <div className="shrink-0">{actions}</div> : null}
      </header>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the notes scroll with the keyboard */}
      <div tabIndex={0} className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6">
        {children}
      </div>
    </section>
  );
}
