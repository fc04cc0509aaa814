import { useQuery } from '@tanstack/react-query';
import type { SettingsView } from '../../../../domain/settings-presets.ts';
import { Notice } from '../../../components/notice.tsx';
import { answer, client } from '../../../lib/api.ts';

/**
 * The webhooks as saved (set through `PUT /api/settings`, see README) and the newest deliveries
 * with their last response code, so the owner sees whether a receiver answers.
 */
export function WebhookLog({ settings }: { settings: SettingsView }) {
  const deliveries = useQuery({
    queryKey: ['settings', 'webhook-deliveries'],
    queryFn: () => answer(client.settings.webhooks.deliveries.$get()),
    refetchInterval: 10_000,
  });
  const webhooks = settings.webhooks ?? [];
  if (webhooks.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        No webhooks. Add them with <code>PUT /api/settings</code> (see the API reference at{' '}
        <a className="underline" href="/api/docs">
          /api/docs
        </a>
        ).
      </p>
    );
  }
  return (
    <div className="space-y-3 text-sm">
      <ul className="space-y-1">
        {webhooks.map((webhook) => (
          <li key={webhook.url}>
            <span className="font-medium break-all">{webhook.url}</span>{' '}
            <span className="text-slate-600">{webhook.events.join(', ')}</span>
          </li>
        ))}
      </ul>
      {deliveries.error ? <Notice tone="error" title={deliveries.error.message} /> : null}
      {deliveries.data && deliveries.data.length > 0 ? (
        <table className="w-full text-left">
          <caption className="sr-only">Recent deliveries</caption>
          <thead>
            <tr className="text-slate-600">
              <th scope="col">Event</th>
              <th scope="col">Status</th>
              <th scope="col">Tries</th>
              <th scope="col">Last answer</th>
            </tr>
          </thead>
          <tbody>
            {deliveries.data.map((delivery) => (
              <tr key={delivery.id} title={delivery.url}>
                <td>{delivery.event}</td>
                <td>{delivery.status}</td>
                <td>{delivery.attempts}</td>
                <td>{delivery.lastResponseStatus ?? delivery.lastError ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-slate-600">No deliveries yet.</p>
      )}
    </div>
  );
}
