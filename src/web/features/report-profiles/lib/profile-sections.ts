/**
 * A profile's sections as saved: the ticked ones in the outline's order, then the keys it already
 * held that this outline does not show (another playbook's sections), kept rather than lost.
 */
export function profileSections(
  groups: readonly { sections: readonly { key: string }[] }[],
  ticked: ReadonlySet<string>,
  before: readonly string[],
): string[] {
  const shown = groups.flatMap((group) => group.sections.map((section) => section.key));
  const visible = new Set(shown);
  return [...shown.filter((key) => ticked.has(key)), ...before.filter((key) => !visible.has(key))];
}
