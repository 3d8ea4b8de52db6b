/** `December 22, 2026` in the reader's time zone, for dates fetched in the browser (renewals, receipts). */
export function formatLongDate(isoDateTime: string): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}
