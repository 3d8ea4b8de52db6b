import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { ChangePasswordInput } from '#shared/contracts/auth.ts';
import { apiJson } from '#client/lib/api/api-json.ts';

export const PASSWORD_PATH = '/api/auth/user/password';

const putPassword = apiJson(z.undefined());

/** PUT /api/auth/user/password (204): the current password again and the new one; other sessions end. */
export function changePassword(input: ChangePasswordInput) {
  return putPassword(PASSWORD_PATH, { method: 'PUT', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
