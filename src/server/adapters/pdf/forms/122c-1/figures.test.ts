import { describe, expect, it } from 'vitest';
import { planContextFromIncome } from '#shared/case-file/chapter13-plan.ts';
import { form122C1Figures } from './figures.ts';

describe('Form 122C-1 and the plan agree on the commitment period', () => {
  it.each([
    [7_999_999, false, 36],
    [8_000_000, false, 60],
    [8_000_001, true, 60],
  ] as const)('income of %i cents against a median of 8,000,000: above the median %s, %i months', (annualIncomeCents, above, months) => {
    const figures = form122C1Figures({ annualIncomeCents, medianCents: 8_000_000 });
    expect(figures.aboveMedian).toBe(above);
    expect(figures.commitmentPeriodMonths).toBe(months);
    expect(planContextFromIncome(annualIncomeCents, 8_000_000).commitmentPeriodMonths).toBe(figures.commitmentPeriodMonths);
  });
});
