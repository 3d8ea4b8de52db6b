import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/database.ts';
import { createTestDatabase, testDriver, type TestDatabase } from './support/test-database.ts';
import { testConfig } from './support/test-app.ts';
import { signUp, TestBrowser } from './support/browser.ts';
import { openSse } from './support/sse-client.ts';

// Two app instances, each with its own connection pool and LISTEN connection, on one PostgreSQL database.
describe.runIf(testDriver() === 'postgres')('chat across two instances on one PostgreSQL server', () => {
  let database: TestDatabase;
  let secondHandle: DatabaseHandle;
  let instanceA: FastifyInstance;
  let instanceB: FastifyInstance;
  let urlA: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    secondHandle = await openDatabase({ kind: 'postgres', url: database.url!, poolSize: 5 });
    instanceA = await buildApp(testConfig(), { database: database.handle });
    instanceB = await buildApp(testConfig(), { database: secondHandle });
    urlA = await instanceA.listen({ port: 0, host: '127.0.0.1' });
    await instanceB.ready();
  });
  afterAll(async () => {
    await instanceA?.close();
    await instanceB?.close();
    await secondHandle?.close();
    await database?.dispose();
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
