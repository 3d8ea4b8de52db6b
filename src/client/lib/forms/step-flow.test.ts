import { describe, expect, it } from 'vitest';
import { resumeStepId, stepPath, stepPosition, type FlowStep } from './step-flow.ts';

interface Answers {
  ownsHome?: boolean;
  homeValue?: number;
  income?: number;
}

const STEPS: FlowStep<Answers>[] = [
  { id: 'home', next: (a) => (a.ownsHome ? 'home-value' : 'income'), isComplete: (a) => a.ownsHome !== undefined },
  { id: 'home-value', next: () => 'income', isComplete: (a) => a.homeValue !== undefined },
  { id: 'income', next: () => null, isComplete: (a) => a.income !== undefined },
];

const ids = (answers: Answers) => stepPath(STEPS, answers).map((step) => step.id);

describe('step flows', () => {
  it('follows the answers: renters skip the home value step', () => {
    expect(ids({ ownsHome: false })).toEqual(['home', 'income']);
    expect(ids({ ownsHome: true })).toEqual(['home', 'home-value', 'income']);
  });

  it('resumes at the first unanswered step on the path, or null when done', () => {
    expect(resumeStepId(STEPS, {})).toBe('home');
    expect(resumeStepId(STEPS, { ownsHome: true })).toBe('home-value');
    expect(resumeStepId(STEPS, { ownsHome: false })).toBe('income');
    expect(resumeStepId(STEPS, { ownsHome: false, income: 2000 })).toBeNull();
  });

  it('numbers a step on the path with its neighbours, and not at all off the path', () => {
    expect(stepPosition(STEPS, { ownsHome: true }, 'home-value')).toEqual({ number: 2, total: 3, previousId: 'home', nextId: 'income' });
    expect(stepPosition(STEPS, { ownsHome: false }, 'income')).toEqual({ number: 2, total: 2, previousId: 'home', nextId: null });
    expect(stepPosition(STEPS, { ownsHome: false }, 'home-value')).toBeNull();
  });

  it('refuses a flow that loops or points nowhere', () => {
    const looping: FlowStep<Answers>[] = [
      { id: 'a', next: () => 'b', isComplete: () => true },
      { id: 'b', next: () => 'a', isComplete: () => true },
    ];
    expect(() => stepPath(looping, {})).toThrow('loops back to "a"');
    expect(() => stepPath([{ id: 'a', next: () => 'z', isComplete: () => true }], {})).toThrow('unknown step "z"');
  });
});
