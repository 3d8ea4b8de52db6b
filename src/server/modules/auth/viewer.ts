import type { FastifyInstance } from 'fastify';
import { tokenDigest } from '../../security/tokens.ts';
import type { SessionCookieNames } from './session-cookies.ts';
import type { SessionsRepository } from './sessions-repository.ts';
import type { UserRow } from './users-repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's row and session id, when the session cookie is live. */
    signedIn: { user: UserRow; sessionId: string } | null;
  }
}

/** How often a session's last-seen time is written (idle timeout precision vs. write load). */
const TOUCH_INTERVAL_MS = 5 * 60_000;

/**
 * Resolves the session cookie to a user before access rules run. A disabled account's
 * session ends here. `viewer.hasPremium` comes from the billing module (admins always have it).
 */
export function registerViewerResolution(
  app: FastifyInstance,
  deps: {
    sessions: SessionsRepository;
    cookies: SessionCookieNames;
    idleTimeoutMs: number;
    clock: () => Date;
    /** Whether this person's subscription gives premium access now. */
    hasPremium: (userId: string) => Promise<boolean>;
  },
): void {
  app.decorateRequest('signedIn', null);
  app.addHook('preHandler', async (request) => {
    const token = request.cookies[deps.cookies.session];
    if (!token) return;
    const now = deps.clock();
    const id = tokenDigest(token);
    const live = await deps.sessions.findLive(id, now, new Date(now.getTime() - deps.idleTimeoutMs));
    if (!live) return;
    if (live.user.isDisabled) {
      await deps.sessions.delete(id);
      return;
    }
    if (now.getTime() - live.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await deps.sessions.touch(id, now);
    request.signedIn = { user: live.user, sessionId: id };
    // Premium routes are the only ones that need the subscription; skip the lookup elsewhere.
    const needsPremium = request.routeOptions.config?.access === 'subscriber' && !live.user.isAdmin;
    request.viewer = { userId: live.user.id, isAdmin: live.user.isAdmin, hasPremium: needsPremium ? await deps.hasPremium(live.user.id) : live.user.isAdmin };
  });
}
