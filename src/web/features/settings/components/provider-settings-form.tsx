import { type FormEvent, useId, useState } from 'react';
import {
  DEMO_PRESET_LABEL,
  findPreset,
  MAX_CONCURRENCY,
  PROVIDER_PRESETS,
  type ProviderPresetId,
  type SettingsView,
} from '../../../../domain/settings-presets.ts';
import { Button } from '../../../components/button.tsx';
import { Field, inputClassName } from '../../../components/field.tsx';
import { PlugZap, RefreshCw, Save } from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { notify, notifyError } from '../../../lib/toast.ts';
import { useListModels } from '../api/list-models.ts';
import { useSaveSettings } from '../api/save-settings.ts';
import { type ProviderDraft, useTestConnection } from '../api/test-connection.ts';
import { ConnectionResult } from './connection-result.tsx';

const FIXED_BY: Record<string, string> = {
  baseURL: 'LLM_BASE_URL or OPENAI_API_KEY',
  apiKey: 'LLM_API_KEY or OPENAI_API_KEY',
  model: 'LLM_MODEL',
  concurrency: 'GENERATION_CONCURRENCY',
};

/** Preset, address, key (write-only), model and concurrency; tried with "Test connection". */
export function ProviderSettingsForm({ settings }: { settings: SettingsView }) {
  const id = useId();
  const saved = settings.provider;
  const locked = new Set<string>(saved.lockedByEnvironment);
  const [preset, setPreset] = useState<ProviderPresetId>(saved.preset);
  const [baseURL, setBaseURL] = useState(saved.baseURL);
  const [model, setModel] = useState(saved.model);
  const [apiKey, setApiKey] = useState('');
  const [concurrency, setConcurrency] = useState(String(saved.concurrency));
  const save = useSaveSettings();
  const test = useTestConnection();
  const models = useListModels();
  const chosen = findPreset(preset);
  const demo = preset === 'demo';

  const fixedHint = (field: string) =>
    locked.has(field) ? `Fixed by the environment (${FIXED_BY[field]}).` : undefined;

  const draft = (): ProviderDraft => ({
    ...(locked.has('baseURL') ? {} : { preset, baseURL: baseURL.trim() }),
    ...(locked.has('model') ? {} : { model: model.trim() }),
    ...(apiKey.trim() && !locked.has('apiKey') ? { apiKey: apiKey.trim() } : {}),
  });

  const choosePreset = (next: ProviderPresetId) => {
    setPreset(next);
    const nextPreset = findPreset(next);
    setBaseURL(nextPreset?.baseURL ?? '');
    models.reset();
    test.reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const count = Number(concurrency);
    save.mutate(
      {
        provider: {
          ...draft(),
          ...(locked.has('concurrency') ? {} : { concurrency: count }),
        },
      },
      {
        onSuccess: () => {
          setApiKey('');
          notify({ tone: 'success', title: 'Provider settings saved' });
        },
        onError: (error) => notifyError('Could not save the provider settings', error),
      },
    );
  };

  const modelListId = `${id}-models`;
  const keyHint = locked.has('apiKey')
    ? `${fixedHint('apiKey')}${saved.apiKeyHint ? ` Set, ends in ${saved.apiKeyHint}.` : ''}`
    : saved.apiKeySet
      ? `Set, ends in ${saved.apiKeyHint}. Type a new key to replace it.`
      : chosen?.needsKey
        ? 'Not set. It is stored encrypted on the server and never shown again.'
        : 'Not needed for a local server.';

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label="AI provider">
      <Field
        id={`${id}-preset`}
        label="Provider"
        hint={
          fixedHint('baseURL') ??
          (demo
            ? 'The app writes short sample sections itself, each labelled as sample text: to try it without a key. Choose a real provider to have sections written from your overview.'
            : saved.configured
              ? undefined
              : `No key yet? Choose "${DEMO_PRESET_LABEL}" to try the whole app.`)
        }
      >
        <select
          id={`${id}-preset`}
          className={inputClassName}
          value={preset}
          disabled={locked.has('baseURL')}
          onChange={(event) => choosePreset(event.target.value as ProviderPresetId)}
        >
          {PROVIDER_PRESETS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      {demo ? null : (
        <>
          <Field
            id={`${id}-base-url`}
            label="Base URL"
            hint={
              fixedHint('baseURL') ??
              (baseURL.includes('<') ? 'Replace the part in <angle brackets>.' : undefined)
            }
          >
            <input
              id={`${id}-base-url`}
              className={inputClassName}
              value={baseURL}
              disabled={locked.has('baseURL')}
              inputMode="url"
              placeholder="https://host/v1"
              onChange={(event) => setBaseURL(event.target.value)}
            />
          </Field>
          <Field id={`${id}-key`} label="API key" hint={keyHint}>
            <input
              id={`${id}-key`}
              className={inputClassName}
              type="password"
              autoComplete="off"
              value={apiKey}
              disabled={locked.has('apiKey')}
              placeholder={saved.apiKeySet ? `set, ends in ${saved.apiKeyHint}` : ''}
              onChange={(event) => setApiKey(event.target.value)}
            />
          </Field>
          <Field
            id={`${id}-model`}
            label="Model"
            hint={
              fixedHint('model') ??
              (models.data && !models.data.available
                ? models.data.message
                : models.data
                  ? `${models.data.models.length} models listed by the provider.`
                  : chosen?.exampleModel
                    ? `For example ${chosen.exampleModel}.`
                    : undefined)
            }
          >
            <div className="flex gap-2">
              <input
                id={`${id}-model`}
                className={inputClassName}
                value={model}
                list={modelListId}
                disabled={locked.has('model')}
                autoComplete="off"
                onChange={(event) => setModel(event.target.value)}
              />
              <Button
                type="button"
                size="md"
                disabled={locked.has('model') || models.isPending}
                onClick={() => models.mutate(draft())}
                aria-label="Load the provider's models"
              >
                {models.isPending ? <Spinner /> : <RefreshCw aria-hidden className="size-4" />}
                <span className="hidden sm:inline">Models</span>
              </Button>
            </div>
            <datalist id={modelListId}>
              {(models.data?.models ?? []).map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          </Field>
        </>
      )}
      <Field
        id={`${id}-concurrency`}
        label="Sections written at once"
        hint={
          fixedHint('concurrency') ??
          `1 to ${MAX_CONCURRENCY}; lower it if the provider answers "busy".`
        }
      >
        <input
          id={`${id}-concurrency`}
          className={inputClassName}
          type="number"
          min={1}
          max={MAX_CONCURRENCY}
          value={concurrency}
          disabled={locked.has('concurrency')}
          onChange={(event) => setConcurrency(event.target.value)}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : <Save aria-hidden className="size-4" />} Save provider
        </Button>
        <Button type="button" disabled={test.isPending} onClick={() => test.mutate(draft())}>
          {test.isPending ? <Spinner /> : <PlugZap aria-hidden className="size-4" />} Test
          connection
        </Button>
        {saved.apiKeySet && !locked.has('apiKey') ? (
          <Button
            type="button"
            variant="ghost"
            disabled={save.isPending}
            onClick={() =>
              save.mutate(
                { provider: { apiKey: null } },
                { onError: (error) => notifyError('Could not remove the key', error) },
              )
            }
          >
            Remove key
          </Button>
        ) : null}
      </div>
      <ConnectionResult pending={test.isPending} result={test.data} error={test.error} />
    </form>
  );
}
