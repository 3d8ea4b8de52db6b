import type { SubscriptionStatusName } from '#shared/contracts/billing.ts';
import { useAuth } from '#client/lib/auth/use-auth.ts';
import { useSubscriptionStatus } from '../api/get-subscription-status.ts';

/** Who may use a premium tool (spec 2.16, 4, 6). */
export type PremiumAccess =
  | { state: 'checking' }
  | { state: 'visitor' }
  | { state: 'no-subscription'; status: SubscriptionStatusName }
  | { state: 'granted' };

/**
 * Signed in with an active subscription, or an admin: granted. The subscription status is
 * fetched only for signed-in non-admins; while either answer is outstanding: checking.
 */
export function usePremiumAccess(): PremiumAccess {
  const auth = useAuth();
  const needsStatus = auth.isAuthenticated && !auth.isAdmin;
  const status = useSubscriptionStatus({ enabled: needsStatus });

  if (auth.isLoading) return { state: 'checking' };
  if (!auth.isAuthenticated) return { state: 'visitor' };
  if (auth.isAdmin) return { state: 'granted' };
  if (status.isPending) return { state: 'checking' };
  // The status could not be read (a server error): show the gate; /subscribe knows better.
  if (status.isError) return { state: 'no-subscription', status: 'inactive' };
  // A 401 here: the session ended since the user was loaded.
  if (status.data === null) return { state: 'visitor' };
  return status.data.hasActiveSubscription ? { state: 'granted' } : { state: 'no-subscription', status: status.data.status };
}
