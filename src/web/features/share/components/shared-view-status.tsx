import { Link2Off } from 'lucide-react';
import { Spinner } from '../../../components/spinner.tsx';

export function SharedViewLoading() {
  return (
    <div className="grid min-h-dvh place-items-center bg-slate-50">
      <p role="status" className="flex items-center gap-3 text-slate-600 text-sm">
        <Spinner className="size-5 text-indigo-600" />
        Loading shared strategy…
      </p>
    </div>
  );
}

/** The spec's error screen: the message as the heading, then what to do. */
export function SharedViewError({ heading }: { heading: string }) {
  return (
    <div className="grid min-h-dvh place-items-center bg-slate-50 px-4 py-10">
      <div
        role="alert"
        className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200"
      >
        <span className="mx-auto grid size-12 place-items-center rounded-full bg-red-50 text-red-600">
          <Link2Off aria-hidden className="size-6" />
        </span>
        <h1 className="mt-5 font-semibold text-slate-900 text-xl tracking-tight">{heading}</h1>
        <p className="mt-3 text-slate-600 text-sm leading-6">
          Please check the URL and try again, or contact the person who shared this link with you.
        </p>
        <p className="mt-8 border-slate-100 border-t pt-4 text-slate-400 text-xs">
          The Maker Business Builder
        </p>
      </div>
    </div>
  );
}
