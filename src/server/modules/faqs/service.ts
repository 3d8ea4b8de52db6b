import type { Faq, FaqInput } from '#shared/contracts/faqs.ts';
import { AppError } from '#shared/errors.ts';
import type { ImportedMedianIncomeTables } from '#shared/law/figures.ts';
import { describeFigureSources, fillLegalFigures, findLegalTextProblems, listLegalFigureTokens } from '#shared/law/legal-text.ts';
import type { InTransaction } from '../../db/transaction.ts';
import type { AuditLog } from '../audit-log/audit-log.ts';
import type { FaqRepository } from './repository.ts';

export function createFaqService(deps: {
  repository: FaqRepository;
  clock: () => Date;
  /** The median income tables an admin imported, for {{medianIncome.…}} tokens. */
  medianIncomeTables: () => Promise<ImportedMedianIncomeTables>;
  /** A change and its audit record in one transaction. */
  inTransaction: InTransaction<{ repository: FaqRepository; audit: AuditLog }>;
}) {
  const { repository, clock, inTransaction } = deps;
  const assertFiguresValid = (input: FaqInput) => {
    const problems = [input.question, input.answer].flatMap((text) => findLegalTextProblems(text, clock()));
    if (problems.length > 0) throw new AppError('VALIDATION_FAILED', `Fix the legal figure tokens: ${problems[0]}`);
  };

  return {
    /** FAQ texts may cite {{figures}}; readers see the figure in force today, with where it comes from. */
    async list(): Promise<Faq[]> {
      const now = clock();
      const imported = await deps.medianIncomeTables();
      return (await repository.listAll()).map((faq) => ({
        ...faq,
        question: fillLegalFigures(faq.question, now, imported),
        answer: fillLegalFigures(faq.answer, now, imported),
        figureSources: describeFigureSources(listLegalFigureTokens(`${faq.question}\n${faq.answer}`), now, imported),
      }));
    },

    /** The stored texts with their {{tokens}}, for editing. */
    listForEditing: () => repository.listAll(),

    async create(actorId: string, input: FaqInput): Promise<Faq> {
      assertFiguresValid(input);
      return inTransaction(async ({ repository, audit }) => {
        const faq = await repository.create(input);
        await audit.record({ actorId, action: 'faq.create', targetType: 'faq', targetId: faq.id, details: { category: faq.category } });
        return faq;
      });
    },

    async update(actorId: string, id: number, input: FaqInput): Promise<Faq> {
      assertFiguresValid(input);
      return inTransaction(async ({ repository, audit }) => {
        const updated = await repository.update(id, input);
        if (!updated) throw new AppError('NOT_FOUND', 'That FAQ does not exist.');
        await audit.record({ actorId, action: 'faq.update', targetType: 'faq', targetId: id });
        return updated;
      });
    },

    async delete(actorId: string, id: number): Promise<void> {
      await inTransaction(async ({ repository, audit }) => {
        if (!(await repository.delete(id))) throw new AppError('NOT_FOUND', 'That FAQ does not exist.');
        await audit.record({ actorId, action: 'faq.delete', targetType: 'faq', targetId: id });
      });
    },

    async reorder(actorId: string, category: string, ids: number[]): Promise<void> {
      await inTransaction(async ({ repository, audit }) => {
        const existing = await repository.idsInCategory(category);
        const sameSet = existing.length === ids.length && new Set(ids).size === ids.length && ids.every((id) => existing.includes(id));
        if (!sameSet) throw new AppError('VALIDATION_FAILED', 'The new order must list every FAQ of that category exactly once.');
        await repository.reorder(category, ids);
        await audit.record({ actorId, action: 'faq.reorder', targetType: 'faq_category', targetId: category, details: { ids } });
      });
    },
  };
}

export type FaqService = ReturnType<typeof createFaqService>;
