/**
 * The spec's rule for addresses in model-written Markdown: keep an address only if it is
 * relative or uses http, https, irc, ircs, mailto or xmpp; otherwise it becomes empty.
 * Used by the page (react-markdown's urlTransform) and by every export.
 */
const SAFE_PROTOCOL = /^(https?|ircs?|mailto|xmpp)$/i;

export function safeUrl(url: string): string {
  const colon = url.indexOf(':');
  const questionMark = url.indexOf('?');
  const numberSign = url.indexOf('#');
  const slash = url.indexOf('/');
  if (
    // No protocol: relative.
    colon === -1 ||
    // The first colon comes after a `/`, `?` or `#`: relative too.
    (slash !== -1 && colon > slash) ||
    (questionMark !== -1 && colon > questionMark) ||
    (numberSign !== -1 && colon > numberSign) ||
    SAFE_PROTOCOL.test(url.slice(0, colon))
  ) {
    return url;
  }
  return '';
}

/**
 * An address that may be clickable in a file or on a cover: absolute (a relative one would
 * resolve against the reader's disk in PDF, Word and PowerPoint, or against the page) and safe.
 */
export function isAbsoluteUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) && safeUrl(url) !== '';
}
