import type { Strategy } from '../../../domain/strategy.ts';
import { StrategyView } from '../../features/view/components/strategy-view.tsx';
import { ActionBar } from './action-bar.tsx';

/** "View Strategy": the action bar above the cards. Loaded when the tab first opens. */
export function ViewTab({
  strategy,
  providerConfigured,
  onGenerate,
  onDeleted,
}: {
  strategy: Strategy;
  providerConfigured: boolean;
  onGenerate(keys: string[]): Promise<void>;
  onDeleted(id: string): void;
}) {
  return (
    <StrategyView
      strategy={strategy}
      actions={<ActionBar strategy={strategy} onDeleted={onDeleted} />}
      providerConfigured={providerConfigured}
      onGenerate={onGenerate}
    />
  );
}
