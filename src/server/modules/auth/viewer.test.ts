import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { registerAccessEnforcement, requireViewer } from '../../plugins/access-control.ts';
import { registerErrorHandler } from '../../plugins/error-handler.ts';
import { sessionCookieNames } from './session-cookies.ts';
import type { SessionsRepository } from './sessions-repository.ts';
import type { UserRow } from './users-repository.ts';
import { registerViewerResolution } from './viewer.ts';

const now = new Date('2026-11-01T12:00:00Z');

/** An app whose one session belongs to a user (admin or not) whose premium answer is `premium` (and course enrollment `enrolled`). */
async function appFor(user: { isAdmin: boolean }, premium: boolean, live = true, enrolled = false) {
  const asked: string[] = [];
  const askedEnrollment: string[] = [];
  const app = Fastify();
  registerErrorHandler(app);
  await app.register(cookie);
  const sessions = {
    findLive: async () =>
      live ? { session: { lastSeenAt: now, expiresAt: new Date(now.getTime() + 3_600_000) }, user: { id: 'u1', isAdmin: user.isAdmin, isDisabled: false } as UserRow } : null,
  } as unknown as SessionsRepository;
  registerViewerResolution(app, {
    sessions,
    cookies: sessionCookieNames(false),
    isHttps: false,
    idleTimeoutMs: 3_600_000,
    clock: () => now,
    hasPremium: async (userId) => {
      asked.push(userId);
      return premium;
    },
    hasCourseEnrollment: async (userId) => {
      askedEnrollment.push(userId);
      return enrolled;
    },
  });
  registerAccessEnforcement(app);
  app.get('/api/plain', { config: { access: 'user' } }, async () => ({ ok: true }));
  app.get('/api/asks-twice', { config: { access: 'user' } }, async (request) => {
    const viewer = requireViewer(request);
    return { first: await viewer.hasPremium(), second: await viewer.hasPremium() };
  });
  app.get('/api/premium', { config: { access: 'subscriber' } }, async () => ({ ok: true }));
  app.get('/api/schedule-tool', { config: { access: 'schedule-tool' } }, async () => ({ ok: true }));
  app.get('/api/schedule-tool-asks', { config: { access: 'schedule-tool' } }, async (request) => {
    const viewer = requireViewer(request);
    return { enrolled: await viewer.hasCourseEnrollment() };
  });
  await app.ready();
  const get = (url: string, cookies: Record<string, string> = { [sessionCookieNames(false).session]: 'token' }) => app.inject({ method: 'GET', url, cookies });
  return { get, asked, askedEnrollment };
}

describe('the viewer premium level', () => {
  it('is not looked up on a route that does not ask', async () => {
    const { get, asked } = await appFor({ isAdmin: false }, true);
    expect((await get('/api/plain')).statusCode).toBe(200);
    expect(asked).toEqual([]);
  });

  it('is looked up once per request however often a handler asks', async () => {
    const { get, asked } = await appFor({ isAdmin: false }, true);
    expect((await get('/api/asks-twice')).json()).toEqual({ first: true, second: true });
    expect(asked).toEqual(['u1']);
  });

  it('gates subscriber routes, and admins pass without a lookup', async () => {
    expect((await (await appFor({ isAdmin: false }, false)).get('/api/premium')).statusCode).toBe(403);
    expect((await (await appFor({ isAdmin: false }, true)).get('/api/premium')).statusCode).toBe(200);
    const admin = await appFor({ isAdmin: true }, false);
    expect((await admin.get('/api/premium')).statusCode).toBe(200);
    expect(admin.asked).toEqual([]);
  });
});

describe('the schedule completion tool level', () => {
  it('lets a subscriber through without asking about the course', async () => {
    const member = await appFor({ isAdmin: false }, true);
    expect((await member.get('/api/schedule-tool')).statusCode).toBe(200);
    expect(member.askedEnrollment).toEqual([]);
  });

  it('lets a course enrollee without premium through, asking about the course once per request', async () => {
    const enrollee = await appFor({ isAdmin: false }, false, true, true);
    expect((await enrollee.get('/api/schedule-tool-asks')).json()).toEqual({ enrolled: true });
    expect(enrollee.askedEnrollment).toEqual(['u1']);
    expect((await enrollee.get('/api/premium')).statusCode).toBe(403);
  });

  it('refuses someone with neither, with a 403 that names both ways in', async () => {
    const response = await (await appFor({ isAdmin: false }, false)).get('/api/schedule-tool');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'FORBIDDEN', message: 'An active premium subscription or enrollment in the Chapter 7 course is required' });
  });
});

describe('the readable signed-in hint', () => {
  const hintCookie = (response: { cookies: Array<{ name: string; value: string; maxAge?: number; httpOnly?: boolean }> }) =>
    response.cookies.find((c) => c.name === 'bsh_signed_in');

  it('is added, readable by the page, for a live session that lacks it, with the session’s time left', async () => {
    const { get } = await appFor({ isAdmin: false }, false);
    const hint = hintCookie(await get('/api/plain'));
    expect(hint).toMatchObject({ value: '1', maxAge: 3600 });
    expect(hint?.httpOnly).toBeFalsy();
    expect(hintCookie(await get('/api/plain', { bsh_session: 'token', bsh_signed_in: '1' }))).toBeUndefined();
  });

  it('is cleared when the session is gone or there is none, and the API still answers 401', async () => {
    const ended = await appFor({ isAdmin: false }, false, false);
    const response = await ended.get('/api/plain', { bsh_session: 'token', bsh_signed_in: '1' });
    expect(response.statusCode).toBe(401);
    expect(hintCookie(response)).toMatchObject({ value: '', maxAge: 0 });
    const noSession = await ended.get('/api/plain', { bsh_signed_in: '1' });
    expect(noSession.statusCode).toBe(401);
    expect(hintCookie(noSession)).toMatchObject({ value: '' });
    expect(hintCookie(await ended.get('/api/plain', {}))).toBeUndefined();
  });
});
