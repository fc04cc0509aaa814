import { Maximize2, Minimize2 } from 'lucide-react';

/** The pill at the bottom: where the reader is ("3 / 12 · Group · Section") and full screen. */
export function SlidePosition({
  index,
  count,
  label,
  fullscreen,
}: {
  index: number;
  count: number;
  label: string;
  fullscreen: { supported: boolean; isFullscreen: boolean; toggle: () => void };
}) {
  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-3 flex justify-center px-3 sm:bottom-4">
      <div className="pointer-events-auto flex max-w-full items-center gap-1 rounded-full bg-slate-900/85 py-1 pr-1 pl-3.5 text-white shadow-lg sm:pl-4 ring-1 ring-white/10 backdrop-blur">
        <p data-testid="presentation-position" className="flex min-w-0 items-center gap-2 text-xs">
          <span className="font-semibold tabular-nums">
            {index + 1} / {count}
          </span>
          <span aria-hidden className="hidden text-white/40 sm:inline">
            ·
          </span>
          <span className="hidden truncate text-white/85 sm:inline">{label}</span>
        </p>
        {fullscreen.supported ? (
          <button
            type="button"
            onClick={fullscreen.toggle}
            aria-label={fullscreen.isFullscreen ? 'Exit full screen' : 'Present full screen'}
            title={fullscreen.isFullscreen ? 'Exit full screen' : 'Present full screen'}
            className="ml-1 grid size-7 shrink-0 place-items-center rounded-full text-white/80 hover:bg-white/15 hover:text-white"
          >
            {fullscreen.isFullscreen ? (
              <Minimize2 aria-hidden className="size-3.5" />
            ) : (
              <Maximize2 aria-hidden className="size-3.5" />
            )}
          </button>
        ) : (
          <span className="w-3" />
        )}
      </div>
    </div>
  );
}
