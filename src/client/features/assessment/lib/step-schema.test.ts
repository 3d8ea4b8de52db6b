import { describe, expect, it, vi } from 'vitest';

// The UI texts read the site's settings, which the build defines.
vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__SITE_CONFIG__ ??= { siteName: 'X', supportEmail: 'a@b.example', supportPhone: '(800) 555-0100' };
});
import type { AssessmentAnswers } from '#shared/contracts/risk-assessments.ts';
import '#client/i18n/en/assessment.ts';
import { toForm } from '#client/lib/forms/field-specs.ts';
import { QUESTION_STEPS, stepById } from './questionnaire-steps.ts';
import { mergePage, stepSchema } from './step-schema.ts';
import { stepPath } from '#client/lib/forms/step-flow.ts';

const MONTHS = ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'];

function pageOf(id: string, answers: AssessmentAnswers = {}) {
  const step = stepById(id)!;
  const specs = step.fields({ answers, months: MONTHS });
  return { step, specs, schema: stepSchema(step, specs) };
}

describe('a questionnaire page reads what people type into the household model', () => {
  it('turns typed dollars into cents ("1,250" and "$1250.50") and blank boxes into $0', () => {
    const { schema } = pageOf('other-debts');
    const result = schema.safeParse({ otherUnsecured: '1,250', studentLoans: '$1250.50', domesticSupport: '', criminalRestitution: '0', businessDebts: ' 7 ' });
    expect(result.success && result.data).toEqual({ otherUnsecured: 125_000, studentLoans: 125_050, domesticSupport: 0, criminalRestitution: 0, businessDebts: 700 });
  });

  it('puts the model’s own message on the box that is not an amount, and on a negative one', () => {
    const { schema } = pageOf('other-debts');
    const result = schema.safeParse({ otherUnsecured: 'lots', studentLoans: '-40', domesticSupport: '', criminalRestitution: '', businessDebts: '' });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toContainEqual(['otherUnsecured', 'Enter an amount in dollars, like 1250 or 1,250.50']);
    expect(issues).toContainEqual(['studentLoans', 'The amount cannot be less than $0']);
  });

  it('keeps six named months of each income received, on the same paths as the boxes', () => {
    const { schema } = pageOf('income-debtor');
    const months = ['3,000', '3000', '3000', '3000', '3000', 'x'];
    const bad = schema.safeParse({ debtor: { wages: { received: true, months }, alimony: { received: false, months: [] } } });
    expect(bad.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['debtor.wages.months.5']);
    const good = schema.safeParse({ debtor: { wages: { received: true, months: months.map(() => '3000') } } });
    expect(good.success && good.data).toEqual({ debtor: { wages: { entry: 'monthly', months: Array(6).fill(300_000) } } });
  });

  it('asks the home question before anything else about the home, and saves no home when the answer is no', () => {
    const { step, schema } = pageOf('home');
    expect(schema.safeParse({ ownsHome: null }).error!.issues).toEqual([expect.objectContaining({ path: ['ownsHome'], message: 'Say whether you own your home' })]);
    const none = schema.parse({ ownsHome: 'no', home: { value: '200000', liens: '' } });
    expect(mergePage({ home: { value: 1, liens: 0 }, vehicles: [] }, step, none)).toEqual({ vehicles: [] });
    expect(schema.parse({ ownsHome: 'yes', home: { value: '200,000', liens: '150000' } })).toEqual({ home: { value: 20_000_000, liens: 15_000_000 } });
  });

  it('shows saved answers back as typed text (cents as dollars, booleans as yes/no)', () => {
    const { step, specs } = pageOf('home', { assets: { home: { value: 20_000_050, liens: 0 } } });
    expect(toForm(specs, { home: { value: 20_000_050, liens: 0 } }, step.steering!({ assets: { home: { value: 20_000_050, liens: 0 } } }))).toEqual({
      ownsHome: 'yes',
      home: { value: '200000.50', liens: '0' },
    });
  });
});

describe('the questionnaire branches', () => {
  const ids = (answers: AssessmentAnswers) => stepPath(QUESTION_STEPS, answers).map((step) => step.id);

  it('asks no spouse questions of a single person, and the spouse’s income when it counts', () => {
    expect(ids({ about: { maritalStatus: 'not-married' } })).not.toContain('income-spouse');
    expect(ids({ about: { maritalStatus: 'married-same-household' } })).toContain('income-spouse');
    expect(ids({ about: { maritalStatus: 'married-living-apart' } })).not.toContain('income-spouse');
    const ages = pageOf('ages', { about: { maritalStatus: 'not-married' } }).specs.map((spec) => spec.name);
    expect(ages).not.toContain('people.spouse.aged65OrOver');
  });

  it('asks no home questions without a home (no mortgage choice, no foreclosure, no home goals)', () => {
    const renter: AssessmentAnswers = { assets: {} };
    const collateral = pageOf('secured-debts', renter).specs[0]!;
    expect(collateral.kind === 'list' && collateral.fields[0]!.kind === 'select' && collateral.fields[0]!.choices.map((c) => c.value)).toEqual(['vehicle', 'other']);
    expect(pageOf('collection', renter).specs.map((spec) => spec.name)).not.toContain('foreclosure.noticeReceived');
    const { schema } = pageOf('collection', renter);
    expect(schema.parse({ lawsuit: 'none', lawsuitAllegesFraud: 'no', garnishment: { active: 'no', monthlyAmount: '' }, repossession: 'none' })).toMatchObject({ foreclosure: { noticeReceived: false } });
    const owner: AssessmentAnswers = { assets: { home: { value: 1, liens: 0 } } };
    expect(pageOf('collection', owner).specs.map((spec) => spec.name)).toContain('foreclosure.noticeReceived');
  });
});
