/**
 * Text written into Markdown that must stay text: every character Markdown could read as syntax
 * is escaped, and runs of whitespace (line breaks included) become one space, so a name from an
 * upload, a web page or a fixed label can never open a list, a link or a heading.
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/[\\`*_{}[\]()#+\-.!<>|~&:]/g, (c) => `\\${c}`);
}
