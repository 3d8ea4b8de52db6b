import type { Faq, FaqInput } from '#shared/contracts/faqs.ts';
import { AppError } from '#shared/errors.ts';
import { fillLegalFigures, findLegalTextProblems } from '#shared/law/legal-text.ts';
import type { FaqRepository } from './repository.ts';

export function createFaqService(repository: FaqRepository, clock: () => Date) {
  const assertFiguresValid = (input: FaqInput) => {
    const problems = [input.question, input.answer].flatMap((text) => findLegalTextProblems(text, clock()));
    if (problems.length > 0) throw new AppError('VALIDATION_FAILED', `Fix the legal figure tokens: ${problems[0]}`);
  };

  return {
    /** FAQ texts may cite {{figures}}; readers see the figure in force today. */
    async list(): Promise<Faq[]> {
      const now = clock();
      return (await repository.listAll()).map((faq) => ({
        ...faq,
        question: fillLegalFigures(faq.question, now),
        answer: fillLegalFigures(faq.answer, now),
      }));
    },

    /** The stored texts with their {{tokens}}, for editing. */
    listForEditing: () => repository.listAll(),

    async create(input: FaqInput): Promise<Faq> {
      assertFiguresValid(input);
      return repository.create(input);
    },

    async update(id: number, input: FaqInput): Promise<Faq> {
      assertFiguresValid(input);
      const updated = await repository.update(id, input);
      if (!updated) throw new AppError('NOT_FOUND', 'That FAQ does not exist.');
      return updated;
    },

    async delete(id: number): Promise<void> {
      if (!(await repository.delete(id))) throw new AppError('NOT_FOUND', 'That FAQ does not exist.');
    },

    async reorder(category: string, ids: number[]): Promise<void> {
      const existing = await repository.idsInCategory(category);
      const sameSet = existing.length === ids.length && new Set(ids).size === ids.length && ids.every((id) => existing.includes(id));
      if (!sameSet) throw new AppError('VALIDATION_FAILED', 'The new order must list every FAQ of that category exactly once.');
      await repository.reorder(category, ids);
    },
  };
}
