import { SECTIONS } from '../../src/domain/catalogue.ts';

/**
 * The longest chain of section durations through the prerequisite graph: no schedule can
 * finish before it, whatever the concurrency.
 */
export function criticalPath(durationByKey: Map<string, number>): number {
  const finish = new Map<string, number>();
  const finishOf = (key: string): number => {
    const known = finish.get(key);
    if (known !== undefined) return known;
    const section = SECTIONS.find((candidate) => candidate.key === key)!;
    const start = Math.max(0, ...section.prerequisites.map((p) => finishOf(p.key)));
    const value = start + (durationByKey.get(key) ?? 0);
    finish.set(key, value);
    return value;
  };
  return Math.max(...SECTIONS.map((section) => finishOf(section.key)));
}
