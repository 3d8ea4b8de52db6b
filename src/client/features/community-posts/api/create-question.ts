import { useMutation } from '@tanstack/react-query';
import type { Question, QuestionCategory } from '#shared/contracts/community.ts';
import { apiRequest } from '#client/lib/api-request.ts';

export const QUESTIONS_PATH = '/api/questions';

/** POST /api/questions: submits a question for review; its title is the question itself (spec 3). */
export async function createQuestion(input: { content: string; category: QuestionCategory }): Promise<Question> {
  const res = await apiRequest('POST', QUESTIONS_PATH, { title: input.content, content: input.content, category: input.category });
  return (await res.json()) as Question;
}

export function useCreateQuestion() {
  return useMutation({ mutationFn: createQuestion });
}
