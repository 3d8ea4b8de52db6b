import type { FastifyInstance } from 'fastify';
import { signupFormSchema } from '#shared/contracts/signups.ts';
import { parseInput } from '../../http/validation.ts';
import { signupRequester } from '../signup-confirmations/routes.ts';
import type { NewsletterService } from './service.ts';

export function registerNewsletterRoutes(app: FastifyInstance, service: NewsletterService): void {
  app.post('/api/newsletter-signup', { config: { access: 'user' } }, async (request) => service.signUp(signupRequester(request), parseInput(signupFormSchema, request.body)));
}
