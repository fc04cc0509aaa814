/** `€12K`, `$1.2M`: three significant digits at most, plain spaces (for axes and titles). */
export function compactMoney(currency: string, amount: number): string {
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumSignificantDigits: 3,
  })
    .format(amount)
    .replace(/[\u00a0\u202f]/g, ' ');
}
