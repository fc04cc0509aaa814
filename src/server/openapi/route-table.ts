import { ACCESS_PARAGRAPH } from './document.ts';

/** What the table reads of the OpenAPI document. */
interface DescribedPaths {
  paths: Record<string, Record<string, { description: string; 'x-access': string }>>;
}

/** Around docs/api.md's generated route table; the prose outside them is written by hand. */
export const ROUTE_TABLE_START =
  '<!-- route table: generated from the routes by `npm run docs:api`; edit the routes, not this -->';
export const ROUTE_TABLE_END = '<!-- end of route table -->';

/** `/api/strategies/{id}/{rest}` -> `/api/strategies/:id/*`, as the routes are mounted. */
function mountedPath(path: string): string {
  return path.replace(/\/\{rest\}$/, '/*').replace(/\{([A-Za-z]+)\}/g, ':$1');
}

/**
 * docs/api.md's route table, from the OpenAPI document (so from each route's `describeRoute`
 * and where it is mounted): one row per path and summary, its methods together, in mounting
 * order.
 */
export function routeTableMarkdown(document: DescribedPaths): string {
  const rows: { access: string; methods: string[]; path: string; what: string }[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const what = operation.description.split(ACCESS_PARAGRAPH)[0]!.replace(/\|/g, '\\|');
      const access = operation['x-access'];
      const previous = rows.at(-1);
      if (previous?.path === mountedPath(path) && previous.what === what) {
        previous.methods.push(method.toUpperCase());
      } else {
        rows.push({ access, methods: [method.toUpperCase()], path: mountedPath(path), what });
      }
    }
  }
  return [
    '| access | method | path | what |',
    '|---|---|---|---|',
    ...rows.map(
      (row) => `| ${row.access} | ${row.methods.join(', ')} | ${row.path} | ${row.what} |`,
    ),
  ].join('\n');
}

/** The table between the markers of `markdown`; undefined when they are missing. */
export function committedRouteTable(markdown: string): string | undefined {
  const start = markdown.indexOf(ROUTE_TABLE_START);
  const end = markdown.indexOf(ROUTE_TABLE_END);
  if (start < 0 || end < start) return undefined;
  return markdown.slice(start + ROUTE_TABLE_START.length, end).trim();
}

/** `markdown` with `table` between the markers. */
export function withRouteTable(markdown: string, table: string): string {
  const start = markdown.indexOf(ROUTE_TABLE_START);
  const end = markdown.indexOf(ROUTE_TABLE_END);
  if (start < 0 || end < start) {
    throw new Error(`docs/api.md needs the lines ${ROUTE_TABLE_START} and ${ROUTE_TABLE_END}`);
  }
  return `${markdown.slice(0, start + ROUTE_TABLE_START.length)}\n${table}\n${markdown.slice(end)}`;
}
