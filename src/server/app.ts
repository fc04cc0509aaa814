import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ApplyGlobalResponse } from 'hono/client';
import { except } from 'hono/combine';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { ServerContext } from './context.ts';
import { AppError } from './errors.ts';
import { downloadSigner } from './mcp/download-links.ts';
import { inProcessApi } from './mcp/in-process-api.ts';
import { ownerAccess } from './middleware/owner-access.ts';
import { type AppVariables, requestLog } from './middleware/request-log.ts';
import { openAccess } from './route-access.ts';
import { brandSettingsRoutes, FIRM_LOGO_UPLOAD_PATH } from './routes/brand-settings.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { changeMemoRoutes } from './routes/change-memo.ts';
import { DOCUMENT_UPLOAD_PATH, documentRoutes } from './routes/documents.ts';
import { downloadRoutes } from './routes/downloads.ts';
import { eventRoutes } from './routes/events.ts';
import { ownerExportRoutes } from './routes/exports.ts';
import { factRoutes } from './routes/facts.ts';
import { ACTUALS_UPLOAD_PATH, financialRoutes } from './routes/financials.ts';
import { healthRoutes } from './routes/health.ts';
import { intakeRoutes } from './routes/intake.ts';
import { LOGO_UPLOAD_PATH, logoRoutes } from './routes/logos.ts';
import { mcpRoutes } from './routes/mcp.ts';
import { metricsRoutes } from './routes/metrics.ts';
import { openApiRoutes } from './routes/openapi.ts';
import { type StrategyVariables, strategyIdParam } from './routes/path-params.ts';
import { playbookRoutes } from './routes/playbooks.ts';
import { qualityRoutes } from './routes/quality.ts';
import { reportProfileRoutes } from './routes/report-profiles.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { revisionRoutes } from './routes/revisions.ts';
import { runRoutes } from './routes/runs.ts';
import { sectionTitleRoutes } from './routes/section-titles.ts';
import { sessionRoutes } from './routes/session.ts';
import { settingsRoutes } from './routes/settings.ts';
import { shareHolderRoutes } from './routes/share-holder.ts';
import { ownerShareReadingRoutes } from './routes/share-reading.ts';
import { ownerShareRoutes } from './routes/shares.ts';
import { strategyCollectionRoutes, strategyRoutes } from './routes/strategies.ts';
import { WORD_TEMPLATE_UPLOAD_PATH, wordTemplateRoutes } from './routes/word-template.ts';
import { mountWebApp } from './static-files.ts';

/** JSON bodies: a 200,000-character section in multi-byte script fits; more is refused. */
export const JSON_BODY_LIMIT = 1024 * 1024;

export function createApi(context: ServerContext) {
  let whole: Hono | undefined;
  const api = inProcessApi(() => whole!, context.config.accessToken);
  const signer = downloadSigner(context.config.accessToken);
  const app = new Hono<{ Variables: AppVariables }>()
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
    .use(
      '/api/*',
      except(
        // Images with their own 2 MB limit, documents with their own 20 MB one, actuals 64 KB, the
        // Word template 5 MB.
        [
          LOGO_UPLOAD_PATH,
          FIRM_LOGO_UPLOAD_PATH,
          DOCUMENT_UPLOAD_PATH,
          ACTUALS_UPLOAD_PATH,
          WORD_TEMPLATE_UPLOAD_PATH,
        ],
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
    .use(
      '/mcp',
      bodyLimit({
        maxSize: JSON_BODY_LIMIT,
        onError: (c) => c.json({ error: 'Request body too large' }, 413),
      }),
    )
    .route('/mcp', mcpRoutes(context, { api, signer }))
    // The signature is the credential, not the token.
    .use('/api/downloads/*', openAccess())
    .route('/api/downloads', downloadRoutes({ api, signer }))
    .route(
      '/',
      apiRoutes(context, () => whole!),
    );
  whole = app as unknown as Hono;
  return app;
}

/**
 * Everything under `/api` the page, the command line and the MCP tools call: its type is the
 * contract `hc<AppType>` reads (decision 0112). Apart from `createApi` so that the in-process
 * client typed by it is not part of its own type.
 */
function apiRoutes(context: ServerContext, whole: () => Hono) {
  return new Hono()
    .route('/api', openRoutes(context, whole))
    .route('/api/shares/:shareId', shareHolderRoutes(context))
    .route('/api', ownerRoutes(context));
}

/** What every refusal answers (`onError` below, the body limit): `{ error, code? }`. */
type ErrorAnswer = { json: ReturnType<AppError['toJSON']> };

/** The `/api` routes with their answers, refusals included, for `hc<AppType>`. */
export type AppType = ApplyGlobalResponse<
  ReturnType<typeof apiRoutes>,
  Record<AppError['status'] | 413, ErrorAnswer>
>;

/** Anyone may use these: health, the catalogue, signing in, and the API's own description. */
function openRoutes(context: ServerContext, app: () => Hono) {
  return new Hono()
    .use(openAccess())
    .route('/health', healthRoutes(context))
    .route('/catalogue', catalogueRoutes())
    .route('/session', sessionRoutes(context))
    .route('/', openApiRoutes(app));
}

/**
 * A route's own header wins (a logo's `max-age`, the event stream's `no-cache`); every other
 * answer gets this one, so no cache in front keeps a strategy or a revoked link's content.
 */
function cacheControl(value: string) {
  return createMiddleware(async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.header('Cache-Control', value);
  });
}

/**
 * The owner's routes: every one needs the access token (or, without one, a local request),
 * because it is mounted behind `ownerAccess`. Mounted last, so the middleware's `/api/*` never
 * runs for the open or share-holder routes, which answer before it. A route about one strategy
 * goes in a sub-app under `/strategies/:id`, whose id is checked once there.
 */
function ownerRoutes(context: ServerContext) {
  const strategy = new Hono<{ Variables: StrategyVariables }>()
    .use(strategyIdParam())
    .route('/', strategyRoutes(context))
    .route('/', runRoutes(context))
    .route('/', eventRoutes(context))
    .route('/', ownerShareRoutes(context))
    .route('/', ownerShareReadingRoutes(context))
    .route('/', ownerExportRoutes(context))
    .route('/', financialRoutes(context))
    .route('/', factRoutes(context))
    .route('/', intakeRoutes(context))
    .route('/', sectionTitleRoutes(context))
    .route('/', logoRoutes(context))
    .route('/', reviewRoutes(context))
    .route('/', documentRoutes(context))
    .route('/', qualityRoutes(context))
    .route('/', revisionRoutes(context))
    .route('/', changeMemoRoutes(context));
  return new Hono<{ Variables: AppVariables }>()
    .use(ownerAccess(context.config.accessToken))
    .use(cacheControl('no-store'))
    .route('/metrics', metricsRoutes(context))
    .route('/playbooks', playbookRoutes(context))
    .route('/report-profiles', reportProfileRoutes(context))
    .route('/settings/brand', brandSettingsRoutes(context))
    .route('/settings/word-template', wordTemplateRoutes(context))
    .route('/settings', settingsRoutes(context))
    .route('/strategies', strategyCollectionRoutes(context))
    .route('/strategies/:id', strategy);
}

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
