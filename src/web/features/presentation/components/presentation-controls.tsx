import { ChevronLeft, ChevronRight, Maximize2, Minimize2, NotebookText } from 'lucide-react';
import { Button } from '../../../components/button.tsx';

/** Previous / next, where the reader is, the notes toggle and full screen. */
export function PresentationControls({
  index,
  count,
  label,
  notesOpen,
  onToggleNotes,
  onMove,
  fullscreen,
}: {
  index: number;
  count: number;
  label: string;
  notesOpen: boolean;
  onToggleNotes(): void;
  onMove(delta: 1 | -1): void;
  fullscreen: { supported: boolean; isFullscreen: boolean; toggle(): void };
}) {
  return (
    <div className="flex items-center gap-1 border-slate-200 border-t bg-white px-2 py-1.5 sm:gap-2 sm:px-3">
      <Button
        variant="ghost"
        size="icon"
        aria-label="Previous slide"
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <ChevronLeft aria-hidden className="size-5" />
      </Button>
      <p
        data-testid="presentation-position"
        aria-live="polite"
        className="min-w-0 flex-1 truncate text-center text-slate-600 text-sm"
      >
        {/* Left to right even in an Arabic shared view, else "1 / 2" shows as "2 / 1". */}
        <span dir="ltr" className="font-semibold text-slate-900 tabular-nums">
          {index + 1} / {count}
        </span>
        <span className="hidden sm:inline"> · </span>
        <span className="sr-only sm:not-sr-only">{label}</span>
      </p>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Next slide"
        disabled={index >= count - 1}
        onClick={() => onMove(1)}
      >
        <ChevronRight aria-hidden className="size-5" />
      </Button>
      <Button
        variant={notesOpen ? 'secondary' : 'ghost'}
        size="sm"
        aria-pressed={notesOpen}
        onClick={onToggleNotes}
        className="h-9"
      >
        <NotebookText aria-hidden className="size-4" />
        Notes
      </Button>
      {fullscreen.supported ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={fullscreen.isFullscreen ? 'Exit full screen' : 'Full screen'}
          aria-pressed={fullscreen.isFullscreen}
          onClick={fullscreen.toggle}
        >
          {fullscreen.isFullscreen ? (
            <Minimize2 aria-hidden className="size-4" />
          ) : (
            <Maximize2 aria-hidden className="size-4" />
          )}
        </Button>
      ) : null}
    </div>
  );
}
