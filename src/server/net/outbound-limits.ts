const MB = 1024 * 1024;

/**
 * How long each kind of outbound request may take in all (lookup, connect, headers and body
 * together: a server that trickles one byte every few seconds is cut at this time, not kept
 * alive by each byte) and how much of its answer is read.
 */
export const OUTBOUND_LIMITS = {
  /** A page or PDF fetched for web research; longer pages are cut at the limit. */
  research: { totalMs: 15_000, maxBodyBytes: 5 * MB, maxRedirects: 5 },
  /** One webhook delivery, to the receiver's status line and headers (its body is not read). */
  webhook: { totalMs: 10_000 },
  /** "Test connection" and the model list. */
  providerProbe: { totalMs: 10_000 },
} as const;

export function formatSeconds(milliseconds: number): string {
  return `${Number((milliseconds / 1000).toFixed(1))} s`;
}
