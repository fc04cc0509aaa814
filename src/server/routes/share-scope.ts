import { createMiddleware } from 'hono/factory';
import type { ShareAccessType } from '../../domain/share-link.ts';
import { AppError } from '../errors.ts';
import { shareRefusal } from '../store/shares.ts';
import type { ShareVariables } from './share-holder.ts';

/**
 * All a questionnaire link (`intake`, decision 0103) or a memo link (`memo`, decision 0109) may
 * call under `/api/shares/:shareId`: listed, not refused one by one, so a route added to the share
 * holder later is closed to them until someone opens it here. The other links are not listed:
 * they reach every route, each of which checks what they may do.
 */
const SCOPED_LINK_ROUTES: Partial<Record<ShareAccessType, ReadonlySet<string>>> = {
  intake: new Set(['GET /', 'GET /logo', 'GET /firm-logo', 'PUT /answers']),
  memo: new Set([
    'GET /',
    'GET /logo',
    'GET /firm-logo',
    'GET /export/pdf',
    'GET /export/docx',
    'GET /export/md',
  ]),
};

/** `GET /api/shares/<id>/logo/` -> `GET /logo`; HEAD is a GET. */
function routeOf(method: string, path: string): string {
  const rest = path.replace(/^\/api\/shares\/[^/]+/, '').replace(/\/+$/, '') || '/';
  return `${method === 'HEAD' ? 'GET' : method} ${rest}`;
}

/** 403 naming what a scoped link may do, for anything else it asks. */
export const scopedLinkLimits = createMiddleware<{ Variables: ShareVariables }>(async (c, next) => {
  const routes = SCOPED_LINK_ROUTES[c.var.share.accessType];
  if (routes && !routes.has(routeOf(c.req.method, c.req.path))) {
    throw new AppError('FORBIDDEN', shareRefusal(c.var.share.accessType));
  }
  await next();
});
