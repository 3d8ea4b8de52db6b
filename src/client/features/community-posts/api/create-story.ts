import { useMutation } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api/api-json.ts';

export const USER_STORIES_PATH = '/api/user-stories';
/** Every shared story has this title (spec 3). */
export const STORY_TITLE = 'User Story';

const postStory = apiJson(() => import('#shared/contracts/community.ts').then((c) => c.storySchema));

/** POST /api/user-stories: submits a story for review (it is not public until an admin approves it). */
export function createStory(content: string) {
  return postStory(USER_STORIES_PATH, { method: 'POST', body: { title: STORY_TITLE, content } });
}

export function useCreateStory() {
  return useMutation({ mutationFn: createStory });
}
