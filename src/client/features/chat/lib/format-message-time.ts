/** A message's time as hour:minute in the reader's time zone (`3:05 PM`); '' for a bad date. */
export function formatMessageTime(isoDateTime: string, timeZone?: string): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', ...(timeZone ? { timeZone } : {}) });
}

/** The full date and time, for the tooltip and screen readers (`Jan 5, 2026, 3:05 PM`). */
export function formatMessageDateTime(isoDateTime: string, timeZone?: string): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', ...(timeZone ? { timeZone } : {}) });
}
