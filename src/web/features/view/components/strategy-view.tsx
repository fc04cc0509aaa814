import { domAnimation, LazyMotion, MotionConfig } from 'motion/react';
import type { ReactNode } from 'react';
import { CATALOGUE } from '../../../../domain/catalogue.ts';
import type { Strategy } from '../../../../domain/strategy.ts';
import { Button } from '../../../components/button.tsx';
import { useExpandedGroups } from '../../../stores/expanded-groups.ts';
import { StrategySummary } from './strategy-summary.tsx';
import { ViewGroup } from './view-group.tsx';

/** The "View Strategy" tab: actions, summary, and the groups of section cards. */
export function StrategyView({
  strategy,
  actions,
  providerConfigured,
  onGenerate,
}: {
  strategy: Strategy;
  actions: ReactNode;
  providerConfigured: boolean;
  onGenerate(keys: string[]): Promise<void>;
}) {
  const anyOpen = useExpandedGroups((state) => state.expanded.size > 0);
  const replace = useExpandedGroups((state) => state.replace);
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <div className="space-y-4">
          {actions}
          <StrategySummary strategy={strategy} />
          <div className="flex items-center justify-between gap-3 pt-2">
            <h2 className="font-semibold text-slate-900">Sections</h2>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => replace(anyOpen ? [] : CATALOGUE.map((group) => group.title))}
            >
              {anyOpen ? 'Collapse all' : 'Expand all'}
            </Button>
          </div>
          <div className="space-y-3">
            {CATALOGUE.map((group) => (
              <ViewGroup
                key={group.title}
                group={group}
                strategyId={strategy.id}
                providerConfigured={providerConfigured}
                onGenerate={onGenerate}
              />
            ))}
          </div>
        </div>
      </MotionConfig>
    </LazyMotion>
  );
}
