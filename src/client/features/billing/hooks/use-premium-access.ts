import * as React from 'react';
import type { PaidAccessLevel } from '#shared/access/access-levels.ts';
import type { SubscriptionStatusName } from '#shared/contracts/billing.ts';
import { authStore, useAuth } from '#client/lib/auth/use-auth.ts';
import { useSubscriptionStatus } from '../api/get-subscription-status.ts';

/** Who may use a premium tool (spec 2.16, 4, 6). */
export type PremiumAccess =
  | { state: 'checking' }
  | { state: 'visitor' }
  | { state: 'no-subscription'; status: SubscriptionStatusName }
  | { state: 'granted' };

/**
 * Whether the signed-in person may use what `level` guards, as the server's access policy says in
 * the current user's `permissions` (no rule of its own here). The user is read afresh when the page
 * opens: a membership or course paid since it was cached must open the tool at once. Someone it
 * does not open for gets the gate, which names their membership's status.
 */
export function usePremiumAccess(level: PaidAccessLevel): PremiumAccess {
  const auth = useAuth();
  const [isFresh, setIsFresh] = React.useState(false);
  React.useEffect(() => {
    let open = true;
    void authStore.refresh().then(() => {
      if (open) setIsFresh(true);
    });
    return () => {
      open = false;
    };
  }, []);
  const granted = auth.user?.permissions[level] === true;
  const status = useSubscriptionStatus({ enabled: auth.isAuthenticated && isFresh && !granted });

  if (auth.isLoading) return { state: 'checking' };
  if (!auth.isAuthenticated) return { state: 'visitor' };
  if (granted) return { state: 'granted' };
  if (!isFresh || status.isPending) return { state: 'checking' };
  // The status could not be read (a server error): show the gate; /subscribe knows better.
  if (status.isError) return { state: 'no-subscription', status: 'inactive' };
  // A 401 here: the session ended since the user was loaded.
  if (status.data === null) return { state: 'visitor' };
  return { state: 'no-subscription', status: status.data.status };
}
