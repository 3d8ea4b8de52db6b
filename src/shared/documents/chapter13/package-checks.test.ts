import { describe, expect, it } from 'vitest';
import { caseFileSchema, type CaseFile } from '../../case-file/index.ts';
import { jointCoupleCaseFile } from '../../case-file/fixtures/joint-couple.ts';
import type { PlanSection } from '../../case-file/plan-section.ts';
import { packageProblems } from './package-checks.ts';

function withPlan(plan: PlanSection | undefined): CaseFile {
  const input = jointCoupleCaseFile();
  input.filing.chapter = 13;
  return caseFileSchema.parse({ ...input, plan });
}

describe('an amended Chapter 13 plan must say what it changes', () => {
  it.each<[string, PlanSection | undefined]>([
    ['no plan section', undefined],
    ['no amended sections', { secured: [] }],
    ['an empty list', { secured: [], amendedSections: [] }],
  ])('refuses %s, pointing at plan.amendedSections', (_, plan) => {
    expect(packageProblems(withPlan(plan), 'amended-chapter13-plan')).toEqual({
      message: 'List the sections of the plan you changed.',
      issues: [{ path: 'plan.amendedSections', message: 'List the sections of the plan you changed' }],
    });
  });

  it('accepts a plan that lists a changed section, and the first plan needs none', () => {
    expect(packageProblems(withPlan({ secured: [], amendedSections: ['2.1'] }), 'amended-chapter13-plan')).toBeNull();
    expect(packageProblems(withPlan({ secured: [] }), 'chapter13-complete')).toBeNull();
  });
});
