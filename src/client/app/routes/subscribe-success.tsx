import { SubscribeSuccessPage } from '#client/features/billing/components/subscribe-success-page.tsx';
import { QueryProvider } from '#client/lib/query-provider.tsx';

/** The payment provider's return address (spec 7: {origin}/subscribe-success). */
export function Component() {
  return (
    <QueryProvider>
      <SubscribeSuccessPage />
    </QueryProvider>
  );
}
