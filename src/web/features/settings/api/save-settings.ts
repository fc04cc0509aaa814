import { useMutation } from '@tanstack/react-query';
import type { SettingsUpdate, SettingsView } from '../../../../domain/settings-presets.ts';
import { answer, client } from '../../../lib/api.ts';
import { healthQueryOptions } from '../../../lib/health.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { settingsQueryOptions } from '../../../lib/settings.ts';
import { strategyKeys } from '../../../lib/strategy-keys.ts';

export function saveSettings(update: SettingsUpdate): Promise<SettingsView> {
  return answer(client.settings.$put({ json: update }));
}

export function useSaveSettings() {
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsQueryOptions.queryKey, settings);
      // The header's model and "no provider" notice, and costs in the library, follow.
      void queryClient.invalidateQueries({ queryKey: healthQueryOptions.queryKey });
      void queryClient.invalidateQueries({ queryKey: strategyKeys.list() });
    },
  });
}
