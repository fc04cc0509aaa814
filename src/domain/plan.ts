import { getSection } from './catalogue.ts';

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
