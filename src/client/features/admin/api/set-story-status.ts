import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationStatus, Story } from '#shared/contracts/community.ts';
import { apiRequest } from '#client/lib/api-request.ts';
import { ADMIN_STORIES_PATH, adminStoryKeys, PUBLIC_STORIES_PATH } from './get-admin-stories.ts';

/** PUT /api/admin/stories/{id}/status: Approve & Publish (both true) or Reject (both false). */
export async function setStoryStatus({ id, status }: { id: number; status: ModerationStatus }): Promise<Story> {
  const res = await apiRequest('PUT', `${ADMIN_STORIES_PATH}/${id}/status`, status);
  return (await res.json()) as Story;
}

export function useSetStoryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStoryStatus,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminStoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: [PUBLIC_STORIES_PATH] }),
      ]);
    },
  });
}
