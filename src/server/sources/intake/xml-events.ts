import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';

export interface XmlHandlers {
  /** Element names without their prefix (`w:t` -> `t`): Office files may use any prefix. */
  open?(name: string, attributes: Record<string, string>): void;
  close?(name: string): void;
  text?(text: string): void;
}

/**
 * A streaming XML reader (saxes): no DOM is built, and no DTD or external entity is ever
 * expanded, so neither a huge sheet nor a "billion laughs" part can blow the memory up.
 */
function createParser(handlers: XmlHandlers): SaxesParser {
  const parser = new SaxesParser({ position: false });
  if (handlers.open) {
    const open = handlers.open;
    parser.on('opentag', (tag) =>
      open(localName(tag.name), tag.attributes as Record<string, string>),
    );
  }
  if (handlers.close) {
    const close = handlers.close;
    parser.on('closetag', (tag) => close(localName(tag.name)));
  }
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  return parser;
}

export function parseXml(xml: string, handlers: XmlHandlers): void {
  createParser(handlers).write(xml).close();
}

/**
 * Parses a part as it is unpacked. `shouldStop` is asked after every chunk: once it says yes,
 * the rest of the part is neither unpacked nor parsed.
 */
export async function parseXmlStream(
  stream: Readable,
  handlers: XmlHandlers,
  shouldStop: () => boolean = () => false,
): Promise<void> {
  const parser = createParser(handlers);
  const decoder = new TextDecoder('utf-8');
  try {
    for await (const chunk of stream as AsyncIterable<Uint8Array>) {
      parser.write(decoder.decode(chunk, { stream: true }));
      if (shouldStop()) return;
    }
    parser.write(decoder.decode()).close();
  } finally {
    stream.destroy();
  }
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

/** An attribute by its local name, whatever its prefix (`r:id`, `r:embed`). */
export function attribute(attributes: Record<string, string>, name: string): string | undefined {
  if (name in attributes) return attributes[name];
  for (const [key, value] of Object.entries(attributes)) {
    if (key.endsWith(`:${name}`)) return value;
  }
  return undefined;
}

/** A prefixed attribute by its local name (`r:id` for `id`), never the unprefixed one. */
export function prefixedAttribute(
  attributes: Record<string, string>,
  name: string,
): string | undefined {
  for (const [key, value] of Object.entries(attributes)) {
    if (key.endsWith(`:${name}`)) return value;
  }
  return undefined;
}
