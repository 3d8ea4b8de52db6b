import { useMutation } from '@tanstack/react-query';
import type { QuestionCategory } from '#shared/contracts/community.ts';
import { apiJson } from '#client/lib/api/api-json.ts';

export const QUESTIONS_PATH = '/api/questions';

const postQuestion = apiJson(() => import('#shared/contracts/community.ts').then((c) => c.questionSchema));

/** POST /api/questions: submits a question for review; its title is the question itself (spec 3). */
export function createQuestion(input: { content: string; category: QuestionCategory }) {
  return postQuestion(QUESTIONS_PATH, { method: 'POST', body: { title: input.content, content: input.content, category: input.category } });
}

export function useCreateQuestion() {
  return useMutation({ mutationFn: createQuestion });
}
