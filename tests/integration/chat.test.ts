import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMuteResultSchema, SSN_WARNING } from '#shared/contracts/chat.ts';
import { eq } from 'drizzle-orm';
import { createChatRepository } from '#server/modules/chat/repository.ts';
import { STREAMS_PER_PERSON, TOO_MANY_STREAMS } from '#server/modules/chat/stream-registry.ts';
import { sessions } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signedInPerson } from './support/people.ts';
import { signIn, signOut, TestBrowser } from './support/browser.ts';
import { openSse } from './support/sse-client.ts';
import { SSN_FORMS_ONCE_MISSED } from './support/ssn-forms.ts';
import { displayNameResponseSchema } from '#shared/contracts/auth.ts';
import { CONTROL_CHARACTER_MESSAGE } from '#shared/contracts/fields.ts';
import { RESERVED_NAME_MESSAGE } from '#shared/chat/display-name.ts';

let t: TestApp;
let baseUrl: string;
let roomId: number;
let alice: Awaited<ReturnType<typeof signedInPerson>>;
let bob: Awaited<ReturnType<typeof signedInPerson>>;
let admin: Awaited<ReturnType<typeof signedInPerson>>;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  alice = await signedInPerson(t, { firstName: 'Alice', lastName: 'Walker' });
  bob = await signedInPerson(t, { firstName: 'Bob', lastName: 'Stone' });
  admin = await signedInPerson(t, { admin: true });
  const rooms = (await alice.browser.get('/api/chat-rooms')).json() as Array<{ id: number; name: string }>;
  roomId = rooms.find((r) => r.name === 'General Discussion')!.id;
});
afterAll(async () => {
  await t?.close();
});

const cookieOf = (person: { browser: TestBrowser }) => `bsh_session=${person.browser.cookies.get('bsh_session')!.value}`;
const send = (person: { browser: TestBrowser }, message: string, room = roomId) =>
  person.browser.request('POST', '/api/chat-messages', { json: { roomId: room, message } });

describe('chat over the API', () => {
  it('is for signed-in people only', async () => {
    const visitor = new TestBrowser(t.app);
    expect((await visitor.get('/api/chat-rooms')).statusCode).toBe(401);
    expect((await visitor.get(`/api/chat-messages/${roomId}`)).statusCode).toBe(401);
    expect((await visitor.request('POST', '/api/chat-messages', { json: { roomId, message: 'hi' } })).statusCode).toBe(401);
    expect((await visitor.get(`/api/chat-events?roomId=${roomId}`)).statusCode).toBe(401);
  });

  it('lists the four rooms with their types', async () => {
    const rooms = (await alice.browser.get('/api/chat-rooms')).json() as Array<{ name: string; type: string }>;
    expect(rooms.map((r) => [r.name, r.type])).toEqual([
      ['General Discussion', 'general'],
      ['Chapter 7 Support', 'chapter7'],
      ['Chapter 13 Support', 'chapter13'],
      ['Legal Questions', 'support'],
    ]);
  });

  it('sends a trimmed message and shows the sender by name, with the user id kept', async () => {
    const res = await send(alice, '  Hello everyone  ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ roomId, userId: alice.userId, displayName: 'Alice W.', message: 'Hello everyone' });
    const both = await alice.browser.get(`/api/chat-messages?roomId=${roomId}`);
    expect((both.json() as Array<{ message: string }>).at(-1)!.message).toBe('Hello everyone');
  });

  it('refuses blank, over-long and unknown-room messages with clear messages', async () => {
    expect((await send(bob, '   ')).json().message).toBe('Type a message');
    expect((await send(bob, 'x'.repeat(2001))).json().message).toBe('Messages can be at most 2,000 characters');
    const noRoom = await send(bob, 'hello', 99999);
    expect(noRoom.statusCode).toBe(404);
  });

  it('refuses a message that looks like a Social Security number, with a warning', async () => {
    const res = await send(bob, 'my ssn is 123-45-6789 can someone check');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SSN_WARNING);
  });

  it('refuses the number written with any separators, en dashes or full-width digits', async () => {
    for (const number of SSN_FORMS_ONCE_MISSED) {
      const res = await send(bob, `is ${number} safe to post?`);
      expect({ number, status: res.statusCode, message: res.json().message }).toEqual({ number, status: 400, message: SSN_WARNING });
    }
  });

  it('pages by cursor: newest 50 first, then older ones with before, and what came after an id', async () => {
    const room = (await alice.browser.get('/api/chat-rooms')).json().find((r: { name: string }) => r.name === 'Legal Questions').id;
    const writer = await signedInPerson(t);
    // Written straight to the database: the send limit would otherwise slow this test by a minute.
    const repository = createChatRepository(t.database.handle.db);
    const ids: number[] = [];
    for (let i = 0; i < 60; i++) ids.push(await repository.insertMessage(room, writer.userId, `message ${i}`));
    const newest = (await writer.browser.get(`/api/chat-messages/${room}`)).json() as Array<{ id: number; message: string }>;
    expect(newest).toHaveLength(50);
    expect(newest[0]!.message).toBe('message 10');
    expect(newest.at(-1)!.message).toBe('message 59');
    const older = (await writer.browser.get(`/api/chat-messages/${room}?before=${newest[0]!.id}`)).json() as Array<{ message: string }>;
    expect(older.map((m) => m.message)).toEqual(Array.from({ length: 10 }, (_, i) => `message ${i}`));
    const after = (await writer.browser.get(`/api/chat-messages/${room}?after=${ids[57]}`)).json() as Array<{ message: string }>;
    expect(after.map((m) => m.message)).toEqual(['message 58', 'message 59']);
  });

  it('limits each person to 10 messages in 10 seconds', async () => {
    const chatty = await signedInPerson(t);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await send(chatty, `quick ${i}`)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    const blocked = await send(chatty, 'one more');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('You are sending messages too quickly');
  });

  it('lets people choose the name others see', async () => {
    const res = await bob.browser.request('PUT', '/api/auth/user/display-name', { json: { displayName: 'Bobby' } });
    expect(res.statusCode).toBe(200);
    expect(displayNameResponseSchema.parse(res.json())).toEqual({ displayName: 'Bobby' });
    expect((await send(bob, 'new name')).json().displayName).toBe('Bobby');
    expect((await bob.browser.request('PUT', '/api/auth/user/display-name', { json: { displayName: 'B' } })).statusCode).toBe(400);
  });

  it('saves display names normalized, and refuses staff-like names and hidden characters with a clear message', async () => {
    const person = await signedInPerson(t);
    const setName = (displayName: string) => person.browser.request('PUT', '/api/auth/user/display-name', { json: { displayName } });

    const saved = await setName('  Ｈｏｐｅｆｕｌ \u00a0  Filer ');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ displayName: 'Hopeful Filer' });
    expect((await send(person, 'normalized')).json().displayName).toBe('Hopeful Filer');

    for (const reserved of ['Moderator', 'admin', 'Adm1n', 'S u p p o r t', '\u0405taff', 'Site Administrator', 'Bankruptcy Self Help Center']) {
      const res = await setName(reserved);
      expect({ name: reserved, status: res.statusCode, body: res.json() }).toEqual({
        name: reserved,
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: RESERVED_NAME_MESSAGE, issues: [{ path: 'displayName', message: RESERVED_NAME_MESSAGE }] },
      });
    }
    for (const hidden of ['Maria\u202eL', 'Maria\u2067L\u2069', 'Mar\u200bia', 'Maria\u200fL']) {
      const res = await setName(hidden);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message: CONTROL_CHARACTER_MESSAGE });
    }
    // Nothing refused was saved.
    expect((await person.browser.get('/api/auth/user')).json().displayName).toBe('Hopeful Filer');
  });
});

describe('live delivery and moderation', () => {
  it('pushes new messages to a subscribed client, catches up after a gap, and removes hidden ones', async () => {
    const live = await openSse(`${baseUrl}/api/chat-events?roomId=${roomId}`, { cookie: cookieOf(alice) });
    expect(live.status).toBe(200);
    await live.waitFor((e) => e.event === 'ready');

    const sent = (await send(bob, 'live hello')).json();
    const pushed = await live.waitFor((e) => e.event === 'message' && JSON.parse(e.data).id === sent.id);
    expect(JSON.parse(pushed.data)).toMatchObject({ message: 'live hello', displayName: 'Bobby', userId: bob.userId });
    expect(pushed.id).toBe(String(sent.id));
    live.close();

    // Two messages while disconnected; reconnecting with Last-Event-ID delivers exactly those.
    const missed1 = (await send(bob, 'while away 1')).json();
    const missed2 = (await send(bob, 'while away 2')).json();
    const again = await openSse(`${baseUrl}/api/chat-events?roomId=${roomId}`, { cookie: cookieOf(alice), 'last-event-id': String(sent.id) });
    await again.waitFor((e) => e.event === 'ready');
    const caughtUp = again.events.filter((e) => e.event === 'message').map((e) => JSON.parse(e.data).id);
    expect(caughtUp).toEqual([missed1.id, missed2.id]);

    // Report, then an admin hides it: it disappears live and from the list.
    const report = await alice.browser.request('POST', `/api/chat-messages/${missed2.id}/report`, { json: { reason: 'Rude' } });
    expect(report.statusCode).toBe(201);
    const reports = (await admin.browser.get('/api/admin/chat-reports')).json();
    expect(reports).toContainEqual(expect.objectContaining({ messageId: missed2.id, reason: 'Rude', reporterName: 'Alice W.' }));
    await admin.browser.request('PUT', `/api/admin/chat-messages/${missed2.id}/hidden`, { json: { isHidden: true } });
    const hidden = await again.waitFor((e) => e.event === 'hidden');
    expect(JSON.parse(hidden.data)).toEqual({ roomId, messageId: missed2.id });
    const list = (await alice.browser.get(`/api/chat-messages/${roomId}`)).json() as Array<{ id: number }>;
    expect(list.map((m) => m.id)).not.toContain(missed2.id);
    again.close();
  });

  it('mutes a person for a while; admins manage rooms; every action is audited', async () => {
    const muted = await signedInPerson(t);
    const mute = await admin.browser.request('POST', '/api/admin/chat-mutes', { json: { userId: muted.userId, minutes: 30, reason: 'Spam links' } });
    expect(mute.statusCode).toBe(201);
    expect(chatMuteResultSchema.parse(mute.json())).toMatchObject({ userId: muted.userId });
    const refused = await send(muted, 'hello?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^A moderator paused your chat messages until .*Reason: Spam links$/);
    await admin.browser.request('DELETE', `/api/admin/chat-mutes/${muted.userId}`);
    expect((await send(muted, 'back again')).statusCode).toBe(201);

    const created = (await admin.browser.request('POST', '/api/admin/chat-rooms', { json: { name: 'Student Loans', type: 'student-loans', description: 'Student loan questions' } })).json();
    expect((await alice.browser.get('/api/chat-rooms')).json().map((r: { name: string }) => r.name)).toContain('Student Loans');
    await admin.browser.request('PUT', `/api/admin/chat-rooms/${created.id}`, { json: { name: 'Student Loans', type: 'student-loans', description: 'Closed', isArchived: true } });
    expect((await alice.browser.get('/api/chat-rooms')).json().map((r: { name: string }) => r.name)).not.toContain('Student Loans');
    expect((await send(alice, 'anyone?', created.id)).statusCode).toBe(409);

    const actions = ((await admin.browser.get('/api/admin/audit-log')).json() as Array<{ action: string }>).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['chat.mute', 'chat.unmute', 'chat.create-room', 'chat.archive-room', 'chat.hide-message']));
  });
});

describe('live streams end with their session, and each person has a few at most', () => {
  let sender: Awaited<ReturnType<typeof signedInPerson>>;
  beforeAll(async () => {
    sender = await signedInPerson(t, { firstName: 'Sender' });
  });
  const openStream = (person: { browser: TestBrowser }) => openSse(`${baseUrl}/api/chat-events?roomId=${roomId}`, { cookie: cookieOf(person) });
  const readyStream = async (person: { browser: TestBrowser }) => {
    const stream = await openStream(person);
    expect(stream.status).toBe(200);
    await stream.waitFor((e) => e.event === 'ready');
    return stream;
  };
  const received = (stream: Awaited<ReturnType<typeof openSse>>, id: number) => stream.events.some((e) => e.event === 'message' && JSON.parse(e.data).id === id);

  it("ends a stream when its session signs out, while the same person's other session keeps its own", async () => {
    const person = await signedInPerson(t);
    const otherDevice = new TestBrowser(t.app);
    await signIn(otherDevice, person.email, 'a good long password');
    const leaving = await readyStream(person);
    const staying = await readyStream({ browser: otherDevice });

    expect((await signOut(person.browser)).statusCode).toBe(303);
    expect(await leaving.endsWithin(1500)).toBe(true);
    const after = (await send(sender, 'after one sign-out')).json();
    await staying.waitFor((e) => e.event === 'message' && JSON.parse(e.data).id === after.id);
    expect(received(leaving, after.id)).toBe(false);
    staying.close();
  });

  it('ends every stream of a person an admin disables', async () => {
    const person = await signedInPerson(t);
    const first = await readyStream(person);
    const second = await readyStream(person);
    const res = await admin.browser.request('PUT', `/api/admin/users/${person.userId}/disabled`, { json: { isDisabled: true } });
    expect(res.statusCode).toBe(200);
    expect(await first.endsWithin(1500)).toBe(true);
    expect(await second.endsWithin(1500)).toBe(true);
    expect((await openStream(person)).status).toBe(401);
  });

  it('ends a stream whose session idled out at the next session check, and keeps live ones', async () => {
    const idle = await signedInPerson(t);
    const active = await signedInPerson(t);
    const idleStream = await readyStream(idle);
    const activeStream = await readyStream(active);
    const longAgo = new Date(Date.now() - t.config.session.idleTimeoutMs - 60_000);
    await t.database.handle.db.update(sessions).set({ lastSeenAt: longAgo }).where(eq(sessions.userId, idle.userId));

    await t.app.chatStreams.recheck();
    expect(await idleStream.endsWithin(1500)).toBe(true);
    expect(await activeStream.endsWithin(200)).toBe(false);
    const after = (await send(sender, 'after an idle session')).json();
    await activeStream.waitFor((e) => e.event === 'message' && JSON.parse(e.data).id === after.id);
    activeStream.close();
  });

  it(`refuses stream ${STREAMS_PER_PERSON + 1} of one person with a clear 429, and frees a place when one closes`, async () => {
    const person = await signedInPerson(t);
    const open = [];
    for (let i = 0; i < STREAMS_PER_PERSON; i++) open.push(await readyStream(person));

    const refused = await openStream(person);
    expect({ status: refused.status, body: refused.refusal }).toEqual({ status: 429, body: { code: 'RATE_LIMITED', message: TOO_MANY_STREAMS } });
    // Someone else is not affected.
    const other = await readyStream(sender);
    other.close();

    open.shift()!.close();
    let again = await openStream(person);
    for (let tries = 0; again.status === 429 && tries < 20; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await openStream(person);
    }
    expect(again.status).toBe(200);
    for (const stream of [...open, again]) stream.close();
  });
});
