/**
 * Amounts of money as the site writes them: 790000 → '790.000 ₫' (by hand, as the landing pages
 * do: the same text everywhere). Shared with the Cloud Function's mails (functions/src/money.ts
 * is a symbolic link to this file).
 */
export function formatVnd(amount: number): string {
  return `${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} ₫`;
}
