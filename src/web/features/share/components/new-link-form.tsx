import { useState } from 'react';
import type { ShareAccessType, ShareLink } from '../../../../domain/share-link.ts';
import { Button } from '../../../components/button.tsx';
import { Link2 } from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { notifyError } from '../../../lib/toast.ts';
import { useCreateShare } from '../api/create-share.ts';
import { type ExpiryChoice, expiryDays } from '../lib/share-labels.ts';
import { useNewLinkProfile } from '../new-link-profile.tsx';
import { AccessTypeChoice } from './access-type-choice.tsx';
import { ExpirationSelect } from './expiration-select.tsx';

/** Access, expiration and the report profile the link shows, then "Generate Link". */
export function NewLinkForm({
  strategyId,
  onCreated,
  initialAccessType = 'view',
}: {
  strategyId: string;
  onCreated: (link: ShareLink) => void;
  initialAccessType?: ShareAccessType;
}) {
  const { profileId, picker } = useNewLinkProfile();
  const [accessType, setAccessType] = useState<ShareAccessType>(initialAccessType);
  const [expiry, setExpiry] = useState<ExpiryChoice>('never');
  const create = useCreateShare(strategyId);
  const busy = create.isPending;
  return (
    <form
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          {
            accessType,
            expiresInDays: expiryDays(expiry),
            ...(profileId && accessType !== 'intake' ? { profileId } : {}),
          },
          {
            onSuccess: onCreated,
            onError: (error) => notifyError('Failed to generate the share link', error),
          },
        );
      }}
    >
      <AccessTypeChoice value={accessType} onChange={setAccessType} disabled={busy} />
      <ExpirationSelect value={expiry} onChange={setExpiry} disabled={busy} />
      {/* A questionnaire shows no section: no report profile to choose. */}
      {accessType === 'intake' ? null : picker}
      <Button type="submit" variant="primary" className="w-full" disabled={busy}>
        {busy ? <Spinner /> : <Link2 aria-hidden className="size-4" />}
        Generate Link
      </Button>
    </form>
  );
}
