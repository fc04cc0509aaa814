import { useQuery } from '@tanstack/react-query';
import { NO_PROVIDER_CONFIGURED } from '../../../domain/health.ts';
import { DEMO_PRESET_LABEL } from '../../../domain/settings-presets.ts';
import { Notice } from '../../components/notice.tsx';
import { healthQueryOptions } from '../../lib/health.ts';

/** Says plainly when generation cannot work, and what to set. */
export function ProviderNotice() {
  const { data } = useQuery(healthQueryOptions);
  if (!data || data.provider.configured) return null;
  return (
    <Notice tone="warning" role="alert" title={NO_PROVIDER_CONFIGURED}>
      <p>
        You can still write, edit, export and share strategies. Choose a provider in Settings (top
        right), or set the variable in the server's environment or <code>.env</code> file and
        restart it, to generate sections. To try the app without a key, choose "{DEMO_PRESET_LABEL}"
        in Settings: it writes labelled sample text.
      </p>
    </Notice>
  );
}
