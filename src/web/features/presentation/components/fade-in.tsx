import { m } from 'motion/react';
import type { ReactNode } from 'react';

/**
 * The spec's 0.5 s fade-in, once, when the block first scrolls into view. `m`, not `motion`: the
 * animation features come from the presentation's `LazyMotion`.
 */
export function FadeIn({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <m.div
      className={className}
      initial={{ opacity: 0, y: 12 }}
      whileInView={{ opacity: 1, y: 0 }}
      viewport={{ once: true, amount: 'some' }}
      transition={{ duration: 0.5, ease: 'easeOut' }}
    >
      {children}
    </m.div>
  );
}
