export function AppHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3">
        <div
          aria-hidden
          className="grid size-8 place-items-center rounded-lg bg-indigo-700 font-bold text-white"
        >
          M
        </div>
        <h1 className="font-semibold text-lg tracking-tight">The Maker Business Builder</h1>
      </div>
    </header>
  );
}
