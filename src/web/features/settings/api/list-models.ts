import { useMutation } from '@tanstack/react-query';
import type { ModelList } from '../../../../domain/settings-presets.ts';
import { answer, client } from '../../../lib/api.ts';
import type { ProviderDraft } from './test-connection.ts';

export function listModels(provider: ProviderDraft): Promise<ModelList> {
  return answer(client.settings.models.$post({ json: { provider } }));
}

export function useListModels() {
  return useMutation({ mutationFn: listModels });
}
