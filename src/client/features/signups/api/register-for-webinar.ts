import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignupForm } from '#shared/contracts/signups.ts';
import type { WebinarRegistrationResponse } from '#shared/contracts/webinars.ts';
import { apiRequest } from '#client/lib/api-request.ts';
import { nextWebinarKeys } from './get-next-webinar.ts';

export const WEBINAR_REGISTRATION_PATH = '/api/webinar-registration';

/**
 * POST /api/webinar-registration: registers for the next upcoming webinar and emails the details
 * with a calendar invite. 409 when none is scheduled.
 */
export async function registerForWebinar(form: SignupForm): Promise<WebinarRegistrationResponse> {
  const res = await apiRequest('POST', WEBINAR_REGISTRATION_PATH, form);
  return (await res.json()) as WebinarRegistrationResponse;
}

export function useWebinarRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerForWebinar,
    // A 409 means the webinar shown is gone (started or canceled): show what is next instead.
    onError: () => queryClient.invalidateQueries({ queryKey: nextWebinarKeys.all }),
  });
}
