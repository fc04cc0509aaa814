/**
 * A section key: lower-case ASCII letters and digits; every other run of characters becomes one
 * `-`; no leading or trailing `-`.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
