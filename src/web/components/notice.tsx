import type { ReactNode } from 'react';
import { cx } from '../lib/class-names.ts';
import { CircleAlert, Info, TriangleAlert } from './icons.ts';

const TONES = {
  info: ['border-indigo-200 bg-indigo-50 text-indigo-900', Info],
  warning: ['border-amber-200 bg-amber-50 text-amber-900', TriangleAlert],
  error: ['border-red-200 bg-red-50 text-red-800', CircleAlert],
} as const;

export function Notice({
  tone,
  title,
  children,
  className,
  role,
}: {
  tone: keyof typeof TONES;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  role?: 'alert' | 'status';
}) {
  const [colours, Icon] = TONES[tone];
  return (
    <div role={role} className={cx('flex gap-3 rounded-lg border p-3 text-sm', colours, className)}>
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children}
      </div>
    </div>
  );
}
