import { useMutation } from '@tanstack/react-query';
import { API } from '../../../../domain/api-routes.ts';
import type {
  ConnectionTestResult,
  ProviderPresetId,
} from '../../../../domain/settings-presets.ts';
import { api } from '../../../lib/api.ts';

/** What the form holds but may not have saved: tried as it is. */
export interface ProviderDraft {
  preset?: ProviderPresetId;
  baseURL?: string;
  model?: string;
  apiKey?: string;
}

export function testConnection(provider: ProviderDraft): Promise<ConnectionTestResult> {
  return api(API.testConnection.to(), { json: { provider } });
}

export function useTestConnection() {
  return useMutation({ mutationFn: testConnection });
}
