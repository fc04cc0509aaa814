/** A whole-euro amount as the page's financial tables and slides show it ("€12,500"). */
export const euros = (amount: number) =>
  new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(amount);
