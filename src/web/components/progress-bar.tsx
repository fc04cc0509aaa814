import { cx } from '../lib/class-names.ts';

/** A determinate progress bar; its width change animates over 500 ms (the spec's transition). */
export function ProgressBar({
  value,
  label,
  className,
}: {
  /** 0..100 */
  value: number;
  label: string;
  className?: string;
}) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cx('h-2.5 overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className="h-full rounded-full bg-indigo-600 transition-[width] duration-500 ease-out"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
