import type { Faq } from '#shared/contracts/faqs.ts';

/**
 * The FAQ categories in guide order: FAQ_CATEGORIES of the shared contract, copied because that
 * module loads the validation library, which public pages should not download. A unit test
 * keeps the two equal.
 */
export const FAQ_CATEGORY_ORDER = ['General', 'Chapter 7', 'Chapter 13', 'Forms', 'After Filing'] as const;

/** FAQs whose question, answer or category contain every word typed (case-insensitive). */
export function filterFaqs(faqs: readonly Faq[], query: string): Faq[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...faqs];
  return faqs.filter((faq) => {
    const text = `${faq.question} ${faq.answer} ${faq.category}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** FAQs grouped by category: the known categories first in guide order, then any others as they come. */
export function groupFaqsByCategory(faqs: readonly Faq[], categoryOrder: readonly string[]): Array<{ category: string; faqs: Faq[] }> {
  const groups = new Map<string, Faq[]>();
  for (const category of categoryOrder) groups.set(category, []);
  for (const faq of faqs) {
    const list = groups.get(faq.category) ?? [];
    list.push(faq);
    groups.set(faq.category, list);
  }
  return [...groups]
    .filter(([, list]) => list.length > 0)
    .map(([category, list]) => ({ category, faqs: [...list].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id) }));
}
