import { describe, expect, it } from 'vitest';
import type { AssessmentDetail } from '#shared/contracts/risk-assessments.ts';
import { currentStepId } from './current-step.ts';

const started = (currentStep: string | null): AssessmentDetail => ({
  id: 'a1',
  createdAt: '2026-12-07T00:00:00Z',
  updatedAt: '2026-12-07T00:00:00Z',
  isCompleted: false,
  completedAt: null,
  currentStep,
  riskScore: null,
  band: null,
  recommendation: null,
  filingDate: '2026-12-07',
  // What a second assessment starts with: the last one's state, county and household size.
  answers: { about: { stateCode: 'OH', county: { name: 'Franklin County' }, householdSize: 2 } },
  result: null,
});

describe('where the questionnaire opens', () => {
  it('opens a new assessment on its first page, where the state carried over from the last one is shown to confirm', () => {
    expect(currentStepId(started(null), null)).toBe('location');
  });

  it('takes someone who has saved a page back to the first page not yet answered', () => {
    expect(currentStepId(started('location'), null)).toBe('household');
  });
});
