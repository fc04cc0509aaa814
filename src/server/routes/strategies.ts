import { Hono } from 'hono';
import { z } from 'zod';
import {
  createStrategySchema,
  sectionEditSchema,
  updateStrategySchema,
} from '../../domain/strategy.ts';
import type { ServerContext } from '../context.ts';
import { writeSectionContent } from '../store/sections.ts';
import {
  createStrategy,
  deleteStrategy,
  getStrategy,
  listStrategies,
  updateStrategy,
} from '../store/strategies.ts';
import { validate } from '../validation.ts';

const sectionParams = z.object({ id: z.string(), key: z.string() });

export function strategyRoutes({ database, engine, bus }: ServerContext) {
  const { db } = database;
  return new Hono()
    .get('/', async (c) => c.json(await listStrategies(db)))
    .post('/', validate('json', createStrategySchema), async (c) => {
      const strategy = await createStrategy(db, c.req.valid('json'));
      return c.json(strategy, 201);
    })
    .get('/:id', async (c) => c.json(await getStrategy(db, c.req.param('id'))))
    .patch('/:id', validate('json', updateStrategySchema), async (c) =>
      c.json(await updateStrategy(db, c.req.param('id'), c.req.valid('json'))),
    )
    .delete('/:id', async (c) => {
      const id = c.req.param('id');
      await engine.cancelStrategy(id);
      await deleteStrategy(db, id);
      bus.publish(id, { type: 'strategy-deleted', data: {} });
      return c.body(null, 204);
    })
    .put(
      '/:id/sections/:key',
      validate('param', sectionParams),
      validate('json', sectionEditSchema),
      async (c) => {
        const { id, key } = c.req.valid('param');
        const section = await writeSectionContent(db, {
          strategyId: id,
          key,
          content: c.req.valid('json').content,
        });
        bus.publish(id, { type: 'section-update', data: { section } });
        return c.json(section);
      },
    );
}
