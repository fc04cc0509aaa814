/** Scrolls to a section's card once the View tab has drawn it (it loads on first use). */
export function showSectionCard(key: string, attempts = 40): void {
  const card = document.getElementById(`section-${key}`);
  if (card) {
    card.closest('article')?.scrollIntoView({ block: 'start' });
    return;
  }
  if (attempts > 0) window.setTimeout(() => showSectionCard(key, attempts - 1), 100);
}
