import { CATALOGUE, type SectionDefinition } from './catalogue.ts';
import { MinHeap } from './min-heap.ts';
import { findOutlineSection, type Outline, outlineSections } from './outline.ts';

function sectionOf(outline: Outline, key: string) {
  const section = findOutlineSection(outline, key);
  if (!section) throw new Error(`Unknown section key: ${key}`);
  return section;
}

function addTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Orders the requested sections so that every prerequisite that is also requested comes before
 * its dependents; otherwise the outline's order is kept (a stable topological sort: among the
 * sections whose prerequisites are placed, the earliest in the outline goes next). The outline
 * is the strategy's (`outlineOf`), the catalogue by default. Unknown keys throw; duplicates are
 * dropped. O(n log n) in sections plus the prerequisite edges: a run is planned on the server's
 * event loop (issue 32).
 */
export function planSections(keys: Iterable<string>, outline: Outline = CATALOGUE): string[] {
  const requested = new Map<string, SectionDefinition>();
  for (const key of keys) requested.set(key, sectionOf(outline, key));

  const waitingOn = new Map<string, number>();
  const dependents = new Map<string, string[]>();
  for (const [key, section] of requested) {
    let count = 0;
    for (const prerequisite of section.prerequisites) {
      if (!requested.has(prerequisite.key)) continue;
      count++;
      addTo(dependents, prerequisite.key, key);
    }
    waitingOn.set(key, count);
  }

  const ready = new MinHeap<string>();
  for (const [key, section] of requested) {
    if (waitingOn.get(key) === 0) ready.push(key, section.index);
  }
  const ordered: string[] = [];
  for (let next = ready.pop(); next !== undefined; next = ready.pop()) {
    ordered.push(next);
    for (const dependent of dependents.get(next) ?? []) {
      const remaining = waitingOn.get(dependent)! - 1;
      waitingOn.set(dependent, remaining);
      if (remaining === 0) ready.push(dependent, requested.get(dependent)!.index);
    }
  }
  if (ordered.length !== requested.size) throw new Error('The prerequisite graph has a cycle');
  return ordered;
}

const chainLengths = new WeakMap<Outline, Map<string, number>>();

/**
 * Every section's longest chain of dependents, in one pass over the outline: the sections in
 * topological order, then each, from the last, one more than its longest dependent. Without
 * recursion, so a long chain cannot overflow the stack; sections on a cycle (a playbook refuses
 * them) count 0.
 */
function chainLengthsOf(outline: Outline): Map<string, number> {
  const cached = chainLengths.get(outline);
  if (cached) return cached;
  const sections = outlineSections(outline);
  const dependents = new Map<string, string[]>();
  const unplaced = new Map<string, number>();
  for (const section of sections) {
    let count = 0;
    for (const prerequisite of section.prerequisites) {
      if (!findOutlineSection(outline, prerequisite.key)) continue;
      count++;
      addTo(dependents, prerequisite.key, section.key);
    }
    unplaced.set(section.key, count);
  }
  const order = sections.filter((section) => unplaced.get(section.key) === 0).map((s) => s.key);
  for (let index = 0; index < order.length; index++) {
    for (const dependent of dependents.get(order[index]!) ?? []) {
      const left = unplaced.get(dependent)! - 1;
      unplaced.set(dependent, left);
      if (left === 0) order.push(dependent);
    }
  }
  const lengths = new Map<string, number>();
  for (let index = order.length - 1; index >= 0; index--) {
    const key = order[index]!;
    let length = 0;
    for (const dependent of dependents.get(key) ?? []) {
      length = Math.max(length, (lengths.get(dependent) ?? 0) + 1);
    }
    lengths.set(key, length);
  }
  chainLengths.set(outline, lengths);
  return lengths;
}

/** How many sections, at most, wait in a chain behind this one (0 when none depends on it). */
export function dependentChainLength(key: string, outline: Outline = CATALOGUE): number {
  return chainLengthsOf(outline).get(key) ?? 0;
}

/**
 * The order in which a run starts its sections: those heading the longest chains of dependents
 * first, then the plan's order. A prerequisite always heads a longer chain than its dependent,
 * so this stays a valid plan; starting long chains early keeps them from finishing last.
 */
export function schedulingOrder(plan: readonly string[], outline: Outline = CATALOGUE): string[] {
  const lengths = chainLengthsOf(outline);
  // Bucketed by chain length, each bucket in the plan's order: linear, not a comparison sort.
  const byLength = new Map<number, string[]>();
  for (const key of plan) addTo(byLength, lengths.get(key) ?? 0, key);
  return [...byLength.keys()].sort((a, b) => b - a).flatMap((length) => byLength.get(length)!);
}
