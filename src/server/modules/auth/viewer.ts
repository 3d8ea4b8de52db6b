import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#shared/errors.ts';
import { tokenDigest } from '../../security/tokens.ts';
import { clearSignedInHint, setSignedInHint, type SessionCookieNames } from './session-cookies.ts';
import type { SessionsRepository } from './sessions-repository.ts';
import type { UserRow } from './users-repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's row and session id, when the session cookie is live. */
    signedIn: { user: UserRow; sessionId: string } | null;
  }
}

/** The signed-in user's row on a route that needs one; a visitor gets the access rule's 401. */
export function requireSignedIn(request: FastifyRequest): { user: UserRow; sessionId: string } {
  if (!request.signedIn) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  return request.signedIn;
}

/** How often a session's last-seen time is written (idle timeout precision vs. write load). */
const TOUCH_INTERVAL_MS = 5 * 60_000;

/**
 * Resolves the session cookie to a user before access rules run. A disabled account's
 * session ends here. `viewer.hasPremium()` asks the billing module lazily (admins always have it),
 * `viewer.hasCourseEnrollment()` the course module.
 */
export function registerViewerResolution(
  app: FastifyInstance,
  deps: {
    sessions: SessionsRepository;
    cookies: SessionCookieNames;
    isHttps: boolean;
    idleTimeoutMs: number;
    clock: () => Date;
    /** Whether this person's subscription gives premium access now. */
    hasPremium: (userId: string) => Promise<boolean>;
    /** Whether this person is enrolled in an online course (it opens the schedule completion tool). */
    hasCourseEnrollment: (userId: string) => Promise<boolean>;
  },
): void {
  app.decorateRequest('signedIn', null);
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config?.sameForEveryone) return;
    const token = request.cookies[deps.cookies.session];
    // The readable "signed in" hint follows the session: gone when the session is (expired,
    // ended elsewhere, account disabled), added for a live session that lacks it.
    const hinted = request.cookies[deps.cookies.signedInHint] !== undefined;
    const noSession = () => {
      if (hinted) clearSignedInHint(reply, deps.cookies, deps.isHttps);
    };
    if (!token) return noSession();
    const now = deps.clock();
    const id = tokenDigest(token);
    const live = await deps.sessions.findLive(id, now, new Date(now.getTime() - deps.idleTimeoutMs));
    if (!live) return noSession();
    if (live.user.isDisabled) {
      await deps.sessions.delete(id);
      return noSession();
    }
    if (!hinted) {
      const secondsLeft = Math.floor((live.session.expiresAt.getTime() - now.getTime()) / 1000);
      if (secondsLeft > 0) setSignedInHint(reply, deps.cookies, deps.isHttps, secondsLeft);
    }
    if (now.getTime() - live.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await deps.sessions.touch(id, now);
    request.signedIn = { user: live.user, sessionId: id };
    const { user } = live;
    // Most requests never ask, so the subscription is looked up only when asked, once per request.
    let premium: Promise<boolean> | undefined;
    const hasPremium = () => (premium ??= user.isAdmin ? Promise.resolve(true) : deps.hasPremium(user.id));
    let enrolled: Promise<boolean> | undefined;
    const hasCourseEnrollment = () => (enrolled ??= deps.hasCourseEnrollment(user.id));
    request.viewer = { userId: user.id, isAdmin: user.isAdmin, hasPremium, hasCourseEnrollment };
  });
}
