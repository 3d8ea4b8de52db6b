import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDriver } from './support/test-database.ts';
import { createTwoInstances, type TwoInstances } from './support/two-instances.ts';
import { signUp, TestBrowser } from './support/browser.ts';
import { openSse } from './support/sse-client.ts';

// Two app instances, each with its own connection pool and LISTEN connection, on one PostgreSQL database.
describe.runIf(testDriver() === 'postgres')('chat across two instances on one PostgreSQL server', () => {
  let instances: TwoInstances;
  let instanceB: FastifyInstance;
  let urlA: string;

  beforeAll(async () => {
    instances = await createTwoInstances();
    instanceB = instances.b;
    urlA = await instances.a.listen({ port: 0, host: '127.0.0.1' });
    await instanceB.ready();
  });
  afterAll(async () => {
    await instances?.close();
  });

  it('delivers a message sent through instance B to a client connected to instance A', async () => {
    // Sign in once (through B); the session lives in the shared database, so A knows it too.
    const browser = new TestBrowser(instanceB);
    await signUp(browser, { firstName: 'Nia', lastName: 'Cole', email: 'nia@example.com', password: 'password for nia' });
    const cookie = `bsh_session=${browser.cookies.get('bsh_session')!.value}`;
    const rooms = (await browser.get('/api/chat-rooms')).json() as Array<{ id: number }>;
    const roomId = rooms[0]!.id;

    const live = await openSse(`${urlA}/api/chat-events?roomId=${roomId}`, { cookie });
    await live.waitFor((e) => e.event === 'ready');
    const sent = (await browser.request('POST', '/api/chat-messages', { json: { roomId, message: 'across instances' } })).json();
    const pushed = await live.waitFor((e) => e.event === 'message' && JSON.parse(e.data).id === sent.id, 5000);
    expect(JSON.parse(pushed.data)).toMatchObject({ message: 'across instances', displayName: 'Nia C.' });
    live.close();
  });
});
