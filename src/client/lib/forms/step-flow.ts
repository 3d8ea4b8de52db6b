// Multi-page questionnaires as data (GOV.UK forms' `next` pointers): each step names the step that
// follows from the answers so far, so branching is data, a person can resume where they stopped,
// and "check your answers" lists exactly the steps on their path.

export interface FlowStep<TAnswers> {
  id: string;
  /** The following step's id given the answers so far; null ends the flow. */
  next: (answers: TAnswers) => string | null;
  /** True once this step's questions are answered well enough to move on. */
  isComplete: (answers: TAnswers) => boolean;
}

/** The steps a person with these answers goes through, in order, from the first. */
export function stepPath<TAnswers, TStep extends FlowStep<TAnswers> = FlowStep<TAnswers>>(steps: readonly TStep[], answers: TAnswers): TStep[] {
  const byId = new Map(steps.map((step) => [step.id, step]));
  const path: TStep[] = [];
  const seen = new Set<string>();
  let current = steps[0];
  while (current) {
    // A step pointing back to one already on the path would loop forever: a mistake in the flow.
    if (seen.has(current.id)) throw new Error(`Step flow loops back to "${current.id}"`);
    seen.add(current.id);
    path.push(current);
    const nextId = current.next(answers);
    if (nextId === null) break;
    const next = byId.get(nextId);
    if (!next) throw new Error(`Step "${current.id}" leads to unknown step "${nextId}"`);
    current = next;
  }
  return path;
}

/** Where to take someone who comes back: the first step on their path not yet complete, or null when all are. */
export function resumeStepId<TAnswers>(steps: readonly FlowStep<TAnswers>[], answers: TAnswers): string | null {
  return stepPath(steps, answers).find((step) => !step.isComplete(answers))?.id ?? null;
}

export interface StepPosition {
  /** 1-based place on the person's path, and the path's length ("Step 3 of 9"). */
  number: number;
  total: number;
  previousId: string | null;
  nextId: string | null;
}

/** Where a step sits on the person's path; null when their answers took the path elsewhere. */
export function stepPosition<TAnswers>(steps: readonly FlowStep<TAnswers>[], answers: TAnswers, stepId: string): StepPosition | null {
  const path = stepPath(steps, answers);
  const index = path.findIndex((step) => step.id === stepId);
  if (index < 0) return null;
  return {
    number: index + 1,
    total: path.length,
    previousId: path[index - 1]?.id ?? null,
    nextId: path[index + 1]?.id ?? null,
  };
}
