import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { ServerContext } from './context.ts';
import { AppError } from './errors.ts';
import { accessToken } from './middleware/access-token.ts';
import { type AppVariables, requestLog } from './middleware/request-log.ts';
import { rateLimit } from './rate-limit.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { eventRoutes } from './routes/events.ts';
import { exportRoutes } from './routes/exports.ts';
import { healthRoutes } from './routes/health.ts';
import { LOGO_UPLOAD_PATH, logoRoutes } from './routes/logos.ts';
import { metricsRoutes } from './routes/metrics.ts';
import { runRoutes } from './routes/runs.ts';
import { sessionRoutes } from './routes/session.ts';
import { shareRoutes } from './routes/shares.ts';
import { strategyRoutes } from './routes/strategies.ts';
import { mountWebApp } from './static-files.ts';

/** JSON bodies: a 200,000-character section in multi-byte script fits; more is refused. */
export const JSON_BODY_LIMIT = 1024 * 1024;

export function createApi(context: ServerContext) {
  return new Hono<{ Variables: AppVariables }>()
    .use(requestLog(context.logger))
    .use(
      secureHeaders({
        referrerPolicy: 'no-referrer',
        crossOriginResourcePolicy: 'same-origin',
        // A route's own stricter header (a logo's `default-src 'none'`) is kept.
        overwrite: false,
        contentSecurityPolicy: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'none'"],
        },
      }),
    )
    .use('/api/*', accessToken(context.config.accessToken))
    .use('/api/shares/*', rateLimit(context.shareRateLimit))
    .use(
      '/api/*',
      except(
        LOGO_UPLOAD_PATH, // its own 2 MB limit
        bodyLimit({
          maxSize: JSON_BODY_LIMIT,
          // The rest of the body is never read, so the connection cannot carry another request.
          onError: (c) => {
            c.header('connection', 'close');
            return c.json({ error: 'Request body too large' }, 413);
          },
        }),
      ),
    )
    .route('/api/health', healthRoutes(context))
    .route('/api/metrics', metricsRoutes(context))
    .route('/api/catalogue', catalogueRoutes())
    .route('/api/session', sessionRoutes(context))
    .route('/api/strategies', strategyRoutes(context))
    .route('/api/strategies', runRoutes(context))
    .route('/api/strategies', eventRoutes(context))
    .route('/api', shareRoutes(context))
    .route('/api', exportRoutes(context))
    .route('/api', logoRoutes(context));
}

export type AppType = ReturnType<typeof createApi>;

export function createApp(context: ServerContext, options: { serveWeb?: boolean } = {}) {
  const app = createApi(context);
  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  app.onError((error, c) => {
    if (error instanceof AppError) return c.json(error.toJSON(), error.status);
    if (error instanceof HTTPException) {
      return c.json({ error: error.message || 'Bad request' }, error.status);
    }
    const logger = c.get('logger') ?? context.logger;
    logger.error({ err: error }, 'unhandled error');
    return c.json({ error: 'Something went wrong on the server' }, 500);
  });
  if (options.serveWeb !== false) mountWebApp(app as unknown as Hono);
  return app;
}
