import { describe, expect, it } from 'vitest';
import type { Faq } from '#shared/contracts/faqs.ts';
import { FAQ_CATEGORIES } from '#shared/contracts/faqs.ts';
import { FAQ_CATEGORY_ORDER, filterFaqs, groupFaqsByCategory } from './filter-faqs.ts';

const faq = (id: number, question: string, answer: string, category = 'General'): Faq => ({ id, question, answer, category, sortOrder: id });
const FAQS = [faq(1, 'Can I keep my car?', 'Often yes, if its equity is exempt.', 'Chapter 7'), faq(2, 'What does it cost?', 'The filing fee and the courses.'), faq(3, 'How long does a plan last?', 'Three to five years.', 'Chapter 13')];

describe('filterFaqs', () => {
  it('gives every FAQ for an empty query', () => {
    expect(filterFaqs(FAQS, '  ')).toHaveLength(3);
  });

  it('matches every word in question, answer or category, ignoring case', () => {
    expect(filterFaqs(FAQS, 'CAR').map((f) => f.id)).toEqual([1]);
    expect(filterFaqs(FAQS, 'filing fee').map((f) => f.id)).toEqual([2]);
    expect(filterFaqs(FAQS, 'chapter 13').map((f) => f.id)).toEqual([3]);
    expect(filterFaqs(FAQS, 'car plan')).toEqual([]);
  });
});

describe('groupFaqsByCategory', () => {
  it('keeps the guide order of categories, drops empty ones and adds unknown ones at the end', () => {
    const groups = groupFaqsByCategory([...FAQS, faq(4, 'Q?', 'A.', 'Other'), faq(0, 'First?', 'A.', 'Chapter 7')], ['General', 'Chapter 7', 'Forms', 'Chapter 13']);
    expect(groups.map((g) => g.category)).toEqual(['General', 'Chapter 7', 'Chapter 13', 'Other']);
    expect(groups[1]!.faqs.map((f) => f.id)).toEqual([0, 1]);
  });
});

describe('FAQ_CATEGORY_ORDER', () => {
  it('equals the contract\'s categories', () => {
    expect([...FAQ_CATEGORY_ORDER]).toEqual([...FAQ_CATEGORIES]);
  });
});
