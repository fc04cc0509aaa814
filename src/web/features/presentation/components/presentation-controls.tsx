import type { DeckKind } from '../../../../domain/deck/deck-types.ts';
import { Button } from '../../../components/button.tsx';
import {
  ChevronLeft,
  ChevronRight,
  Maximize2,
  Minimize2,
  NotebookText,
} from '../../../components/icons.ts';

/** Previous / next, where the reader is, which deck, the notes toggle and full screen. */
export function PresentationControls({
  index,
  count,
  label,
  deck,
  onDeckChange,
  notesOpen,
  onToggleNotes,
  onMove,
  fullscreen,
}: {
  index: number;
  count: number;
  label: string;
  /** The consultant's deck (a slide per group) or a slide per section. */
  deck: DeckKind;
  onDeckChange(deck: DeckKind): void;
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
      <select
        aria-label="Slides"
        value={deck}
        onChange={(event) => onDeckChange(event.target.value as DeckKind)}
        className="h-9 max-w-32 shrink-0 rounded-md border border-slate-200 bg-white px-1.5 text-slate-700 text-sm sm:max-w-none"
      >
        <option value="presentation">Presentation</option>
        <option value="sections">Slide per section</option>
      </select>
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
