import { describe, expect, it } from 'vitest';
import { planSectionSchema } from './plan-section.ts';

describe('the plan section’s tax refund (§ 2.3) and vesting (§ 7.1) choices', () => {
  it('accepts a box alone, or "other" with the person’s words', () => {
    const parsed = planSectionSchema.parse({ secured: [], taxRefunds: { choice: 'retain' }, vesting: { choice: 'other', otherText: '  On closing of the case. ' } });
    expect(parsed.taxRefunds).toEqual({ choice: 'retain' });
    expect(parsed.vesting).toEqual({ choice: 'other', otherText: 'On closing of the case.' });
  });

  it('asks for the words when "other" is chosen, and for a choice it knows', () => {
    const result = planSectionSchema.safeParse({ secured: [], taxRefunds: { choice: 'other', otherText: '   ' }, vesting: { choice: 'never' } });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['taxRefunds.otherText', 'Write how you will treat tax refunds'],
      ['vesting.choice', 'Choose when your property goes back to you'],
    ]);
  });
});
