// Phone-sized pages: no interview page asks more than 15 things at once (issue 37: one screen had
// 41 inputs, 7,000 px tall on a phone). A list counts its page's questions and one row's; a yes/no
// or a set of radio buttons is one question; follow-ups shown after an answer count as shown.
import { describe, expect, it } from 'vitest';
import type { FieldSpec } from '#client/lib/forms/field-specs.ts';
import { INTERVIEW_PAGES } from './interview-pages.ts';

const MAX_INPUTS = 15;

function inputsOf(specs: readonly FieldSpec[]): number {
  return specs.reduce((sum, spec) => {
    switch (spec.kind) {
      case 'keep':
      case 'fixed':
        return sum;
      case 'when':
      case 'list':
        return sum + inputsOf(spec.fields);
      case 'months':
        // A box per kind of income, and the six months of the one kind most people tick.
        return sum + spec.sources.length + 6;
      default:
        return sum + 1;
    }
  }, 0);
}

/** The page's own questions, one row of its list, and the Social Security number box of a person's page. */
export function inputsOfPage(page: (typeof INTERVIEW_PAGES)[number]): number {
  const ssnBox = page.id === 'debtor' || page.id === 'spouse' ? 1 : 0;
  return inputsOf(page.fields ?? []) + inputsOf(page.list?.fields ?? []) + ssnBox;
}

/**
 * Known to be longer, not fixed yet: the six months' income page shows a box per kind of income (12)
 * and six months for each kind ticked. Its months should move to a page of their own.
 */
const NOT_YET_SPLIT = new Set(['income-months-debtor', 'income-months-spouse']);

describe('every interview page fits a phone', () => {
  it.each(INTERVIEW_PAGES.filter((page) => !NOT_YET_SPLIT.has(page.id)).map((page) => [page.id, page] as const))(`%s asks at most ${MAX_INPUTS} things`, (_id, page) => {
    expect(inputsOfPage(page)).toBeLessThanOrEqual(MAX_INPUTS);
  });

  it('Schedule J is asked on four pages of at most a dozen boxes, every line once', () => {
    const expenses = INTERVIEW_PAGES.filter((page) => page.section === 'expenses');
    const lines = expenses.flatMap((page) => (page.fields ?? []).map((field) => field.name).filter((name) => name.startsWith('lines.')));
    expect(lines).toHaveLength(35);
    expect(new Set(lines).size).toBe(35);
    expect(expenses.map((page) => page.id)).toEqual(['expenses-spouse-household', 'expenses', 'expenses-living', 'expenses-payments', 'expenses-more']);
  });
});
