import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
import { AccessTokenDialog } from './access-token-dialog.tsx';
import { EditorPage } from './editor/editor-page.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { SharedStrategyRoute } from './shared-strategy-route.tsx';
import { Toaster } from './toaster.tsx';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <div className="min-h-screen bg-slate-50 text-slate-900">
          <ErrorBoundary>
            <Routes>
              <Route path="/" element={<EditorPage />} />
              <Route path="/share/:shareId" element={<SharedStrategyRoute />} />
              {/* "/share/" without an id: the shared view says "Invalid share link". */}
              <Route path="/share" element={<SharedStrategyRoute />} />
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </ErrorBoundary>
          <AccessTokenDialog />
          <Toaster />
        </div>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
