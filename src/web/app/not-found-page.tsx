import { Link, useLocation } from 'react-router';
import { buttonClassName } from '../components/button.tsx';
import { Compass } from '../components/icons.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/**
 * Any address the page does not know: say so, and offer the way back to the start page. Under
 * /share/ the reader is a consultant's client (white label): the product is not named there.
 */
export function NotFoundPage() {
  const underShare = useLocation().pathname.startsWith('/share/');
  useDocumentTitle(underShare ? 'Page not found' : 'Page not found · The Maker Business Builder');
  return (
    <main className="grid min-h-dvh place-items-center bg-slate-50 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <span className="mx-auto grid size-12 place-items-center rounded-full bg-indigo-50 text-indigo-600">
          <Compass aria-hidden className="size-6" />
        </span>
        <h1 className="mt-5 font-semibold text-slate-900 text-xl tracking-tight">Page not found</h1>
        <p className="mt-3 text-slate-600 text-sm leading-6">
          There is nothing at this address. It may have been mistyped, or the page has moved.
        </p>
        <Link to="/" className={buttonClassName('primary', 'md', 'mt-6')}>
          Go to the start page
        </Link>
      </div>
    </main>
  );
}
