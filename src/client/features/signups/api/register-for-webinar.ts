import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignupForm } from '#shared/contracts/signups.ts';
import { apiJson } from '#client/lib/api/api-json.ts';
import { nextWebinarKeys } from '#client/lib/query-keys/next-webinar.ts';

export const WEBINAR_REGISTRATION_PATH = '/api/webinar-registration';

const postWebinarRegistration = apiJson(() => import('#shared/contracts/webinars.ts').then((c) => c.webinarRegistrationResponseSchema));

/**
 * POST /api/webinar-registration: registers for the next upcoming webinar and emails the details
 * with a calendar invite. 409 when none is scheduled.
 */
export function registerForWebinar(form: SignupForm) {
  return postWebinarRegistration(WEBINAR_REGISTRATION_PATH, { method: 'POST', body: form });
}

export function useWebinarRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerForWebinar,
    // A 409 means the webinar shown is gone (started or canceled): show what is next instead.
    onError: () => queryClient.invalidateQueries({ queryKey: nextWebinarKeys.all }),
  });
}
