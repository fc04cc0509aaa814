const comparable = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Models often open a section with its own title as a heading; the card already shows it, so a
 * first heading that repeats the title is left out of the card (the stored text keeps it).
 */
export function stripLeadingTitle(content: string, title: string): string {
  const match = /^\s*#{1,6}[ \t]+(.+?)[ \t#]*(?:\r?\n|$)/.exec(content);
  if (!match || comparable(match[1]!) !== comparable(title)) return content;
  return content.slice(match[0].length).replace(/^\s+/, '');
}
