import { Share2 } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { Language } from '../../../domain/strategy-limits.ts';
import { Button } from '../../components/button.tsx';
import { ShareDialog } from './components/share-dialog.tsx';

/** "Share Strategy": opens the share dialog for a saved strategy. */
export function ShareButton({ strategyId, language }: { strategyId: string; language: Language }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="secondary">
          <Share2 aria-hidden className="size-4" />
          Share Strategy
        </Button>
      </Dialog.Trigger>
      <ShareDialog strategyId={strategyId} language={language} />
    </Dialog.Root>
  );
}
