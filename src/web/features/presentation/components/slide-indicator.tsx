export interface SlideInfo {
  id: string;
  title: string;
}

/** Dots down the right edge, one per slide, and a thin progress line along the top. */
export function SlideIndicator({
  slides,
  activeIndex,
  onSelect,
}: {
  slides: readonly SlideInfo[];
  activeIndex: number;
  onSelect: (index: number) => void;
}) {
  const progress = slides.length > 1 ? activeIndex / (slides.length - 1) : 1;
  return (
    <>
      <div aria-hidden className="pointer-events-none absolute inset-x-0 top-0 h-1 bg-slate-900/10">
        <div
          className="h-full origin-left bg-indigo-500 transition-transform duration-500"
          style={{ transform: `scaleX(${Math.max(progress, 0.02)})` }}
        />
      </div>
      <nav
        aria-label="Slides"
        className="absolute top-1/2 right-2 hidden -translate-y-1/2 flex-col items-center gap-1 sm:flex"
      >
        {slides.map((slide, index) => {
          const active = index === activeIndex;
          return (
            <button
              key={slide.id}
              type="button"
              title={slide.title}
              aria-label={`Go to slide ${index + 1}: ${slide.title}`}
              aria-current={active ? 'step' : undefined}
              onClick={() => onSelect(index)}
              className="group grid h-5 w-5 place-items-center rounded-full"
            >
              <span
                className={`block w-1.5 rounded-full transition-all duration-300 ${
                  active ? 'h-4 bg-indigo-500' : 'h-1.5 bg-slate-400/70 group-hover:bg-slate-500'
                }`}
              />
            </button>
          );
        })}
      </nav>
    </>
  );
}
