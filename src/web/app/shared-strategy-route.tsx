import { lazy, Suspense } from 'react';
import { LoaderCircle } from '../components/icons.ts';

// Loaded on its own, so the editor's first load does not carry the shared view.
const SharedStrategyScreen = lazy(() => import('./shared-strategy-screen.tsx'));

const loading = (
  <div className="grid min-h-dvh place-items-center bg-slate-50">
    <p role="status" className="flex items-center gap-3 text-slate-600 text-sm">
      <LoaderCircle aria-hidden className="size-5 animate-spin text-indigo-600" />
      Loading shared strategy…
    </p>
  </div>
);

/** "/share/:shareId": the strategy behind a share link (see shared-strategy-screen.tsx). */
export function SharedStrategyRoute() {
  return (
    <Suspense fallback={loading}>
      <SharedStrategyScreen />
    </Suspense>
  );
}
