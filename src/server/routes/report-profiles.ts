import { Hono } from 'hono';
import { z } from 'zod';
import { reportProfileInputSchema } from '../../domain/report-profile-schema.ts';
import type { ServerContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { describeRoute } from '../route-description.ts';
import {
  createReportProfile,
  deleteReportProfile,
  findReportProfile,
  listReportProfiles,
  PROFILE_NOT_FOUND,
  updateReportProfile,
} from '../store/report-profiles.ts';
import { validate } from '../validation.ts';
import { reportProfileResponse } from './library-responses.ts';
import { validateProfileId } from './path-params.ts';

/** Mounted at `/api/report-profiles`, owner only: the presets (read-only) and saved profiles. */
export function reportProfileRoutes({ database }: ServerContext) {
  const { db } = database;
  return new Hono()
    .get(
      '/',
      describeRoute({
        summary: 'presets and saved report profiles',
        responses: { 200: z.array(reportProfileResponse) },
      }),
      async (c) =>
        c.json(
          (await listReportProfiles(db)) satisfies z.input<typeof reportProfileResponse>[],
          200,
        ),
    )
    .get(
      '/:profileId',
      describeRoute({ summary: 'one profile', responses: { 200: reportProfileResponse } }),
      validateProfileId(),
      async (c) => {
        const profile = await findReportProfile(db, c.req.valid('param').profileId);
        if (!profile) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
        return c.json(profile satisfies z.input<typeof reportProfileResponse>, 200);
      },
    )
    .post(
      '/',
      describeRoute({
        summary:
          "save a profile `{name, sections, wordTemplate?}` → 201 (`wordTemplate`, default true: its Word files wear the firm's Word template when one is set)",
        responses: { 201: reportProfileResponse },
      }),
      validate('json', reportProfileInputSchema),
      async (c) =>
        c.json(
          (await createReportProfile(db, c.req.valid('json'))) satisfies z.input<
            typeof reportProfileResponse
          >,
          201,
        ),
    )
    .put(
      '/:profileId',
      describeRoute({
        summary: 'change a saved profile',
        responses: { 200: reportProfileResponse },
      }),
      validateProfileId(),
      validate('json', reportProfileInputSchema),
      async (c) =>
        c.json(
          (await updateReportProfile(
            db,
            c.req.valid('param').profileId,
            c.req.valid('json'),
          )) satisfies z.input<typeof reportProfileResponse>,
          200,
        ),
    )
    .delete(
      '/:profileId',
      describeRoute({ summary: 'delete a saved profile → 204', responses: { 204: null } }),
      validateProfileId(),
      async (c) => {
        await deleteReportProfile(db, c.req.valid('param').profileId);
        return c.body(null, 204);
      },
    );
}
