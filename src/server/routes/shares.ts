import { type Context, Hono } from 'hono';
import {
  createShareSchema,
  type SharedStrategy,
  type SharedStrategyResponse,
  type ShareLink,
} from '../../domain/share.ts';
import { type Strategy, sectionEditSchema } from '../../domain/strategy.ts';
import type { ServerContext } from '../context.ts';
import { AppError, SHARE_EXPIRED_OR_INVALID } from '../errors.ts';
import { writeSectionContent } from '../store/sections.ts';
import {
  createShare,
  listShares,
  resolveEditableShare,
  resolveShare,
  revokeShare,
  SHARE_EDITS_SECTIONS_ONLY,
  SHARE_VIEW_ONLY,
  type Share,
} from '../store/shares.ts';
import { findStrategy } from '../store/strategies.ts';
import { validate } from '../validation.ts';

const HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/**
 * The origin the person's browser used, so the link works when pasted. Behind a TLS reverse
 * proxy the request reaches us as plain http, so `X-Forwarded-Proto` and `X-Forwarded-Host` are
 * honoured (first value, well-formed only). That is safe here although any client can send them:
 * only the share's owner (the token holder) receives `url`, it is computed per request and never
 * stored or cached, so a forged header only misleads the person who forged it.
 */
export function publicOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const forwardedProto = firstValue(c.req.header('x-forwarded-proto'))?.toLowerCase();
  const forwardedHost = firstValue(c.req.header('x-forwarded-host'));
  const protocol =
    forwardedProto === 'http' || forwardedProto === 'https' ? `${forwardedProto}:` : url.protocol;
  const host = forwardedHost && HOST.test(forwardedHost) ? forwardedHost : url.host;
  return `${protocol}//${host}`;
}

function firstValue(header: string | undefined): string | undefined {
  return header?.split(',')[0]?.trim() || undefined;
}

function toShareLink(share: Share, origin: string): ShareLink {
  return {
    id: share.id,
    url: `${origin}/share/${share.id}`,
    accessType: share.accessType,
    createdAt: share.createdAt,
    expiresAt: share.expiresAt,
  };
}

/**
 * The strategy as a share holder sees it. Its id and version are left out: with them a share
 * holder could call the owner's routes on a server that has no access token.
 */
export function toSharedStrategy(strategy: Strategy, shareId: string): SharedStrategy {
  const logoVersion =
    strategy.logoUrl && new URL(strategy.logoUrl, 'http://x').searchParams.get('v');
  return {
    overview: strategy.overview,
    metadata: strategy.metadata,
    language: strategy.language,
    ...(strategy.logoUrl ? { logoUrl: `/api/shares/${shareId}/logo?v=${logoVersion ?? ''}` } : {}),
    updatedAt: strategy.updatedAt,
    sections: Object.fromEntries(
      Object.values(strategy.sections).map(({ key, title, status, content, updatedAt }) => [
        key,
        { key, title, status, content, updatedAt },
      ]),
    ),
  };
}

/**
 * Owner routes (`/strategies/:id/shares`, `DELETE /shares/:shareId`) need the access token; the
 * share holder's routes are open (see middleware/access-token.ts) and check the share itself.
 * Mounted at `/api`.
 */
export function shareRoutes({ database, bus }: ServerContext) {
  const { db } = database;
  return (
    new Hono()
      .post('/strategies/:id/shares', validate('json', createShareSchema), async (c) => {
        const share = await createShare(db, {
          strategyId: c.req.param('id'),
          ...c.req.valid('json'),
        });
        return c.json(toShareLink(share, publicOrigin(c)), 201);
      })
      .get('/strategies/:id/shares', async (c) => {
        const origin = publicOrigin(c);
        const shares = await listShares(db, c.req.param('id'));
        return c.json(shares.map((share) => toShareLink(share, origin)));
      })
      .get('/shares/:shareId', async (c) => {
        const share = await resolveShare(db, c.req.param('shareId'));
        const strategy = await findStrategy(db, share.strategyId);
        if (!strategy) throw new AppError('NOT_FOUND', SHARE_EXPIRED_OR_INVALID);
        const { strategyId: _owner, ...shareInfo } = share;
        return c.json({
          share: shareInfo,
          strategy: toSharedStrategy(strategy, share.id),
        } satisfies SharedStrategyResponse);
      })
      .delete('/shares/:shareId', async (c) => {
        await revokeShare(db, c.req.param('shareId'));
        return c.body(null, 204);
      })
      .put('/shares/:shareId/sections/:key', validate('json', sectionEditSchema), async (c) => {
        const share = await resolveEditableShare(db, c.req.param('shareId'));
        const section = await writeSectionContent(db, {
          strategyId: share.strategyId,
          key: c.req.param('key'),
          content: c.req.valid('json').content,
        });
        // The owner's open page shows the client's edit as it happens.
        bus.publish(share.strategyId, { type: 'section-update', data: { section } });
        return c.json(section);
      })
      // Any other write through a share is refused by name, whatever the share allows.
      .on(['POST', 'PUT', 'PATCH', 'DELETE'], '/shares/:shareId/*', async (c) => {
        const share = await resolveShare(db, c.req.param('shareId'));
        throw new AppError(
          'FORBIDDEN',
          share.accessType === 'view' ? SHARE_VIEW_ONLY : SHARE_EDITS_SECTIONS_ONLY,
        );
      })
  );
}
