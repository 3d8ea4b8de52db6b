import type { Faq } from '#shared/contracts/faqs.ts';
import { fillLegalFigures } from '#shared/law/legal-text.ts';
import type { FaqRepository } from './repository.ts';

export function createFaqService(repository: FaqRepository, clock: () => Date) {
  return {
    async list(): Promise<Faq[]> {
      const now = clock();
      return (await repository.listAll()).map((faq) => ({
        ...faq,
        question: fillLegalFigures(faq.question, now),
        answer: fillLegalFigures(faq.answer, now),
      }));
    },
  };
}
