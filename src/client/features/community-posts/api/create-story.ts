import { useMutation } from '@tanstack/react-query';
import type { Story } from '#shared/contracts/community.ts';
import { apiRequest } from '#client/lib/api-request.ts';

export const USER_STORIES_PATH = '/api/user-stories';
/** Every shared story has this title (spec 3). */
export const STORY_TITLE = 'User Story';

/** POST /api/user-stories: submits a story for review (it is not public until an admin approves it). */
export async function createStory(content: string): Promise<Story> {
  const res = await apiRequest('POST', USER_STORIES_PATH, { title: STORY_TITLE, content });
  return (await res.json()) as Story;
}

export function useCreateStory() {
  return useMutation({ mutationFn: createStory });
}
