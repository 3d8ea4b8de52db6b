import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storySchema, type ModerationStatus } from '#shared/contracts/community.ts';
import { apiJson } from '#client/lib/api/api-json.ts';
import { ADMIN_STORIES_PATH, adminStoryKeys } from './get-admin-stories.ts';
import { communityStoryKeys } from './get-community-stories.ts';

const putStoryStatus = apiJson(storySchema);

/** PUT /api/admin/stories/{id}/status: Approve & Publish (both true) or Reject (both false). */
export function setStoryStatus({ id, status }: { id: number; status: ModerationStatus }) {
  return putStoryStatus(`${ADMIN_STORIES_PATH}/${id}/status`, { method: 'PUT', body: status });
}

export function useSetStoryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStoryStatus,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminStoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: communityStoryKeys.all }),
      ]);
    },
  });
}
