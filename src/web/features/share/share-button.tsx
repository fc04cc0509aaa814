import { Dialog } from 'radix-ui';
import type { ShareAccessType } from '../../../domain/share-link.ts';
import type { Language } from '../../../domain/strategy-limits.ts';
import { Button } from '../../components/button.tsx';
import { Share2 } from '../../components/icons.ts';
import { ShareDialog } from './components/share-dialog.tsx';

/**
 * "Share Strategy": opens the share dialog for a saved strategy. `label` and `accessType` let
 * another step open the same dialog ("Send to the client", with the access chosen for it).
 */
export function ShareButton({
  strategyId,
  language,
  label = 'Share Strategy',
  accessType,
}: {
  strategyId: string;
  language: Language;
  label?: string;
  /** The access the new link form starts with; unset: view. */
  accessType?: ShareAccessType;
}) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="secondary">
          <Share2 aria-hidden className="size-4" />
          {label}
        </Button>
      </Dialog.Trigger>
      <ShareDialog
        strategyId={strategyId}
        language={language}
        {...(accessType ? { accessType } : {})}
      />
    </Dialog.Root>
  );
}
