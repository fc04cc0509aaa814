import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long an export link an agent is given stays valid. */
export const DOWNLOAD_LINK_MS = 15 * 60 * 1000;

/**
 * Signed export links (issue 19): an agent hands a person or a tool a URL that downloads one
 * file for 15 minutes, without the access token in it. The key derives from the token when one is
 * set (links survive a restart), else it is random for this process.
 */
export function downloadSigner(accessToken: string | undefined) {
  const key = accessToken
    ? createHash('sha256').update(`download-links\n${accessToken}`).digest()
    : randomBytes(32);
  const sign = (strategyId: string, format: string, expires: number) =>
    createHmac('sha256', key).update(`${strategyId}\n${format}\n${expires}`).digest('hex');
  return {
    /** `/api/downloads/<id>/<format>?expires=…&signature=…` */
    path(strategyId: string, format: string, now = Date.now()): string {
      const expires = now + DOWNLOAD_LINK_MS;
      const query = new URLSearchParams({
        expires: String(expires),
        signature: sign(strategyId, format, expires),
      });
      return `/api/downloads/${encodeURIComponent(strategyId)}/${encodeURIComponent(format)}?${query}`;
    },
    verify(strategyId: string, format: string, expires: number, signature: string): boolean {
      if (!Number.isSafeInteger(expires) || expires < Date.now()) return false;
      const expected = Buffer.from(sign(strategyId, format, expires), 'hex');
      const given = Buffer.from(signature, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type DownloadSigner = ReturnType<typeof downloadSigner>;
