// @ts-expect-error: a plain ES module shared with `npm start`.
import { buildWebIfStale } from '../../tools/build-web.mjs';

export default function setup(): void {
  buildWebIfStale();
}
