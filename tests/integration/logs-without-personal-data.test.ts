import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { buildTestApp, createTestApp, testConfig } from './support/test-app.ts';
import { formAction, openSignInPage, TestBrowser } from './support/browser.ts';
import { assertNoPersonalDataLogged, createLogCapture, findPersonalData, logCapture, suiteLogs } from './support/log-capture.ts';

let database: TestDatabase;
let app: FastifyInstance;
const { lines: logLines, stream: logStream } = logCapture();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(testConfig({ LOG_LEVEL: 'info' }), {
    database: database.handle,
    logStream,
  });
  await app.ready();
  // The database refuses every new contact message and sign-in account, as a full disk or a broken
  // constraint would: the failed query carries the person's details as its parameters.
  await database.handle.db.execute(sql`alter table contact_messages add constraint refuse_all check (false) not valid`);
  await database.handle.db.execute(sql`alter table idp_accounts add constraint refuse_all check (false) not valid`);
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

describe('logs of failed requests hold no personal data', () => {
  it('logs a failed contact message with its database code only, without the name, email or message', async () => {
    // (A message with an SSN in it is refused before it reaches the database, so this one has none.)
    const res = await new TestBrowser(app).request('POST', '/api/contact', {
      json: { firstName: 'Jo', lastName: 'Privateperson', email: 'jo.private@example.com', subject: 'My case', message: 'My case number is 24-12345, please help' },
    });
    expect(res.statusCode).toBe(500);
    const log = logLines.join('');
    expect(log).toContain('"code":"23514"');
    expect(findPersonalData(log)).toEqual([]);
    expect(log).not.toContain('Privateperson');
  });

  it('logs a failed sign-up without the email or the password hash', async () => {
    const browser = new TestBrowser(app);
    const signIn = await openSignInPage(browser);
    const createLink = /href="([^"]+\/create-account)"/.exec(signIn.html)![1]!;
    const form = await browser.get(createLink);
    const res = await browser.request('POST', formAction(form.body), { form: { firstName: 'Sam', lastName: 'Hidden', email: 'sam.hidden@example.com', password: 'a good long password' } });
    expect(res.statusCode).toBe(500);
    const log = logLines.join('');
    expect(log).toContain('request failed');
    expect(findPersonalData(log)).toEqual([]);
  });
});

describe('the personal-data finder', () => {
  it('finds an email address, a Social Security number and a password hash', () => {
    expect(findPersonalData('{"msg":"to jo@example.com ssn 123-45-6789 hash scrypt$abc"}')).toEqual(['jo@example.com', '123-45-6789', 'scrypt$']);
    expect(findPersonalData('{"msg":"request completed","statusCode":200}')).toEqual([]);
  });
});

describe('every app the integration suite builds', () => {
  it('logs below production level into the suite capture, which flags a logged email and forgets nothing else', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.log.level).toBe('debug');
      const before = suiteLogs.lineCount;
      await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(suiteLogs.lineCount).toBeGreaterThan(before);

      t.app.log.info({ to: 'careless.line@example.com' }, 'a line that should never be written');
      // Taken back here, so this file stays green: the setup file's check would otherwise fail it.
      const findings = suiteLogs.takeFindings();
      expect(findings.map(({ found }) => found)).toEqual([['careless.line@example.com']]);
      expect(findings[0]!.line).toContain('a line that should never be written');
    } finally {
      await t.close();
    }
  });

  it('fails naming the offending line when a capture holds an email, an SSN or a password hash', () => {
    const capture = createLogCapture();
    capture.stream.write('{"msg":"request completed","statusCode":200}\n');
    expect(() => assertNoPersonalDataLogged(capture)).not.toThrow();
    capture.stream.write('{"msg":"signed up","hash":"scrypt$17$8$1$abc","ssn":"123-45-6789"}\n');
    expect(() => assertNoPersonalDataLogged(capture)).toThrow(/123-45-6789, scrypt\$ in \{"msg":"signed up"/);
  });
});
