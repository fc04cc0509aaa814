const STORAGE_KEY = 'mbb.reviewerName';

/** The name a link holder gave once, kept in this browser for every later comment. */
export function savedReviewerName(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

export function saveReviewerName(name: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, name.trim());
  } catch {
    // Private mode: the name is asked again next time.
  }
}
