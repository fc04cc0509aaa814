import { CATALOGUE } from './catalogue.ts';
import { findOutlineSection, type Outline, outlineSections } from './outline.ts';

function sectionOf(outline: Outline, key: string) {
  const section = findOutlineSection(outline, key);
  if (!section) throw new Error(`Unknown section key: ${key}`);
  return section;
}

/**
 * Orders the requested sections so that every prerequisite that is also requested comes before
 * its dependents; otherwise the outline's order is kept (a stable topological sort: among the
 * sections whose prerequisites are placed, the earliest in the outline goes next). The outline
 * is the strategy's (`outlineOf`), the catalogue by default. Unknown keys throw; duplicates are
 * dropped.
 */
export function planSections(keys: Iterable<string>, outline: Outline = CATALOGUE): string[] {
  const requested = new Map<string, number>();
  for (const key of keys) requested.set(key, sectionOf(outline, key).index);

  const waitingOn = new Map<string, number>();
  const dependents = new Map<string, string[]>();
  for (const key of requested.keys()) {
    const inRun = sectionOf(outline, key).prerequisites.filter((p) => requested.has(p.key));
    waitingOn.set(key, inRun.length);
    for (const prerequisite of inRun) {
      dependents.set(prerequisite.key, [...(dependents.get(prerequisite.key) ?? []), key]);
    }
  }

  const byOutlineOrder = (a: string, b: string) => requested.get(a)! - requested.get(b)!;
  const ready = [...requested.keys()].filter((key) => waitingOn.get(key) === 0);
  const ordered: string[] = [];
  while (ready.length > 0) {
    ready.sort(byOutlineOrder);
    const next = ready.shift()!;
    ordered.push(next);
    for (const dependent of dependents.get(next) ?? []) {
      const remaining = waitingOn.get(dependent)! - 1;
      waitingOn.set(dependent, remaining);
      if (remaining === 0) ready.push(dependent);
    }
  }
  if (ordered.length !== requested.size) throw new Error('The prerequisite graph has a cycle');
  return ordered;
}

const chainLengths = new WeakMap<Outline, Map<string, number>>();

/** How many sections, at most, wait in a chain behind this one (0 when none depends on it). */
export function dependentChainLength(key: string, outline: Outline = CATALOGUE): number {
  let cache = chainLengths.get(outline);
  if (!cache) {
    cache = new Map();
    chainLengths.set(outline, cache);
  }
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const dependents = outlineSections(outline).filter((s) =>
    s.prerequisites.some((p) => p.key === key),
  );
  const length = Math.max(-1, ...dependents.map((d) => dependentChainLength(d.key, outline))) + 1;
  cache.set(key, length);
  return length;
}

/**
 * The order in which a run starts its sections: those heading the longest chains of dependents
 * first, then the plan's order. A prerequisite always heads a longer chain than its dependent,
 * so this stays a valid plan; starting long chains early keeps them from finishing last.
 */
export function schedulingOrder(plan: readonly string[], outline: Outline = CATALOGUE): string[] {
  const index = new Map(plan.map((key, position) => [key, position]));
  return [...plan].sort(
    (a, b) =>
      dependentChainLength(b, outline) - dependentChainLength(a, outline) ||
      index.get(a)! - index.get(b)!,
  );
}
