import type { Database } from '../db/client.ts';
import { flushSections } from './section-queue.ts';

export const FLUSH_INTERVAL_MS = 1000;

export interface FlushedSection {
  strategyId: string;
  key: string;
  owner: string;
  /** The text of the current attempt so far. */
  text(): string;
  /** The row is no longer this job's (cancelled or taken over). */
  lost(): void;
}

/**
 * Saves the text of every section this process streams once a second (decision 0002: content is
 * persisted at least every second), all in one statement, which also renews their leases and
 * notices a cancel or a take-over. A failed flush is logged by the caller and tried again at the
 * next tick: the lease (15 s) outlives a few.
 */
export class SectionFlusher {
  private readonly sections = new Set<FlushedSection>();
  private timer: NodeJS.Timeout | undefined;
  private flushing = false;

  constructor(
    private readonly db: Database,
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs = FLUSH_INTERVAL_MS,
  ) {}

  /** Flushed from the next tick on, until the returned function is called. */
  add(section: FlushedSection): () => void {
    this.sections.add(section);
    this.timer ??= setInterval(() => void this.flush(), this.intervalMs);
    return () => {
      this.sections.delete(section);
      if (this.sections.size === 0) {
        clearInterval(this.timer);
        this.timer = undefined;
      }
    };
  }

  async flush(): Promise<void> {
    // A slow database must not pile statements up: the next tick sends the newer text.
    if (this.flushing || this.sections.size === 0) return;
    this.flushing = true;
    const batch = [...this.sections];
    try {
      const ours = await flushSections(
        this.db,
        batch.map((section) => ({
          strategyId: section.strategyId,
          key: section.key,
          owner: section.owner,
          content: section.text(),
        })),
      );
      for (const section of batch) {
        // One that ended while the statement ran was released by its own last write.
        if (this.sections.has(section) && !ours.has(`${section.strategyId}/${section.key}`)) {
          section.lost();
        }
      }
    } catch (error) {
      this.onError(error);
    } finally {
      this.flushing = false;
    }
  }
}
