const STORAGE_KEY = 'mbb.sectionEditorMode';

export type SectionEditorMode = 'rich' | 'markdown';

/** Formatted text unless the person chose Markdown once: kept in this browser. */
export function savedEditorMode(): SectionEditorMode {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'markdown' ? 'markdown' : 'rich';
  } catch {
    return 'rich';
  }
}

export function saveEditorMode(mode: SectionEditorMode): void {
  try {
    localStorage.setItem(STORAGE_KEY, mode);
  } catch {
    // Private mode: formatted text next time.
  }
}
