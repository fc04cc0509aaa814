import type { Data, Literal } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { defaultHandlers, type Handle, type Options, type State } from 'mdast-util-to-markdown';

/** Source text written back exactly as it was (raw HTML aside, which mdast already carries). */
export interface RawMarkdown extends Literal {
  type: 'rawMarkdown';
}

declare module 'mdast' {
  interface RootContentMap {
    rawMarkdown: RawMarkdown;
  }
  interface PhrasingContentMap {
    rawMarkdown: RawMarkdown;
  }
  /** How the source wrote a node; set by `documentToMarkdown`, read by the handlers below. */
  interface Data {
    style?: Partial<Options> & { breakStyle?: 'backslash' | 'spaces'; markup?: string };
  }
}

const gfmWrite = gfmToMarkdown({ tablePipeAlign: false });
const gfmTable = gfmWrite.extensions?.find((extension) => extension.handlers?.table)?.handlers
  ?.table as Handle;

type Peek = (...parameters: Parameters<Handle>) => string;
type PeekableHandle = Handle & { peek?: Peek };

/** Calls `handle` with the node's remembered style options in force, then restores them. */
function styled(handle: PeekableHandle): Handle {
  const wrapped: PeekableHandle = (node, parent, state, info) => {
    const style = (node.data as Data | undefined)?.style;
    if (!style) return handle(node, parent, state, info);
    const options = state.options as Record<string, unknown>;
    const saved = new Map(Object.keys(style).map((key) => [key, options[key]]));
    Object.assign(options, style);
    try {
      return handle(node, parent, state, info);
    } finally {
      for (const [key, value] of saved) options[key] = value;
    }
  };
  if (handle.peek) {
    const peek = handle.peek;
    wrapped.peek = (node, parent, state, info): string =>
      (node.data as Data | undefined)?.style?.emphasis ??
      (node.data as Data | undefined)?.style?.strong ??
      peek(node, parent, state, info);
  }
  return wrapped;
}

/** Models write `| --- |`; the serialiser's shortest form is `| - |`. */
function widenDelimiterRow(table: string): string {
  const lines = table.split('\n');
  const delimiter = lines[1];
  if (delimiter !== undefined) {
    lines[1] = delimiter.replace(
      /:?-+:?/g,
      (cell) =>
        `${cell.startsWith(':') ? ':' : ''}---${cell.length > 1 && cell.endsWith(':') ? ':' : ''}`,
    );
  }
  return lines.join('\n');
}

const styledHeading = styled(defaultHandlers.heading);

/** A setext underline as long as its heading's last line, as people and models write it. */
const heading: Handle = (node, parent, state, info) =>
  styledHeading(node, parent, state, info).replace(
    /([^\n]*)\n(=+|-+)$/,
    (_all, line: string, underline: string) =>
      `${line}\n${underline[0]!.repeat(Math.max(3, [...line].length))}`,
  );

const hardBreak: Handle = (node, parent, state: State, info) => {
  const written = defaultHandlers.break(node, parent, state, info);
  const style = (node.data as Data | undefined)?.style?.breakStyle;
  return style === 'spaces' && written.endsWith('\n') ? '  \n' : written;
};

/**
 * The canonical way the editor writes a block it did not keep verbatim (docs/decisions: rich
 * Markdown editor, "Normalisation rules"): `-` bullets, `*` emphasis and `**` strong, backtick
 * fences, `---` rules, ATX headings, one space after a list marker, unpadded tables with `---`
 * delimiters; each node's remembered style (`data.style`) overrides these.
 */
export const markdownWriteOptions: Options = {
  extensions: [gfmWrite],
  bullet: '-',
  bulletOther: '*',
  bulletOrdered: '.',
  emphasis: '*',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  ruleRepetition: 3,
  ruleSpaces: false,
  listItemIndent: 'one',
  incrementListMarker: true,
  setext: false,
  closeAtx: false,
  resourceLink: false,
  quote: '"',
  handlers: {
    list: styled(defaultHandlers.list),
    emphasis: styled(defaultHandlers.emphasis),
    strong: styled(defaultHandlers.strong),
    heading,
    code: styled(defaultHandlers.code),
    break: hardBreak,
    thematicBreak: (node, parent, state) =>
      (node.data as Data | undefined)?.style?.markup ??
      defaultHandlers.thematicBreak(node as never, parent, state),
    table: (node, parent, state, info) => widenDelimiterRow(gfmTable(node, parent, state, info)),
    rawMarkdown: (node) => (node as RawMarkdown).value,
  } as Options['handlers'],
};
