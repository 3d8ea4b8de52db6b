import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAccessEnforcement } from '../../plugins/access-control.ts';
import { registerErrorHandler } from '../../plugins/error-handler.ts';
import type { AuditLog } from '../audit-log/audit-log.ts';
import type { ChatHub } from './chat-hub.ts';
import type { ChatRepository } from './repository.ts';
import { registerChatRoutes } from './routes.ts';
import { createChatService } from './service.ts';
import type { StreamRegistry } from './stream-registry.ts';

const ADMIN_ID = '00000000-0000-4000-8000-000000000001';
const TARGET_ID = '00000000-0000-4000-8000-000000000002';

/** The chat routes over a stubbed repository, called by a signed-in admin. */
async function chatApp(mute: ChatRepository['mute']) {
  const app = Fastify();
  registerErrorHandler(app);
  registerAccessEnforcement(app);
  app.addHook('onRequest', async (request) => {
    request.viewer = { userId: ADMIN_ID, isAdmin: true, hasPremium: async () => true, hasCourseEnrollment: async () => false };
  });
  const repository = { mute } as unknown as ChatRepository;
  const clock = () => new Date('2026-11-01T12:00:00Z');
  const bus = { publish: async () => {}, subscribe: () => () => {}, close: async () => {} };
  const audit = { record: async () => {}, list: async () => [] } as unknown as AuditLog;
  registerChatRoutes(app, {
    service: createChatService({ repository, bus, rateCounter: { hit: async () => false } as never, clock, inTransaction: (work) => work({ repository, audit }) }),
    repository,
    hub: {} as ChatHub,
    streams: { closeAll: async () => {} } as unknown as StreamRegistry,
  });
  await app.ready();
  return app;
}

const muteRequest = { method: 'POST' as const, url: '/api/admin/chat-mutes', payload: { userId: TARGET_ID, minutes: 30, reason: 'Spam' } };

describe('muting someone in chat', () => {
  it('answers 404 when the person does not exist', async () => {
    const app = await chatApp(async () => false);
    const res = await app.inject(muteRequest);
    expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 404, message: 'That user does not exist.' });
  });

  it('does not report a database failure as a missing person', async () => {
    const app = await chatApp(async () => {
      throw new Error('connection terminated unexpectedly');
    });
    const res = await app.inject(muteRequest);
    expect(res.statusCode).toBe(500);
  });
});
