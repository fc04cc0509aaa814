import { Hono } from 'hono';
import {
  createPlaybookSchema,
  PLAYBOOK_FILE_VERSION,
  type PlaybookFile,
  playbookFileSchema,
  updatePlaybookSchema,
} from '../../domain/playbook.ts';
import { slugify } from '../../domain/slug.ts';
import type { ServerContext } from '../context.ts';
import {
  createPlaybook,
  deletePlaybook,
  listPlaybooks,
  requirePlaybook,
  updatePlaybook,
} from '../store/playbooks.ts';
import { validate } from '../validation.ts';
import { validatePlaybookId } from './path-params.ts';

/** Mounted at `/api/playbooks`, owner only: Standard (built in, read-only) and saved playbooks. */
export function playbookRoutes({ database }: ServerContext) {
  const { db } = database;
  return new Hono()
    .get('/', async (c) => c.json(await listPlaybooks(db)))
    .post('/', validate('json', createPlaybookSchema), async (c) =>
      c.json(await createPlaybook(db, c.req.valid('json')), 201),
    )
    .post('/import', validate('json', playbookFileSchema), async (c) => {
      const file = c.req.valid('json');
      return c.json(await createPlaybook(db, { name: file.name, groups: file.groups }), 201);
    })
    .get('/:playbookId', validatePlaybookId(), async (c) =>
      c.json(await requirePlaybook(db, c.req.valid('param').playbookId)),
    )
    .get('/:playbookId/export', validatePlaybookId(), async (c) => {
      const playbook = await requirePlaybook(db, c.req.valid('param').playbookId);
      const file: PlaybookFile = {
        version: PLAYBOOK_FILE_VERSION,
        name: playbook.name,
        groups: playbook.groups,
      };
      const name = `${slugify(playbook.name) || 'playbook'}.playbook.json`;
      c.header('Content-Disposition', `attachment; filename="${name}"`);
      return c.json(file);
    })
    .put('/:playbookId', validatePlaybookId(), validate('json', updatePlaybookSchema), async (c) =>
      c.json(await updatePlaybook(db, c.req.valid('param').playbookId, c.req.valid('json'))),
    )
    .delete('/:playbookId', validatePlaybookId(), async (c) => {
      await deletePlaybook(db, c.req.valid('param').playbookId);
      return c.body(null, 204);
    });
}
