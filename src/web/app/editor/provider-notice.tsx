import { useQuery } from '@tanstack/react-query';
import { Notice } from '../../components/notice.tsx';
import { healthQueryOptions, NO_PROVIDER_MESSAGE } from '../../lib/health.ts';

/** Says plainly when generation cannot work, and what to set. */
export function ProviderNotice() {
  const { data } = useQuery(healthQueryOptions);
  if (!data || data.provider.configured) return null;
  return (
    <Notice tone="warning" role="alert" title={NO_PROVIDER_MESSAGE}>
      <p>
        You can still write, edit, export and share strategies. Set the variable in the server's
        environment or <code>.env</code> file and restart it to generate sections.
      </p>
    </Notice>
  );
}
