import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { clearSignedInHint, cookieOptions, type SessionCookieNames } from '../auth/session-cookies.ts';
import { requireSignedIn } from '../auth/viewer.ts';
import type { AccountData } from './service.ts';

/** The person's own account: "Download my data" and deleting the account. */
export function registerAccountDataRoutes(
  app: FastifyInstance,
  deps: {
    service: AccountData;
    cookies: SessionCookieNames;
    isHttps: boolean;
    /** Tells every instance this person's sessions ended, so their live chat streams close at once. */
    sessionsEnded: (userId: string) => Promise<void>;
  },
): void {
  app.get('/api/auth/user/data', { config: { access: 'user' } }, async (request, reply) => {
    const data = await deps.service.exportAccount(requireSignedIn(request).user);
    const day = data.exportedAt.slice(0, 10);
    // Streamed as it is read (chunked): a person with many documents is never one string in memory.
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="my-data-${day}.json"`)
      .type('application/json; charset=utf-8')
      .send(Readable.from(data.json));
  });

  // Deleting the account removes or anonymizes everything about the person; their sessions go with it.
  app.delete('/api/auth/user', { config: { access: 'user' } }, async (request, reply) => {
    const { user } = requireSignedIn(request);
    await deps.service.deleteAccount(user);
    await deps.sessionsEnded(user.id);
    clearSignedInHint(reply, deps.cookies, deps.isHttps);
    return reply.header('cache-control', 'no-store').clearCookie(deps.cookies.session, cookieOptions(deps.isHttps)).status(204).send();
  });
}
