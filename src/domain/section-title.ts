const comparable = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Whether a heading's text repeats a section's title, whatever its case, punctuation or spacing
 * (`Mission Statement:` repeats "Mission Statement"). The one rule the page and every export
 * follow to leave out a model's leading `## Title`.
 */
export function repeatsTitle(heading: string, title: string): boolean {
  const text = comparable(heading);
  return text !== '' && text === comparable(title);
}

/**
 * Models often open a section with its own title as a heading; a card or slide already shows
 * the title, so a first heading that repeats it is left out wherever a section is shown under
 * its title: the View tab, the edit preview, the shared view, the slides (the stored text keeps
 * it). The exports drop the same heading from the parsed tree (`sanitise-markdown.ts`) by
 * `repeatsTitle`. Pure and zod-free, so the page imports it.
 */
export function stripLeadingTitle(content: string, title: string): string {
  const match = /^\s*#{1,6}[ \t]+(.+?)[ \t#]*(?:\r?\n|$)/.exec(content);
  if (!match || !repeatsTitle(match[1]!, title)) return content;
  return content.slice(match[0].length).replace(/^\s+/, '');
}
