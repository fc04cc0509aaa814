import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { ListChecks } from '../../components/icons.ts';
import { Spinner } from '../../components/spinner.tsx';

const FactsPanel = lazy(() =>
  import('../../features/facts/facts-panel.tsx').then((module) => ({
    default: module.FactsPanel,
  })),
);

/** "Fact sheet" in the Generate tab: loaded when first opened. */
export function FactsLauncher({
  strategyId,
  providerConfigured,
}: {
  strategyId: string;
  providerConfigured: boolean;
}) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button onClick={() => setOpen(true)}>
        <ListChecks aria-hidden className="size-4" /> Fact sheet
      </Button>
    );
  }
  return (
    <Suspense
      fallback={
        <p className="flex items-center gap-2 text-slate-500 text-sm">
          <Spinner /> Loading the fact sheet…
        </p>
      }
    >
      <FactsPanel strategyId={strategyId} providerConfigured={providerConfigured} />
    </Suspense>
  );
}
