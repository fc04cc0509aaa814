import { Link } from 'react-router';
import { Link2Off } from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/**
 * White label: a share-holder is the consultant's client, so nothing under /share/ names the
 * product, not even the tab title the page starts with.
 */
export function SharedViewLoading() {
  useDocumentTitle('Shared strategy');
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
  useDocumentTitle(heading);
  return (
    <main className="grid min-h-dvh place-items-center bg-slate-50 px-4 py-10">
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
        <p className="mt-8 border-slate-100 border-t pt-4 text-slate-500 text-xs">
          <Link to="/" className="underline underline-offset-2 hover:text-slate-700">
            Go to the start page
          </Link>
        </p>
      </div>
    </main>
  );
}
