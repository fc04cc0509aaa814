import { Hono } from 'hono';
import type { z } from 'zod';
import {
  connectionTestSchema,
  DEMO_MODEL,
  findPreset,
  settingsUpdateSchema,
} from '../../domain/settings.ts';
import type { ServerContext } from '../context.ts';
import { redactAddressIn, unlessRedacted } from '../redact-secrets.ts';
import { describeRoute } from '../route-description.ts';
import { listModels, type ProbeTarget, testConnection } from '../settings/provider-probe.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import { validate } from '../validation.ts';
import { recentDeliveries } from '../webhooks/webhook-queue.ts';
import {
  connectionTestResponse,
  modelListResponse,
  settingsResponse,
  webhookDeliveriesResponse,
} from './settings-responses.ts';

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
  const preset = input.preset ?? effective.preset;
  if (preset === 'demo') {
    // The app's own demo model: its address and key never come from the page.
    return {
      ...(await settings.addressOf({ preset, baseURL: '', apiKey: undefined })),
      model: DEMO_MODEL,
      modelSettings: settings.modelSettings(),
    };
  }
  const presetURL = input.preset ? findPreset(input.preset)?.baseURL : undefined;
  // The page shows the saved address redacted, and sends it back as shown.
  const baseURL = normalise(
    unlessRedacted(
      input.baseURL ?? (presetURL && !presetURL.includes('<') ? presetURL : effective.baseURL),
      effective.baseURL,
    ),
  );
  const sameAddress = baseURL === normalise(effective.baseURL);
  return {
    baseURL,
    model: input.model ?? effective.model,
    apiKey: input.apiKey ?? (sameAddress ? effective.apiKey : undefined),
    modelSettings: settings.modelSettings(),
  };
}

/** A probe's answer quotes the address it tried: without its credentials (issue 32). */
function withAddressRedacted<Answer extends { message?: string }>(
  answer: Answer,
  target: ProbeTarget,
): Answer {
  return answer.message === undefined
    ? answer
    : { ...answer, message: redactAddressIn(answer.message, target.baseURL) };
}

/** Owner settings (the access token guards all of `/api` but health, catalogue and shares). */
export function settingsRoutes({ settings, database }: ServerContext) {
  return new Hono()
    .get(
      '/',
      describeRoute({
        summary:
          'provider and prices as saved; never the key, only whether one is set and its last four characters; the base URL with its user, password and query values (but `api-version`) redacted, and taken as the saved one when sent back so',
        responses: { 200: settingsResponse },
      }),
      async (c) => c.json((await settings.view()) satisfies z.input<typeof settingsResponse>, 200),
    )
    .get(
      '/webhooks/deliveries',
      describeRoute({
        summary: 'the newest 50 webhook deliveries: event, status, attempts, last response code',
        responses: { 200: webhookDeliveriesResponse },
      }),
      async (c) =>
        c.json(
          (await recentDeliveries(database)) satisfies z.input<typeof webhookDeliveriesResponse>,
          200,
        ),
    )
    .put(
      '/',
      describeRoute({
        summary:
          'change provider, prices and `webhooks: [{url, events, secret}]` (the whole list; `secret` write-only, kept when omitted); `provider: {preset: "demo"}` is the bundled demo model the server serves itself (no base URL or key; model `demo`, decision 0095)',
        responses: { 200: settingsResponse },
      }),
      validate('json', settingsUpdateSchema),
      async (c) =>
        c.json(
          (await settings.update(c.req.valid('json'))) satisfies z.input<typeof settingsResponse>,
          200,
        ),
    )
    .post(
      '/test',
      describeRoute({
        summary: '`{provider}` → whether the model answers (the address quoted redacted)',
        responses: { 200: connectionTestResponse },
      }),
      validate('json', connectionTestSchema),
      async (c) => {
        const target = await probeTarget(settings, c.req.valid('json').provider);
        return c.json(
          withAddressRedacted(await testConnection(target), target) satisfies z.input<
            typeof connectionTestResponse
          >,
          200,
        );
      },
    )
    .get(
      '/models',
      describeRoute({
        summary: "the provider's models (POST: for an unsaved `{provider}`)",
        responses: { 200: modelListResponse },
      }),
      async (c) => c.json(await redactedModels(await probeTarget(settings)), 200),
    )
    .post(
      '/models',
      describeRoute({
        summary: "the provider's models (POST: for an unsaved `{provider}`)",
        responses: { 200: modelListResponse },
      }),
      validate('json', connectionTestSchema),
      async (c) =>
        c.json(
          await redactedModels(await probeTarget(settings, c.req.valid('json').provider)),
          200,
        ),
    );
}

/** The provider's models, for the saved provider (GET) and an unsaved one (POST) alike. */
async function redactedModels(
  target: Awaited<ReturnType<typeof probeTarget>>,
): Promise<z.input<typeof modelListResponse>> {
  return withAddressRedacted(await listModels(target), target);
}
