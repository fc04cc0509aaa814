import { Save } from 'lucide-react';
import type { Strategy } from '../../../domain/strategy.ts';
import { Button } from '../../components/button.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useSaveStrategy } from '../../features/editor/hooks/use-save-strategy.ts';
import { ExportButtons } from '../../features/export/export-buttons.tsx';
import { DeleteStrategyButton } from '../../features/library/components/delete-strategy-button.tsx';
import { LogoUpload } from '../../features/logo/components/logo-upload.tsx';
import { ShareButton } from '../../features/share/share-button.tsx';

/** Save, the downloads, Share, Delete and the logo: the spec's action bar. */
export function ActionBar({
  strategy,
  onDeleted,
}: {
  strategy: Strategy;
  onDeleted(id: string): void;
}) {
  const { save, saving } = useSaveStrategy();
  const exportBase = `/api/strategies/${strategy.id}/export`;
  return (
    <div
      role="toolbar"
      aria-label="Strategy actions"
      className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-xs"
    >
      <div className="grid grid-cols-2 gap-2 p-3 sm:flex sm:flex-wrap sm:items-center">
        <Button variant="primary" onClick={() => void save()} disabled={saving}>
          {saving ? <Spinner /> : <Save aria-hidden className="size-4" />}
          Save Strategy
        </Button>
        <ShareButton strategyId={strategy.id} />
        <DeleteStrategyButton
          strategyId={strategy.id}
          name={strategy.metadata.companyName || 'Untitled strategy'}
          onDeleted={onDeleted}
        />
        <div className="sm:ml-auto">
          <LogoUpload strategyId={strategy.id} logoUrl={strategy.logoUrl} />
        </div>
      </div>
      {/* A phone gets the one "Download" menu; a wider screen the spec's labelled buttons. */}
      <div className="p-3 sm:hidden">
        <ExportButtons exportBase={exportBase} compact />
      </div>
      <div className="hidden p-3 sm:block">
        <ExportButtons exportBase={exportBase} />
      </div>
    </div>
  );
}
