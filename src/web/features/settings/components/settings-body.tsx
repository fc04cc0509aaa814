import { useQuery } from '@tanstack/react-query';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { settingsQueryOptions } from '../../../lib/settings.ts';
import { PriceSettingsForm } from './price-settings-form.tsx';
import { ProviderSettingsForm } from './provider-settings-form.tsx';
import { WebhookLog } from './webhook-log.tsx';
import { WordTemplateSettings } from './word-template-settings.tsx';

/** The settings panel's content: loaded with its forms when the panel first opens. */
export function SettingsBody() {
  const { data, error, isPending } = useQuery(settingsQueryOptions);
  if (isPending) return <Spinner />;
  if (error) return <Notice tone="error" role="alert" title={error.message} />;
  return (
    <div className="space-y-8">
      <section aria-labelledby="settings-provider" className="space-y-3">
        <h3 id="settings-provider" className="font-semibold text-slate-900">
          AI provider
        </h3>
        {!data.canStoreKey ? (
          <Notice tone="warning" title="This server cannot store a key">
            <p>Set SETTINGS_SECRET on the server (16 characters or more) to save a key here.</p>
          </Notice>
        ) : null}
        <ProviderSettingsForm settings={data} />
      </section>
      <section aria-labelledby="settings-prices" className="space-y-3">
        <h3 id="settings-prices" className="font-semibold text-slate-900">
          Cost
        </h3>
        <PriceSettingsForm settings={data} />
      </section>
      <section aria-labelledby="settings-word-template" className="space-y-3">
        <h3 id="settings-word-template" className="font-semibold text-slate-900">
          Word template
        </h3>
        <WordTemplateSettings />
      </section>
      <section aria-labelledby="settings-webhooks" className="space-y-3">
        <h3 id="settings-webhooks" className="font-semibold text-slate-900">
          Webhooks
        </h3>
        <WebhookLog settings={data} />
      </section>
    </div>
  );
}
