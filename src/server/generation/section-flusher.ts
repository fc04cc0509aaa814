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
 *
 * Each flush sends only what was written since the row last held (decision 0121): sending the
 * whole text every second made a section's flushes grow with the square of its length.
 */
export class SectionFlusher {
  private readonly sections = new Set<FlushedSection>();
  /** The text each row holds since its last flush that stored it. */
  private readonly stored = new WeakMap<FlushedSection, string>();
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
    const texts = batch.map((section) => flushableText(section.text()));
    try {
      const ours = await flushSections(
        this.db,
        batch.map((section, index) => ({
          strategyId: section.strategyId,
          key: section.key,
          owner: section.owner,
          ...change(this.stored.get(section), texts[index]!),
        })),
      );
      batch.forEach((section, index) => {
        if (ours.has(`${section.strategyId}/${section.key}`)) {
          this.stored.set(section, texts[index]!);
          // One that ended while the statement ran was released by its own last write.
        } else if (this.sections.has(section)) {
          section.lost();
        }
      });
    } catch (error) {
      this.onError(error);
    } finally {
      this.flushing = false;
    }
  }
}

/**
 * The text up to its last whole character: a flush that ended between the two halves of a
 * surrogate pair would store each half alone, and `toStorableText` would replace both.
 */
function flushableText(text: string): string {
  const last = text.charCodeAt(text.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? text.slice(0, -1) : text;
}

/** What to send: the rest after what the row holds, or (a new attempt) the whole text. */
function change(stored: string | undefined, text: string) {
  return stored !== undefined && text.startsWith(stored)
    ? { content: text.slice(stored.length), append: true }
    : { content: text, append: false };
}
