/**
 * Items joined as en-US prose: `A`, `A and B`, `A, B, and C` (what
 * `new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' })` writes), without building
 * a list format: a module that builds one when it loads costs a phone's first screen milliseconds.
 */
export function formatAndList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}`;
}
