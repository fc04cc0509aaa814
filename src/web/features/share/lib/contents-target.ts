/** A Contents entry: the overview, a group or a section (the presentation's places). */
export type ContentsTarget =
  | { kind: 'overview' }
  | { kind: 'group'; title: string }
  | { kind: 'section'; key: string };

export function sameTarget(a: ContentsTarget, b: ContentsTarget): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
