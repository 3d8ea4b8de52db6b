/** `1,234 / 5,000 characters` style counter parts; `isNearLimit` from 90 % of the limit. */
export function characterCount(text: string, limit: number): { count: number; remaining: number; isNearLimit: boolean } {
  const count = text.length;
  return { count, remaining: Math.max(0, limit - count), isNearLimit: count >= limit * 0.9 };
}

/** True when the text has something besides spaces and line breaks (spec 5: blank text cannot be sent). */
export function hasText(text: string): boolean {
  return text.trim().length > 0;
}
