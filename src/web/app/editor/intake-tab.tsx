import type { Strategy } from '../../../domain/strategy.ts';
import { IntakeStep } from '../../features/intake/components/intake-step.tsx';
import { ShareButton } from '../../features/share/share-button.tsx';

/**
 * "Questions & Brief", the step before Generate: the intake feature, with the share dialog as
 * its "Send to the client" (the client's questionnaire is a kind of share link).
 */
export function IntakeTab({
  strategy,
  providerConfigured,
}: {
  strategy: Strategy;
  providerConfigured: boolean;
}) {
  return (
    <IntakeStep
      strategyId={strategy.id}
      providerConfigured={providerConfigured}
      sendToClient={
        <ShareButton
          strategyId={strategy.id}
          language={strategy.language}
          label="Send to the client"
          accessType="intake"
        />
      }
    />
  );
}
