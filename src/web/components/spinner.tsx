import { cx } from '../lib/class-names.ts';
import { LoaderCircle } from './icons.ts';

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden className={cx('size-4 animate-spin', className)} />;
}
