import { useState } from 'react';
import type { ShareAccessType, ShareLink } from '../../../../domain/share-link.ts';
import type { Language } from '../../../../domain/strategy-limits.ts';
import { Button } from '../../../components/button.tsx';
import { Plus } from '../../../components/icons.ts';
import { GeneratedLink } from './generated-link.tsx';
import { NewLinkForm } from './new-link-form.tsx';
import { ShareLinksList } from './share-links-list.tsx';

/** Mounted while the dialog is open, so each opening starts from the form. */
export function ShareDialogBody({
  strategyId,
  language,
  accessType,
}: {
  strategyId: string;
  language: Language;
  accessType?: ShareAccessType;
}) {
  const [created, setCreated] = useState<ShareLink | null>(null);
  return (
    <div className="space-y-6 overflow-y-auto px-5 py-5 sm:px-6">
      {created ? (
        <div className="space-y-3">
          <GeneratedLink link={created} language={language} />
          <Button variant="ghost" size="sm" onClick={() => setCreated(null)}>
            <Plus aria-hidden className="size-4" /> Create another link
          </Button>
        </div>
      ) : (
        <NewLinkForm
          strategyId={strategyId}
          onCreated={setCreated}
          {...(accessType ? { initialAccessType: accessType } : {})}
        />
      )}
      <div className="border-slate-100 border-t pt-5">
        <ShareLinksList strategyId={strategyId} language={language} />
      </div>
    </div>
  );
}
