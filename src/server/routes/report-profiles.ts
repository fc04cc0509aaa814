import { Hono } from 'hono';
import { reportProfileInputSchema } from '../../domain/report-profile-schema.ts';
import type { ServerContext } from '../context.ts';
import { AppError } from '../errors.ts';
import {
  createReportProfile,
  deleteReportProfile,
  findReportProfile,
  listReportProfiles,
  PROFILE_NOT_FOUND,
  updateReportProfile,
} from '../store/report-profiles.ts';
import { validate } from '../validation.ts';
import { validateProfileId } from './path-params.ts';

/** Mounted at `/api/report-profiles`, owner only: the presets (read-only) and saved profiles. */
export function reportProfileRoutes({ database }: ServerContext) {
  const { db } = database;
  return new Hono()
    .get('/', async (c) => c.json(await listReportProfiles(db)))
    .get('/:profileId', validateProfileId(), async (c) => {
      const profile = await findReportProfile(db, c.req.valid('param').profileId);
      if (!profile) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
      return c.json(profile);
    })
    .post('/', validate('json', reportProfileInputSchema), async (c) =>
      c.json(await createReportProfile(db, c.req.valid('json')), 201),
    )
    .put(
      '/:profileId',
      validateProfileId(),
      validate('json', reportProfileInputSchema),
      async (c) =>
        c.json(await updateReportProfile(db, c.req.valid('param').profileId, c.req.valid('json'))),
    )
    .delete('/:profileId', validateProfileId(), async (c) => {
      await deleteReportProfile(db, c.req.valid('param').profileId);
      return c.body(null, 204);
    });
}
