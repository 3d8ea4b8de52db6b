import { ConfirmSignupPage } from '#client/features/signups/components/confirm-signup-page.tsx';
import { QueryProvider } from '#client/lib/query-provider.tsx';

/** Where an emailed newsletter or webinar confirmation link lands (`?token=…`). */
export function Component() {
  return (
    <QueryProvider>
      <ConfirmSignupPage />
    </QueryProvider>
  );
}
