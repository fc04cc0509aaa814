/** Streamed text is sent to pages (and other processes) at most this often per section. */
export const DELTA_BATCH_MS = 50;

/**
 * Merges a section's streamed text into one `section-delta` per interval: a model sends a token
 * every few milliseconds, and an event per token (its object, its JSON, its write to every page)
 * cost the server more than reading the token (decision 0056). Pages already apply text at most
 * every 100 ms. Text that does not continue the pending text (a new attempt starts at offset 0)
 * sends the pending text first, so every delta keeps its own offset.
 */
export class DeltaBatcher {
  /** The pending pieces, joined once when sent rather than copied at every token. */
  private pieces: string[] = [];
  private offset = 0;
  private length = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly send: (text: string, offset: number) => void,
    private readonly intervalMs = DELTA_BATCH_MS,
  ) {}

  add(text: string, offset: number): void {
    if (this.length > 0 && offset !== this.offset + this.length) this.flush();
    if (this.length === 0) this.offset = offset;
    this.pieces.push(text);
    this.length += text.length;
    this.timer ??= setTimeout(() => this.flush(), this.intervalMs);
  }

  /** Sends the pending text now: before any other event of the section, to keep the order. */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.length === 0) return;
    const text = this.pieces.length === 1 ? this.pieces[0]! : this.pieces.join('');
    const { offset } = this;
    this.pieces = [];
    this.length = 0;
    this.send(text, offset);
  }
}
