import { dependentsOf, getSection } from './catalogue.ts';

/**
 * Orders the requested sections so that every prerequisite that is also requested comes before
 * its dependents; otherwise the spec's catalogue order is kept (a stable topological sort:
 * among the sections whose prerequisites are placed, the earliest in the catalogue goes next).
 * Unknown keys throw; duplicates are dropped.
 */
export function planSections(keys: Iterable<string>): string[] {
  const requested = new Map<string, number>();
  for (const key of keys) requested.set(key, getSection(key).index);

  const waitingOn = new Map<string, number>();
  const dependents = new Map<string, string[]>();
  for (const key of requested.keys()) {
    const inRun = getSection(key).prerequisites.filter((p) => requested.has(p.key));
    waitingOn.set(key, inRun.length);
    for (const prerequisite of inRun) {
      dependents.set(prerequisite.key, [...(dependents.get(prerequisite.key) ?? []), key]);
    }
  }

  const byCatalogueOrder = (a: string, b: string) => requested.get(a)! - requested.get(b)!;
  const ready = [...requested.keys()].filter((key) => waitingOn.get(key) === 0);
  const ordered: string[] = [];
  while (ready.length > 0) {
    ready.sort(byCatalogueOrder);
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

/** How many sections, at most, wait in a chain behind this one (0 when none depends on it). */
export function dependentChainLength(key: string): number {
  const cached = chainLengths.get(key);
  if (cached !== undefined) return cached;
  const length = Math.max(-1, ...dependentsOf(key).map((d) => dependentChainLength(d.key))) + 1;
  chainLengths.set(key, length);
  return length;
}
const chainLengths = new Map<string, number>();

/**
 * The order in which a run starts its sections: those heading the longest chains of dependents
 * first, then the plan's order. A prerequisite always heads a longer chain than its dependent,
 * so this stays a valid plan; starting long chains early keeps them from finishing last.
 */
export function schedulingOrder(plan: readonly string[]): string[] {
  const index = new Map(plan.map((key, position) => [key, position]));
  return [...plan].sort(
    (a, b) => dependentChainLength(b) - dependentChainLength(a) || index.get(a)! - index.get(b)!,
  );
}
