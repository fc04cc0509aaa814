import { Hono } from 'hono';
import { z } from 'zod';
import { isSectionKey } from '../../domain/catalogue.ts';
import type { ServerContext } from '../context.ts';
import { validate } from '../validation.ts';

const startRunSchema = z.object({
  sections: z.union([
    z.literal('all'),
    z
      .array(z.string().max(100).refine(isSectionKey, 'unknown section'))
      .min(1, 'choose at least one section')
      .max(200),
  ]),
  replace: z.boolean().optional(),
});

export function runRoutes({ engine }: ServerContext) {
  return new Hono()
    .post('/:id/runs', validate('json', startRunSchema), async (c) => {
      const input = c.req.valid('json');
      const result = await engine.startRun(c.req.param('id'), {
        sections: input.sections,
        ...(input.replace !== undefined ? { replace: input.replace } : {}),
      });
      return c.json(result, 202);
    })
    .delete('/:id/runs/:runId', async (c) => {
      await engine.cancelRun(c.req.param('id'), c.req.param('runId'));
      return c.body(null, 204);
    });
}
