const comparable = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Models often open a section with its own title as a heading; a card or slide already shows
 * the title, so a first heading that repeats it is left out wherever a section is shown under
 * its title: the View tab, the edit preview, the shared view, the slides (the stored text keeps
 * it). Pure and zod-free, so the page imports it.
 */
export function stripLeadingTitle(content: string, title: string): string {
  const match = /^\s*#{1,6}[ \t]+(.+?)[ \t#]*(?:\r?\n|$)/.exec(content);
  if (!match || comparable(match[1]!) !== comparable(title)) return content;
  return content.slice(match[0].length).replace(/^\s+/, '');
}
