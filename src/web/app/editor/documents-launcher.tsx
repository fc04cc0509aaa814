import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { FileText } from '../../components/icons.ts';
import { Spinner } from '../../components/spinner.tsx';

// The documents panel loads when first opened: it is not needed to write a strategy.
const DocumentsPanel = lazy(() =>
  import('../../features/documents/documents-panel.tsx').then((module) => ({
    default: module.DocumentsPanel,
  })),
);

/** "Client documents": opens the panel where the sources the sections cite are uploaded. */
export function DocumentsLauncher({ strategyId }: { strategyId: string }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button onClick={() => setOpen(true)}>
        <FileText aria-hidden className="size-4" /> Client documents
      </Button>
    );
  }
  return (
    <Suspense
      fallback={
        <p className="flex items-center gap-2 text-slate-500 text-sm">
          <Spinner /> Loading documents…
        </p>
      }
    >
      <DocumentsPanel strategyId={strategyId} />
    </Suspense>
  );
}
