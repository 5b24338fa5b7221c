// Counts and dollar amounts as the product writes them (docs/product.md, Dates, money and
// counts; en-US): '10,000', '$1,250', '$85.50'. Plain code rather than Intl.NumberFormat:
// a page's first Intl formatter loads the number data of ICU, a 15-20 ms pause on a
// phone, for formats this simple (docs/decisions/0009).

/** '1,250' from 1250. */
export function formatCount(count: number): string {
  return groupThousands(String(Math.trunc(count)));
}

/** '$1,250' for whole dollars, '$85.50' with cents. */
export function formatDollars(amount: number): string {
  const [whole = '0', cents] = Math.abs(amount)
    .toFixed(Number.isInteger(amount) ? 0 : 2)
    .split('.');
  return `${amount < 0 ? '-' : ''}$${groupThousands(whole)}${cents ? `.${cents}` : ''}`;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
