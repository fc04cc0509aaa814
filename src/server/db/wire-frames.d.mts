export type FrontendFrame =
  /** The start-up message, to be run on its own. */
  | { kind: 'startup'; bytes: Uint8Array<ArrayBuffer> }
  /** SSL or GSS encryption asked for: answered with a refusal ("N"), the client goes on plain. */
  | { kind: 'encryption-request' }
  /** There is no backend process to signal: dropped, as the protocol expects no answer. */
  | { kind: 'cancel-request' }
  /** One or more whole typed messages, in order. */
  | { kind: 'messages'; bytes: Uint8Array<ArrayBuffer> };

export declare class FrontendFrameReader {
  /** Adds received bytes; returns the frames now complete (an incomplete tail waits). */
  push(chunk: Uint8Array): FrontendFrame[];
}
