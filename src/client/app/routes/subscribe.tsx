import { SubscribePage } from '#client/features/billing/components/subscribe-page.tsx';
import { QueryProvider } from '#client/lib/query-provider.tsx';

/** Premium membership (spec 2.15): sign-in needed; the membership checkout. */
export function Component() {
  return (
    <QueryProvider>
      <SubscribePage />
    </QueryProvider>
  );
}
