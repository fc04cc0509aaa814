import { Hono } from 'hono';
import type { ServerContext } from '../context.ts';

export function healthRoutes({ config, database }: ServerContext) {
  return new Hono().get('/', (c) =>
    c.json({
      ok: true,
      database: database.kind,
      provider: { configured: config.provider !== undefined, model: config.model },
      accessTokenRequired: config.accessToken !== undefined,
    }),
  );
}
