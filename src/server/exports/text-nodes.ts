import type { PhrasingContent } from 'mdast';

/**
 * Text a person typed (a comment, a client's answer) as Markdown tree nodes: characters only,
 * never parsed, its line breaks kept as breaks.
 */
export function textLines(value: string): PhrasingContent[] {
  return value
    .split(/\r?\n/)
    .flatMap((line, index): PhrasingContent[] =>
      index > 0 ? [{ type: 'break' }, textNode(line)] : [textNode(line)],
    );
}

export function textNode(value: string): PhrasingContent {
  return { type: 'text', value };
}
