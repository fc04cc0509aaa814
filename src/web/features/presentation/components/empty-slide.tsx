import { FileText } from 'lucide-react';

export function EmptySlide() {
  return (
    <section
      data-slide
      id="presentation-empty"
      className="grid min-h-full snap-start place-items-center bg-slate-50 px-6 py-16 text-center"
    >
      <div className="max-w-sm">
        <FileText aria-hidden className="mx-auto size-10 text-slate-300" />
        <h2 className="mt-4 font-semibold text-lg text-slate-900">No sections written yet</h2>
        <p className="mt-2 text-slate-500 text-sm">
          Each group of the strategy gets its own slide here once a section in it has content.
        </p>
      </div>
    </section>
  );
}
