import { Hono } from 'hono';
import { z } from 'zod';
import type { Health } from '../../domain/health.ts';
import type { ServerContext } from '../context.ts';
import { describeRoute } from '../route-description.ts';

/** `GET /api/health`: `Health` and the kind of database. */
const healthResponse = z.object({
  ok: z.boolean(),
  database: z.string(),
  provider: z.object({ configured: z.boolean(), model: z.string().optional() }),
  accessTokenRequired: z.boolean(),
});

export function healthRoutes({ config, database, settings }: ServerContext) {
  return new Hono().get(
    '/',
    describeRoute({
      summary: 'provider configured, model, whether a token is required',
      responses: { 200: healthResponse },
    }),
    async (c) => {
      // The environment's provider, or the one saved in settings (the environment's alone when
      // the settings cannot be read).
      const provider = await settings
        .effectiveProvider()
        .catch(() =>
          config.provider ? { configured: true, model: config.provider.model } : undefined,
        );
      return c.json(
        {
          ok: true,
          database: database.kind,
          // No model is named when none is configured: the page would show a model that writes nothing.
          provider: provider?.configured
            ? { configured: true, model: provider.model }
            : { configured: false },
          accessTokenRequired: config.accessToken !== undefined,
        } satisfies Health & z.input<typeof healthResponse>,
        200,
      );
    },
  );
}
