/**
 * A field's place named in words, for every error a person reads (issue 33, item 10): the
 * request path `groups.2.sections.2.prerequisites.0.key` becomes
 * `Group 3 “Marketing”, section 3 “Pricing Strategy”, prerequisite 1`. The context is the input
 * the path points into (the request body, the page's draft): a list item is named by its title,
 * name or role when it has one. Zod-free: the server's 400s and the page both use it.
 */

export type FieldPath = string | readonly PropertyKey[];

/** A list's item noun, and the field that is the item itself (a prerequisite is its key). */
const LISTS: Record<string, { item: string; self?: string }> = {
  groups: { item: 'group' },
  sections: { item: 'section' },
  prerequisites: { item: 'prerequisite', self: 'key' },
  mustCover: { item: 'must-cover item' },
  revenueStreams: { item: 'revenue stream' },
  operatingExpenses: { item: 'operating expense' },
  staff: { item: 'staff role' },
  capitalPurchases: { item: 'capital purchase' },
  funding: { item: 'funding' },
  scenarios: { item: 'scenario' },
  tags: { item: 'tag' },
  keys: { item: 'key' },
  questions: { item: 'question' },
  answers: { item: 'answer' },
};

/** Field names whose words are not their camelCase split (the page's labels where it has one). */
const FIELDS: Record<string, string> = {
  startMonth: 'first month (YYYY-MM)',
  cogsPct: 'cost of sales %',
  taxRatePct: 'tax rate %',
  monthlyGrowthPct: 'monthly growth %',
  monthlyChurnPct: 'monthly churn %',
  annualIncreasePct: 'annual increase %',
  onCostPct: 'on-cost %',
  annualInterestPct: 'interest % a year',
  termMonths: 'term (months)',
  usefulLifeMonths: 'useful life (months)',
  pricePct: 'price change %',
  volumePct: 'volume change %',
  growthPts: 'growth change (points)',
  churnPts: 'churn change (points)',
  costsPct: 'operating expenses change %',
  staffPct: 'salaries change %',
  digitalLink: 'digital link',
  apiKey: 'API key',
  docId: 'document id',
  baseURL: 'base URL',
  targetWords: 'target words',
  mustCover: 'must-cover items',
  id: 'ID',
  questionId: 'question ID',
  q: 'search text',
};

/** Containers that name nothing a person sees: the financial model's wrapper, a scenario's. */
const TRANSPARENT = new Set(['assumptions', 'adjustments']);

/** Inside a list item, `startMonth` is the item's month number, not the model's first month. */
const ITEM_FIELDS: Record<string, string> = { startMonth: 'start month' };

const ITEM_NAME_FIELDS = ['title', 'name', 'role'] as const;
const NAME_QUOTE_LIMIT = 60;

/**
 * Names `path` in words, first letter upper case: `Group 3 “Marketing”, section 3 “Pricing
 * Strategy”, prerequisite 1`. `context` is the input the path points into; without it the items
 * are numbered only. An empty path is "The request".
 */
export function describeFieldPath(path: FieldPath, context?: unknown): string {
  const segments = typeof path === 'string' ? splitPath(path) : path.map(segmentOf);
  const parts: string[] = [];
  let value: unknown = context;
  let list: string | undefined;
  let inItem = false;
  for (const [index, segment] of segments.entries()) {
    const next = child(value, segment);
    if (typeof segment === 'number' || /^\d+$/.test(segment)) {
      const position = Number(segment) + 1;
      const noun = (list && LISTS[list]?.item) ?? (list ? `${words(list)} item` : 'item');
      const name = itemName(next);
      // A list of a list's own name says it once: "Group 3", not "Groups, group 3".
      if (list && parts.at(-1) === listWords(list)) parts.pop();
      parts.push(name ? `${noun} ${position} “${name}”` : `${noun} ${position}`);
      inItem = true;
    } else if (TRANSPARENT.has(segment) && index < segments.length - 1) {
      // Skipped: it only wraps the fields named after it.
    } else if (list && inItem && LISTS[list]?.self === segment && parts.length > 0) {
      // The item's identifying field is the item itself.
    } else {
      parts.push(inItem && ITEM_FIELDS[segment] ? ITEM_FIELDS[segment] : fieldWords(segment));
      inItem = false;
    }
    list = typeof segment === 'string' && !/^\d+$/.test(segment) ? segment : list;
    value = next;
  }
  const described = parts.join(', ');
  return described ? capitalise(described) : 'The request';
}

/** One issue as a sentence: `Group 3 “Marketing”, title: a group title is required`. */
export function describeIssue(
  issue: { path: FieldPath; message: string },
  context?: unknown,
): string {
  const segments = typeof issue.path === 'string' ? splitPath(issue.path) : issue.path;
  if (segments.length === 0) return capitalise(issue.message);
  return `${describeFieldPath(issue.path, context)}: ${issue.message}`;
}

/** The path as the API names it: `groups.2.sections.2.prerequisites.0.key`. */
export function dottedPath(path: FieldPath): string {
  return typeof path === 'string' ? path : path.map((segment) => String(segment)).join('.');
}

function splitPath(path: string): string[] {
  return path === '' ? [] : path.split('.');
}

function segmentOf(segment: PropertyKey): string | number {
  return typeof segment === 'number' ? segment : String(segment);
}

function child(value: unknown, segment: string | number): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  return (value as Record<string, unknown>)[String(segment)];
}

function itemName(item: unknown): string | undefined {
  if (item === null || typeof item !== 'object') return undefined;
  for (const field of ITEM_NAME_FIELDS) {
    const name = (item as Record<string, unknown>)[field];
    if (typeof name === 'string' && name.trim() !== '') {
      const trimmed = name.trim().replace(/\s+/g, ' ');
      return trimmed.length > NAME_QUOTE_LIMIT
        ? `${trimmed.slice(0, NAME_QUOTE_LIMIT - 1)}…`
        : trimmed;
    }
  }
  return undefined;
}

function listWords(list: string): string {
  return fieldWords(list);
}

function fieldWords(field: string): string {
  return FIELDS[field] ?? words(field);
}

/** `revenueStreams` → `revenue streams`, `section_titles` → `section titles`. */
function words(field: string): string {
  return field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
