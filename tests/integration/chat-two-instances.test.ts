import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle } from '#server/db/database.ts';
import { createTestDatabase, testDriver, type TestDatabase } from './support/test-database.ts';
import { buildTestApp, testConfig, type TestApp } from './support/test-app.ts';
import { signOut, signUp, TestBrowser } from './support/browser.ts';
import { signedInPerson } from './support/people.ts';
import { STREAMS_PER_PERSON, TOO_MANY_STREAMS } from '#server/modules/chat/stream-registry.ts';
import { openSse } from './support/sse-client.ts';

// Two app instances, each with its own connection pool and LISTEN connection, on one PostgreSQL database.
describe.runIf(testDriver() === 'postgres')('chat across two instances on one PostgreSQL server', () => {
  let database: TestDatabase;
  let secondHandle: DatabaseHandle;
  let instanceA: FastifyInstance;
  let instanceB: FastifyInstance;
  let urlA: string;
  let urlB: string;
  /** People sign up through instance B. */
  let onB: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    secondHandle = await openDatabase({ kind: 'postgres', url: database.url!, poolSize: 5 });
    instanceA = await buildTestApp(testConfig(), { database: database.handle });
    instanceB = await buildTestApp(testConfig(), { database: secondHandle });
    urlA = await instanceA.listen({ port: 0, host: '127.0.0.1' });
    urlB = await instanceB.listen({ port: 0, host: '127.0.0.1' });
    onB = { app: instanceB, config: testConfig(), database, close: async () => {} };
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

  const cookieOf = (person: { browser: TestBrowser }) => `bsh_session=${person.browser.cookies.get('bsh_session')!.value}`;
  const roomOf = async (person: { browser: TestBrowser }) => ((await person.browser.get('/api/chat-rooms')).json() as Array<{ id: number }>)[0]!.id;
  const openOn = async (baseUrl: string, person: { browser: TestBrowser }) => openSse(`${baseUrl}/api/chat-events?roomId=${await roomOf(person)}`, { cookie: cookieOf(person) });
  const readyOn = async (baseUrl: string, person: { browser: TestBrowser }) => {
    const stream = await openOn(baseUrl, person);
    expect(stream.status).toBe(200);
    await stream.waitFor((e) => e.event === 'ready');
    return stream;
  };

  // Instance A checks its streams' sessions only every 30 s: ending within moments is B's announcement.
  it('ends a stream on instance A at once when its session signs out through instance B', async () => {
    const person = await signedInPerson(onB);
    const live = await readyOn(urlA, person);
    expect((await signOut(person.browser)).statusCode).toBe(303);
    expect(await live.endsWithin(1500)).toBe(true);
  });

  it('ends a stream on instance A at once when an admin disables the person through instance B', async () => {
    const person = await signedInPerson(onB);
    const admin = await signedInPerson(onB, { admin: true });
    const live = await readyOn(urlA, person);
    expect((await admin.browser.request('PUT', `/api/admin/users/${person.userId}/disabled`, { json: { isDisabled: true } })).statusCode).toBe(200);
    expect(await live.endsWithin(1500)).toBe(true);
  });

  it('counts streams on both instances toward one cap per person', async () => {
    const person = await signedInPerson(onB);
    const open = [];
    for (let i = 0; i < STREAMS_PER_PERSON; i++) open.push(await readyOn(i % 2 === 0 ? urlA : urlB, person));
    for (const url of [urlA, urlB]) {
      const refused = await openOn(url, person);
      expect({ status: refused.status, body: refused.refusal }).toEqual({ status: 429, body: { code: 'RATE_LIMITED', message: TOO_MANY_STREAMS } });
    }
    for (const stream of open) stream.close();
  });
});
