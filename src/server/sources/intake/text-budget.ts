import { MAX_EXTRACTED_CHARACTERS } from './intake-limits.ts';

/**
 * How much text one document may still add. Readers stop reading once it is spent, so a huge
 * document costs the time to read its first 5 million characters, not all of it.
 */
export class TextBudget {
  #remaining: number;
  #exhausted = false;

  constructor(readonly limit = MAX_EXTRACTED_CHARACTERS) {
    this.#remaining = limit;
  }

  /** The text, cut to what is left of the budget. */
  take(text: string): string {
    if (this.#remaining <= 0) {
      if (text) this.#exhausted = true;
      return '';
    }
    if (text.length <= this.#remaining) {
      this.#remaining -= text.length;
      return text;
    }
    this.#exhausted = true;
    const kept = text.slice(0, this.#remaining);
    this.#remaining = 0;
    return kept;
  }

  /**
   * Spends `count` characters if that many are left (a table row is kept whole or not at all);
   * otherwise spends nothing more, notes that text was dropped, and says no.
   */
  spend(count: number): boolean {
    if (count <= this.#remaining) {
      this.#remaining -= count;
      return true;
    }
    this.#exhausted = true;
    this.#remaining = 0;
    return false;
  }

  /** True once some text had to be dropped. */
  get exhausted(): boolean {
    return this.#exhausted;
  }

  get spent(): boolean {
    return this.#remaining <= 0;
  }
}
