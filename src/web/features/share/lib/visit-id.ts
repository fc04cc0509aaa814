/**
 * A random UUID (version 4) for one page load: `crypto.randomUUID` needs a secure context, and a
 * link opened over plain http on a local network has none.
 */
export function newVisitId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const visits = new Map<string, string>();

/** This page load's visit of a link: the same id however often the view mounts. */
export function visitIdOf(shareId: string): string {
  let visitId = visits.get(shareId);
  if (!visitId) {
    visitId = newVisitId();
    visits.set(shareId, visitId);
  }
  return visitId;
}
