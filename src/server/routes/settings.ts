import { Hono } from 'hono';
import type { z } from 'zod';
import { connectionTestSchema, findPreset, settingsUpdateSchema } from '../../domain/settings.ts';
import type { ServerContext } from '../context.ts';
import { listModels, type ProbeTarget, testConnection } from '../settings/provider-probe.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import { validate } from '../validation.ts';
import { recentDeliveries } from '../webhooks/webhook-queue.ts';

type ProbeInput = NonNullable<z.infer<typeof connectionTestSchema>['provider']>;

const normalise = (url: string) => url.trim().replace(/\/+$/, '');

/**
 * The provider a test or a model list talks to: the saved one, with what the panel has typed
 * but not saved laid over it. The saved key goes only to the saved address.
 */
async function probeTarget(
  settings: SettingsService,
  input: ProbeInput = {},
): Promise<ProbeTarget> {
  const effective = await settings.effectiveProvider();
  const presetURL = input.preset ? findPreset(input.preset)?.baseURL : undefined;
  const baseURL = normalise(
    input.baseURL ?? (presetURL && !presetURL.includes('<') ? presetURL : effective.baseURL),
  );
  const sameAddress = baseURL === normalise(effective.baseURL);
  return {
    baseURL,
    model: input.model ?? effective.model,
    apiKey: input.apiKey ?? (sameAddress ? effective.apiKey : undefined),
    modelSettings: settings.modelSettings(),
  };
}

/** Owner settings (the access token guards all of `/api` but health, catalogue and shares). */
export function settingsRoutes({ settings, database }: ServerContext) {
  return new Hono()
    .get('/', async (c) => c.json(await settings.view()))
    .get('/webhooks/deliveries', async (c) => c.json(await recentDeliveries(database)))
    .put('/', validate('json', settingsUpdateSchema), async (c) =>
      c.json(await settings.update(c.req.valid('json'))),
    )
    .post('/test', validate('json', connectionTestSchema), async (c) => {
      const target = await probeTarget(settings, c.req.valid('json').provider);
      return c.json(await testConnection(target));
    })
    .get('/models', async (c) => c.json(await listModels(await probeTarget(settings))))
    .post('/models', validate('json', connectionTestSchema), async (c) =>
      c.json(await listModels(await probeTarget(settings, c.req.valid('json').provider))),
    );
}
