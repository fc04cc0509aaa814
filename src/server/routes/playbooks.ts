import { Hono } from 'hono';
import { z } from 'zod';
import {
  createPlaybookSchema,
  PLAYBOOK_FILE_VERSION,
  type PlaybookFile,
  playbookFileSchema,
  updatePlaybookSchema,
} from '../../domain/playbook.ts';
import { slugify } from '../../domain/slug.ts';
import type { ServerContext } from '../context.ts';
import { describeRoute } from '../route-description.ts';
import {
  createPlaybook,
  deletePlaybook,
  listPlaybooks,
  requirePlaybook,
  updatePlaybook,
} from '../store/playbooks.ts';
import { validate } from '../validation.ts';
import { playbookResponse, playbookSummaryResponse } from './library-responses.ts';
import { validatePlaybookId } from './path-params.ts';

/** Mounted at `/api/playbooks`, owner only: Standard (built in, read-only) and saved playbooks. */
export function playbookRoutes({ database }: ServerContext) {
  const { db } = database;
  return new Hono()
    .get(
      '/',
      describeRoute({
        summary:
          'Standard (built in, read-only) and saved playbooks: `{id, name, builtIn, version, sectionCount}`',
        responses: { 200: z.array(playbookSummaryResponse) },
      }),
      async (c) =>
        c.json((await listPlaybooks(db)) satisfies z.input<typeof playbookSummaryResponse>[], 200),
    )
    .post(
      '/',
      describeRoute({
        summary: '`{name, basedOn?}` (a playbook id, default `standard`) → 201 a copy',
        responses: { 201: playbookResponse },
      }),
      validate('json', createPlaybookSchema),
      async (c) =>
        c.json(
          (await createPlaybook(db, c.req.valid('json'))) satisfies z.input<
            typeof playbookResponse
          >,
          201,
        ),
    )
    .post(
      '/import',
      describeRoute({
        summary:
          'a playbook file `{version: 1, name, groups}` (as `…/export` gives it) → 201 the new playbook; 400 naming the field',
        responses: { 201: playbookResponse },
      }),
      validate('json', playbookFileSchema),
      async (c) => {
        const file = c.req.valid('json');
        const playbook = await createPlaybook(db, { name: file.name, groups: file.groups });
        return c.json(playbook satisfies z.input<typeof playbookResponse>, 201);
      },
    )
    .get(
      '/:playbookId',
      describeRoute({
        summary: '`{id, name, builtIn, version, groups, outline}`',
        responses: { 200: playbookResponse },
      }),
      validatePlaybookId(),
      async (c) =>
        c.json(
          (await requirePlaybook(db, c.req.valid('param').playbookId)) satisfies z.input<
            typeof playbookResponse
          >,
          200,
        ),
    )
    .get(
      '/:playbookId/export',
      describeRoute({
        summary: 'the JSON file `{version: 1, name, groups}`',
        responses: { 200: playbookFileSchema },
      }),
      validatePlaybookId(),
      async (c) => {
        const playbook = await requirePlaybook(db, c.req.valid('param').playbookId);
        const file: PlaybookFile = {
          version: PLAYBOOK_FILE_VERSION,
          name: playbook.name,
          groups: playbook.groups,
        };
        const name = `${slugify(playbook.name) || 'playbook'}.playbook.json`;
        c.header('Content-Disposition', `attachment; filename="${name}"`);
        return c.json(file satisfies z.input<typeof playbookFileSchema>, 200);
      },
    )
    .put(
      '/:playbookId',
      describeRoute({
        summary:
          '`{name, groups: [{title, sections: [{key?, title, instructions?, brief?: {objective, mustCover: [1-10 items], framework?, targetWords?}, prerequisites: [{key, context}]}]}]}`; 400 naming a cycle ("A -> B -> A") or a dangling prerequisite; 403 for Standard',
        responses: { 200: playbookResponse },
      }),
      validatePlaybookId(),
      validate('json', updatePlaybookSchema),
      async (c) =>
        c.json(
          (await updatePlaybook(
            db,
            c.req.valid('param').playbookId,
            c.req.valid('json'),
          )) satisfies z.input<typeof playbookResponse>,
          200,
        ),
    )
    .delete(
      '/:playbookId',
      describeRoute({
        summary: 'delete a saved playbook → 204 (strategies begun on it keep their copy)',
        responses: { 204: null },
      }),
      validatePlaybookId(),
      async (c) => {
        await deletePlaybook(db, c.req.valid('param').playbookId);
        return c.body(null, 204);
      },
    );
}
