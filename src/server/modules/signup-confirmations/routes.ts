import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signupConfirmationSchema } from '#shared/contracts/signups.ts';
import type { SignupConfirmed } from '#shared/contracts/webinars.ts';
import { parseInput } from '../../http/validation.ts';
import { requireSignedIn } from '../auth/viewer.ts';
import type { SignupRequester } from './service.ts';

/** The signed-in person asking for a sign-up, with what their issuer vouched for. */
export function signupRequester(request: FastifyRequest): SignupRequester {
  const { user } = requireSignedIn(request);
  return { userId: user.id, accountEmail: user.email, emailVerified: user.emailVerified, clientAddress: request.ip };
}

/**
 * The confirmation link's page posts its token here. Public: the address's owner may open the
 * link in a browser where nobody, or somebody else, is signed in.
 */
export function registerSignupConfirmationRoutes(app: FastifyInstance, confirm: (token: string) => Promise<SignupConfirmed>): void {
  app.post('/api/signup-confirmations', { config: { access: 'public' } }, async (request) => confirm(parseInput(signupConfirmationSchema, request.body).token));
}
