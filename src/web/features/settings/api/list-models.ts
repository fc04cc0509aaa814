import { useMutation } from '@tanstack/react-query';
import { API } from '../../../../domain/api-routes.ts';
import type { ModelList } from '../../../../domain/settings-presets.ts';
import { api } from '../../../lib/api.ts';
import type { ProviderDraft } from './test-connection.ts';

export function listModels(provider: ProviderDraft): Promise<ModelList> {
  return api(API.listModels.to(), { json: { provider } });
}

export function useListModels() {
  return useMutation({ mutationFn: listModels });
}
