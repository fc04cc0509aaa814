import type { ComponentProps } from 'react';
import { cx } from '../lib/class-names.ts';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cx('rounded-xl border border-slate-200 bg-white shadow-xs', className)}
      {...props}
    />
  );
}
