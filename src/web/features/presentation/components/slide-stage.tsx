import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { CANVAS } from '../lib/slide-canvas.ts';

/**
 * The slide at the largest size that fits its box, always 16:9 (letterboxed): the canvas is
 * drawn at 1280 x 720 and scaled as a whole, so a slide looks the same on a phone and a wall.
 */
export function SlideStage({
  children,
  label,
  onSwipe,
}: {
  children: ReactNode;
  label: string;
  onSwipe(direction: 1 | -1): void;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const measure = () =>
      setScale(Math.min(box.clientWidth / CANVAS.width, box.clientHeight / CANVAS.height));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={boxRef}
      className="relative grid min-h-0 min-w-0 place-items-center overflow-hidden"
      onPointerDown={(event) => {
        if (event.pointerType !== 'mouse')
          swipeStart.current = { x: event.clientX, y: event.clientY };
      }}
      onPointerUp={(event) => {
        const start = swipeStart.current;
        swipeStart.current = null;
        if (!start) return;
        const dx = event.clientX - start.x;
        if (Math.abs(dx) > 50 && Math.abs(dx) > Math.abs(event.clientY - start.y)) {
          onSwipe(dx < 0 ? 1 : -1);
        }
      }}
    >
      <section
        data-slide-frame
        aria-roledescription="slide"
        aria-label={label}
        className="relative overflow-hidden bg-white shadow-lg ring-1 ring-slate-900/10"
        style={{ width: CANVAS.width * scale, height: CANVAS.height * scale }}
      >
        <div
          className="absolute top-0 left-0 origin-top-left"
          style={{
            width: CANVAS.width,
            height: CANVAS.height,
            transform: `scale(${scale})`,
            visibility: scale > 0 ? 'visible' : 'hidden',
          }}
        >
          {children}
        </div>
      </section>
    </div>
  );
}
