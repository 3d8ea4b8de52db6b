import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { AppError } from '#shared/errors.ts';
import { parseInput } from '#server/http/validation.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { buildTestApp, testConfig } from './support/test-app.ts';

// The error path is shared by every feature; these probe routes exercise it the way a feature would.
let app: FastifyInstance;
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  app = await buildTestApp(testConfig({ BODY_LIMIT_BYTES: '2048' }), { database: database.handle });
  const body = z.object({ email: z.string().email('Please enter a valid email address'), age: z.number().min(18) });
  app.post('/api/probe/validate', { config: { access: 'public' } }, async (request) => parseInput(body, request.body));
  app.get('/api/probe/conflict', { config: { access: 'public' } }, async () => {
    throw new AppError('CONFLICT', 'That already exists.');
  });
  app.get('/api/probe/crash', { config: { access: 'public' } }, async () => {
    throw new Error('secret connection string postgres://admin:hunter2@db');
  });
  app.get('/api/probe/members', { config: { access: 'user' } }, async () => ({ ok: true }));
  app.get('/api/probe/admins', { config: { access: 'admin' } }, async () => ({ ok: true }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

describe('error responses', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    const post = await app.inject({ method: 'POST', url: '/api/nope', payload: { a: 1 } });
    expect(post.statusCode).toBe(404);
  });

  it('answers invalid input with 400 and each field issue, using the validator messages', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/probe/validate', payload: { email: 'not-an-email', age: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Please enter a valid email address',
      code: 'VALIDATION_FAILED',
      issues: [
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'age', message: 'Expected number, received string' },
      ],
    });
    const missing = await app.inject({ method: 'POST', url: '/api/probe/validate', payload: {} });
    expect(missing.json()).toMatchObject({ message: 'Required' });
  });

  it('answers malformed JSON with 400, a wrong content type with 415, and an oversized body with 413', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/probe/validate',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'VALIDATION_FAILED' });

    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/probe/validate',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });

    const huge = await app.inject({ method: 'POST', url: '/api/probe/validate', payload: { email: 'x'.repeat(5000) } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'The request is too large.', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('maps service errors to their status', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/probe/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'That already exists.', code: 'CONFLICT' });
  });

  it('never reveals internals in a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });

  it('answers 401 Unauthorized on signed-in routes when nobody is signed in', async () => {
    for (const url of ['/api/probe/members', '/api/probe/admins']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
    }
  });
});

describe('route access declarations', () => {
  it('lists every /api route with its access level', () => {
    expect(app.routeTable).toContainEqual({ method: 'GET', url: '/api/health', access: 'public' });
    expect(app.routeTable).toContainEqual({ method: 'GET', url: '/api/probe/admins', access: 'admin' });
  });

  it('refuses to start when a route does not declare its access', async () => {
    const other = await buildTestApp(testConfig(), { database: database.handle });
    expect(() => other.get('/api/undeclared', async () => 'x')).toThrow(/must declare config.access/);
    await other.close();
  });
});
