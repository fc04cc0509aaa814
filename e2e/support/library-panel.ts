import type { Locator, Page } from 'playwright-core';

/** "Saved strategies": the panel opened from the header. */
export class LibraryPanel {
  constructor(readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Saved strategies' });
  }

  async open(): Promise<void> {
    await this.page.getByRole('button', { name: /Saved strategies|Library/ }).click();
    await this.dialog.waitFor();
  }

  item(name: string): Locator {
    return this.dialog
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name }) });
  }

  async names(): Promise<string[]> {
    return this.dialog.getByRole('listitem').getByRole('heading').allTextContents();
  }

  get searchBox(): Locator {
    return this.dialog.getByRole('searchbox', { name: 'Search saved strategies' });
  }

  get loadMore(): Locator {
    return this.dialog.getByRole('button', { name: 'Load more' });
  }

  /** "Showing 50 of 60": how much of the library (or of the search's matches) is listed. */
  get shown(): Locator {
    return this.dialog.getByText(/^Showing [\d,]+ of [\d,]+$/);
  }
}
