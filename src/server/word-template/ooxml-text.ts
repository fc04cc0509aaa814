/**
 * Small string operations on Office XML parts as Word and LibreOffice write them: elements found
 * by their qualified name, children of an element split at the top level. Used to merge a firm's
 * template into an export without a DOM (the parts were size-checked when the template was
 * stored, and only elements are cut and pasted, never text re-encoded).
 */

const TAG = /<(\/?)([A-Za-z_][\w.-]*(?::[\w.-]+)?)\b[^>]*?(\/?)>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>/g;

/** Every `<name ...>...</name>` or `<name .../>` element, outermost ones, in order. */
export function elementsNamed(xml: string, name: string): string[] {
  return elementSpans(xml, name).map(([start, end]) => xml.slice(start, end));
}

/** Start and end offsets of the outermost elements with this name. */
export function elementSpans(xml: string, name: string): [number, number][] {
  const spans: [number, number][] = [];
  let depth = 0;
  let start = 0;
  for (const match of xml.matchAll(TAG)) {
    if (match[2] !== name) continue;
    const index = match.index ?? 0;
    const closing = match[1] === '/';
    const selfClosing = match[3] === '/';
    if (!closing && depth === 0) start = index;
    if (selfClosing) {
      if (depth === 0) spans.push([index, index + match[0].length]);
      continue;
    }
    depth += closing ? -1 : 1;
    if (closing && depth === 0) spans.push([start, index + match[0].length]);
    if (depth < 0) depth = 0;
  }
  return spans;
}

/** The element's children at the top level (`<w:body>`'s paragraphs and tables), as text. */
export function childElements(innerXml: string): { name: string; xml: string }[] {
  const children: { name: string; xml: string }[] = [];
  let depth = 0;
  let start = 0;
  let name = '';
  for (const match of innerXml.matchAll(TAG)) {
    if (!match[2]) continue;
    const index = match.index ?? 0;
    if (match[1] === '/') {
      depth -= 1;
      if (depth === 0) children.push({ name, xml: innerXml.slice(start, index + match[0].length) });
    } else if (match[3] === '/') {
      if (depth === 0) children.push({ name: match[2], xml: match[0] });
    } else {
      if (depth === 0) {
        start = index;
        name = match[2];
      }
      depth += 1;
    }
  }
  return children;
}

/** The text between an element's opening and closing tags (the first such element). */
export function innerOf(
  xml: string,
  name: string,
): { before: string; inner: string; after: string } {
  const [span] = elementSpans(xml, name);
  if (!span) throw new Error(`the part has no ${name}`);
  const element = xml.slice(span[0], span[1]);
  const openEnd = element.indexOf('>') + 1;
  const closeStart = element.lastIndexOf('</');
  return {
    before: xml.slice(0, span[0] + openEnd),
    inner: element.slice(openEnd, closeStart),
    after: xml.slice(span[0] + closeStart),
  };
}

/** Removes every element with one of these names (and what it holds). */
export function removeElements(xml: string, names: readonly string[]): string {
  let result = xml;
  for (const name of names) {
    const spans = elementSpans(result, name);
    for (const [start, end] of spans.reverse()) result = result.slice(0, start) + result.slice(end);
  }
  return result;
}

/** An attribute of an opening tag, by its qualified name. */
export function xmlAttribute(openTag: string, name: string): string | undefined {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\s${escaped}="([^"]*)"`).exec(openTag)?.[1];
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
