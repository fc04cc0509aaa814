import { useMutation } from '@tanstack/react-query';
import type {
  ConnectionTestResult,
  ProviderPresetId,
} from '../../../../domain/settings-presets.ts';
import { answer, client } from '../../../lib/api.ts';

/** What the form holds but may not have saved: tried as it is. */
export interface ProviderDraft {
  preset?: ProviderPresetId;
  baseURL?: string;
  model?: string;
  apiKey?: string;
}

export function testConnection(provider: ProviderDraft): Promise<ConnectionTestResult> {
  return answer(client.settings.test.$post({ json: { provider } }));
}

export function useTestConnection() {
  return useMutation({ mutationFn: testConnection });
}
