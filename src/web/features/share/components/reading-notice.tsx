import { Activity } from '../../../components/icons.ts';

/** The shared view says that reading is measured, or that it is not (DNT / GPC), decision 0108. */
export function ReadingNotice({ measured }: { measured: boolean }) {
  return (
    <p
      data-reading-notice
      className="flex items-start gap-2 border-slate-200 border-b bg-slate-50 px-4 py-1.5 text-slate-600 text-xs leading-5 lg:px-6"
    >
      <Activity aria-hidden className="mt-0.5 size-3.5 shrink-0" />
      <span>
        {measured
          ? 'This link reports which sections are read and for how long, without cookies.'
          : 'Your browser asks not to be tracked: this link reports only that it was opened, not what is read.'}
      </span>
    </p>
  );
}
