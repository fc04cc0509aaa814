import type { ShareReadingBeacon } from '../../../../domain/share-reading.ts';
import { answer, client, segment, withoutTokenPrompt } from '../../../lib/api.ts';

/**
 * One beacon (`POST /api/shares/:shareId/reading`), sent with `keepalive` so that the last one
 * still leaves as the page closes. Its failure is not the reader's concern: it is dropped.
 */
export function sendReading(shareId: string, beacon: ShareReadingBeacon): void {
  answer(
    client.shares[':shareId'].reading.$post(
      { param: { shareId: segment(shareId) }, json: beacon },
      { ...withoutTokenPrompt, init: { keepalive: true } },
    ),
  ).catch(() => undefined);
}
