import { Hono } from 'hono';
import { z } from 'zod';
import { CATALOGUE } from '../../domain/catalogue.ts';
import { describeRoute } from '../route-description.ts';

/** The catalogue's groups and sections with their prerequisites (no briefs: see outline). */
const catalogueResponse = z.object({
  groups: z.array(
    z.object({
      title: z.string(),
      sections: z.array(
        z.object({
          key: z.string(),
          title: z.string(),
          prerequisites: z.array(
            z.object({
              key: z.string(),
              title: z.string(),
              relevance: z.literal('high'),
              context: z.string(),
            }),
          ),
        }),
      ),
    }),
  ),
});

const body = {
  groups: CATALOGUE.map((group) => ({
    title: group.title,
    sections: group.sections.map((section) => ({
      key: section.key,
      title: section.title,
      prerequisites: section.prerequisites.map(({ key, title, relevance, context }) => ({
        key,
        title,
        relevance,
        context,
      })),
    })),
  })),
} satisfies z.input<typeof catalogueResponse>;

export function catalogueRoutes() {
  return new Hono().get(
    '/',
    describeRoute({
      summary: 'the 124 sections in their groups, with prerequisites',
      responses: { 200: catalogueResponse },
    }),
    (c) => {
      c.header('cache-control', 'public, max-age=300');
      return c.json(body, 200);
    },
  );
}
