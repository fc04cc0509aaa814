import { Hono } from 'hono';
import { CATALOGUE } from '../../domain/catalogue.ts';

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
};

export function catalogueRoutes() {
  return new Hono().get('/', (c) => {
    c.header('cache-control', 'public, max-age=300');
    return c.json(body);
  });
}
