export type OutboundFailure =
  | 'invalid-url'
  | 'forbidden-address'
  | 'dns'
  | 'unreachable'
  | 'too-many-redirects'
  | 'timeout'
  | 'http-status'
  | 'content-type';

/** An outbound request that was refused or failed, with the reason in words. */
export class OutboundError extends Error {
  readonly reason: OutboundFailure;
  readonly url: string;

  constructor(
    reason: OutboundFailure,
    url: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'OutboundError';
    this.reason = reason;
    this.url = url;
  }
}
