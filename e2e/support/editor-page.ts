import type { Locator, Page } from 'playwright-core';
import { browserIdle } from './browser-idle.ts';
import { SCREENSHOTS_WANTED, saveScreenshot } from './screenshots.ts';

export interface MetadataInput {
  companyName?: string;
  clientName?: string;
  preparedBy?: string;
  preparedDate?: string;
  digitalLink?: string;
}

const METADATA_LABELS: Record<keyof MetadataInput, string> = {
  companyName: 'Company Name',
  clientName: 'Client Name',
  preparedBy: 'Prepared By',
  preparedDate: 'Prepared Date',
  digitalLink: 'Digital Version Link',
};

/** Route "/" as a person uses it: by labels, roles and visible text. */
type EditorTabName = 'Questions & Brief' | 'Generate Strategy' | 'View Strategy' | 'Presentation';

export class EditorPage {
  constructor(readonly page: Page) {}

  async goto(strategyId?: string): Promise<void> {
    await this.page.goto(strategyId ? `/?strategy=${strategyId}` : '/');
    // By CSS, not role: a dialog (the access token prompt) hides the page from the role tree.
    await this.page.locator('header h1', { hasText: 'The Maker Business Builder' }).waitFor();
  }

  /** The open strategy's id, from the address. */
  strategyId(): string | null {
    return new URL(this.page.url()).searchParams.get('strategy');
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  async fillMetadata(metadata: MetadataInput): Promise<void> {
    for (const [field, value] of Object.entries(metadata) as [keyof MetadataInput, string][]) {
      await this.field(METADATA_LABELS[field]).fill(value);
    }
  }

  get overview(): Locator {
    return this.page.getByPlaceholder('Describe your business idea or strategy...');
  }

  get beginButton(): Locator {
    return this.page.getByRole('button', { name: 'Begin Strategy Creation' });
  }

  async begin(overview: string): Promise<string> {
    await this.overview.fill(overview);
    await this.beginButton.click();
    await this.tab('Generate Strategy').waitFor();
    await this.page.waitForURL(/strategy=/);
    return this.strategyId()!;
  }

  /** A toast by its title (by CSS: an open dialog hides the toasts from the role tree). */
  toast(title: string): Locator {
    return this.page.locator('li').getByText(title, { exact: true });
  }

  saveStatus(): Locator {
    return this.page.getByRole('status').filter({ hasText: /Saved|Saving|Editing|Not saved/ });
  }

  /** Unfolds the metadata and overview of a begun strategy. */
  async openDetails(): Promise<void> {
    await this.page.getByRole('button', { name: /Edit details|Details and overview/ }).click();
  }

  tab(name: EditorTabName): Locator {
    return this.page.getByRole('tab', { name });
  }

  async openTab(name: EditorTabName): Promise<void> {
    await this.tab(name).click();
    await this.page.getByRole('tabpanel', { name }).waitFor();
  }

  // Generate Strategy tab
  categoryCheckbox(group: string): Locator {
    return this.page.getByRole('checkbox', { name: `Select all sections in ${group}` });
  }

  sectionCheckbox(title: string): Locator {
    return this.page.getByRole('checkbox', { name: title, exact: true });
  }

  groupToggle(group: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${escapeRegExp(group)}\\b`) });
  }

  get generateCompleteButton(): Locator {
    return this.page.getByRole('button', { name: 'Generate Complete Strategy' });
  }

  generateSelectedButton(): Locator {
    return this.page.getByRole('button', { name: /^Generate Selected Sections \(\d+\)$/ });
  }

  progressBar(): Locator {
    return this.page.getByRole('progressbar');
  }

  async progress(): Promise<number> {
    return Number(await this.progressBar().getAttribute('aria-valuenow'));
  }

  // View Strategy tab
  card(title: string): Locator {
    return this.page.getByRole('article', { name: title, exact: true });
  }

  viewGroupToggle(group: string): Locator {
    return this.page
      .getByRole('tabpanel', { name: 'View Strategy' })
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(group)}\\b`) });
  }

  async expandViewGroup(group: string): Promise<void> {
    const toggle = this.viewGroupToggle(group);
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }

  /**
   * The text of a card, once it is written (no spinner, no queue) and shown: the card's Markdown
   * is deferred work (section-markdown.tsx), which may still show the text of a moment before
   * when the Edit button appears, until the browser is next idle.
   */
  async writtenText(title: string): Promise<string> {
    const card = this.card(title);
    await card.getByRole('button', { name: 'Edit' }).waitFor({ timeout: 60_000 });
    await browserIdle(this.page);
    return (await card.textContent()) ?? '';
  }

  /** Full-page screenshot from the top, so the sticky header sits where it belongs. */
  async screenshot(name: string): Promise<void> {
    if (!SCREENSHOTS_WANTED) return;
    await this.page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(this.page, name, true);
  }

  actionButton(name: string | RegExp): Locator {
    return this.page
      .getByRole('toolbar', { name: 'Strategy actions' })
      .getByRole('button', { name });
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
