import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentDetailSchema, assessmentSummarySchema } from '#shared/contracts/risk-assessments.ts';
import { HOUSEHOLD_SECTIONS, type HouseholdSection } from '#shared/law/household/index.ts';
import { sampleHousehold } from '#shared/law/household/sample-household.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signedInPerson } from './support/people.ts';
import type { TestBrowser } from './support/browser.ts';

let t: TestApp;
// Filing in November 2026: the income months are May to October 2026. Each reading of the clock
// is a second later, so assessments started one after the other are in that order.
const NOW = new Date('2026-11-25T15:00:00Z');
let ticks = 0;

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(NOW.getTime() + 1000 * ticks++) });
});
afterAll(async () => {
  await t?.close();
});

/** A signed-in person with premium, paid with the test processor's 4242 card. */
async function member(): Promise<TestBrowser> {
  const { browser } = await signedInPerson(t);
  const created = (await browser.request('POST', '/api/create-subscription', { json: {} })).json();
  const paid = await browser.request('POST', '/api/test-payments/confirm', { json: { clientSecret: created.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', zip: '60601' } });
  expect(paid.statusCode).toBe(200);
  return browser;
}

async function start(browser: TestBrowser): Promise<string> {
  const res = await browser.request('POST', '/api/start-assessment', { json: {} });
  expect(res.statusCode).toBe(201);
  return assessmentSummarySchema.parse(res.json()).id;
}

const save = (browser: TestBrowser, id: string, section: string, values: unknown, step = 'location') =>
  browser.request('PUT', `/api/risk-assessments/${id}/answers/${section}`, { json: { step, values } });

/** Saves a complete household one section at a time, as the questionnaire does. */
async function answerEverything(browser: TestBrowser, id: string, household = sampleHousehold()) {
  for (const section of HOUSEHOLD_SECTIONS) {
    const res = await save(browser, id, section, household[section], section);
    expect({ section, status: res.statusCode }).toEqual({ section, status: 200 });
  }
}

let alex: TestBrowser;
let blair: TestBrowser;
beforeAll(async () => {
  [alex, blair] = [await member(), await member()];
});

describe('saving answers', () => {
  const invalid: Array<[HouseholdSection, unknown, string, string]> = [
    ['about', { stateCode: 'ZZ' }, 'stateCode', 'Choose your state from the list'],
    ['about', { stateCode: 'OH', favoriteColor: 'blue' }, '', "Unrecognized key(s) in object: 'favoriteColor'"],
    ['income', { debtor: { wages: { entry: 'monthly', months: [100, 200] } } }, 'debtor.wages.months', 'Enter an amount for each of the 6 months (0 if none)'],
    ['expenses', { food: -500 }, 'food', 'The amount cannot be less than $0'],
    ['debts', { secured: [{ collateral: 'boat', balance: 1, monthlyPayment: 1, arrears: 0, keepCollateral: true }] }, 'secured.0.collateral', 'Choose what the loan is secured by'],
    ['assets', { accounts: [{ kind: 'checking', balance: 10.5 }] }, 'accounts.0.balance', 'Amounts are stored in whole cents'],
    ['collection', { lawsuit: 'maybe' }, 'lawsuit', 'Choose whether anyone has sued you'],
    ['history', { priorCases: [{ chapter: 7, filingDate: '2020-02-30', result: 'discharged' }] }, 'priorCases.0.filingDate', 'Enter a real date as MM/DD/YYYY, like 03/14/2026'],
    ['transfers', { purchases: [{ kind: 'cashAdvance', date: 'last week', amount: 100 }] }, 'purchases.0.date', 'Enter the date as MM/DD/YYYY, like 03/14/2026'],
    ['goals', { goals: ['winTheLottery'] }, 'goals.0', 'Choose from the goals listed'],
  ];

  it.each(invalid)('refuses a bad %s answer with the field and the same message the page shows', async (section, values, path, message) => {
    const id = await start(alex);
    const res = await save(alex, id, section, values);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
    // Nothing of a refused page is kept.
    expect((await alex.get(`/api/risk-assessments/${id}`)).json().answers[section]).toBeUndefined();
  });

  it('refuses an unknown section and a body without its page', async () => {
    const id = await start(alex);
    expect((await save(alex, id, 'hobbies', {})).statusCode).toBe(400);
    const noStep = await alex.request('PUT', `/api/risk-assessments/${id}/answers/about`, { json: { values: { stateCode: 'OH' } } });
    expect(noStep.statusCode).toBe(400);
  });

  it('keeps a partly answered section and the page reached, so the person resumes there on any device', async () => {
    const id = await start(alex);
    expect((await save(alex, id, 'about', { stateCode: 'oh', county: { name: 'Franklin County' } }, 'household')).statusCode).toBe(200);
    expect((await save(alex, id, 'income', { debtor: { wages: { entry: 'monthly', months: [1, 2, 3, 4, 5, 6] } } }, 'income-continue')).statusCode).toBe(200);

    // Another device: a new request reads the same answers and where they stopped.
    const detail = assessmentDetailSchema.parse((await alex.get(`/api/risk-assessments/${id}`)).json());
    expect(detail).toMatchObject({
      isCompleted: false,
      currentStep: 'income-continue',
      filingDate: '2026-11-25',
      answers: { about: { stateCode: 'OH', county: { name: 'Franklin County' } }, income: { debtor: { wages: { months: [1, 2, 3, 4, 5, 6] } } } },
    });
    const current = (await alex.get('/api/current-assessment')).json();
    expect(current.assessment).toMatchObject({ id, isCompleted: false, currentStep: 'income-continue', riskScore: null });
    expect((await alex.get('/api/risk-assessments')).json()[0]).toMatchObject({ id });
  });

  it('starts a new assessment with the state and household size the person gave last time', async () => {
    const { browser } = { browser: await member() };
    expect((await browser.get('/api/current-assessment')).json()).toEqual({ assessment: null });
    const first = await start(browser);
    await save(browser, first, 'about', { stateCode: 'TX', householdSize: 3, maritalStatus: 'not-married' });
    const second = await start(browser);
    expect((await browser.get(`/api/risk-assessments/${second}`)).json().answers).toEqual({ about: { stateCode: 'TX', householdSize: 3 } });
  });
});

describe('completing an assessment', () => {
  it('refuses an incomplete household, naming what is missing', async () => {
    const id = await start(alex);
    await save(alex, id, 'about', sampleHousehold().about);
    const res = await alex.request('POST', `/api/risk-assessments/${id}/complete`, { json: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((issue: { path: string }) => issue.path)).toEqual(expect.arrayContaining(['income', 'expenses', 'goals']));
  });

  it('runs the eligibility engine on the server and keeps its answer: score, band, recommendation, reasons, means test', async () => {
    const id = await start(alex);
    await answerEverything(alex, id);
    const res = await alex.request('POST', `/api/risk-assessments/${id}/complete`, { json: {} });
    expect(res.statusCode).toBe(200);
    const done = assessmentDetailSchema.parse(res.json());
    expect(done).toMatchObject({ isCompleted: true, completedAt: expect.stringMatching(/^2026-11-25T/) });
    const result = done.result!;
    expect(result.filingDate).toBe('2026-11-25');
    expect(done.riskScore).toBe(result.riskScore);
    expect(done.recommendation).toBe(result.recommendation);
    // The sample household: one person in Ohio with $18,000 of wages in six months ($3,000 a month).
    expect(result.meansTest).toMatchObject({ currentMonthlyIncomeCents: 300_000, annualizedIncomeCents: 3_600_000, outcome: 'at-or-below-median' });
    expect(result.meansTest.median).toMatchObject({ stateCode: 'OH', householdSize: 1 });
    expect(result.meansTest.median.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(result.reasons.length).toBeGreaterThan(0);
    for (const reason of result.reasons) expect(reason.citation).not.toBe('');

    const listed = (await alex.get('/api/risk-assessments')).json().find((a: { id: string }) => a.id === id);
    expect(listed).toMatchObject({ isCompleted: true, riskScore: result.riskScore, band: result.band, recommendation: result.recommendation });
    // Completing again changes nothing; answers can no longer change.
    expect((await alex.request('POST', `/api/risk-assessments/${id}/complete`, { json: {} })).json()).toEqual(res.json());
    expect((await save(alex, id, 'goals', { goals: [] })).statusCode).toBe(409);
  });

  it('gives a completed assessment as a PDF summary, and refuses one still in progress', async () => {
    const id = await start(alex);
    expect((await alex.get(`/api/risk-assessments/${id}/summary.pdf`)).statusCode).toBe(409);
    await answerEverything(alex, id);
    await alex.request('POST', `/api/risk-assessments/${id}/complete`, { json: {} });
    const pdf = await alex.get(`/api/risk-assessments/${id}/summary.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="risk-assessment-${id.slice(-8)}.pdf"`);
    const bytes = pdf.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
    // pdftotext (poppler-utils, which .ci/run installs) reads the text as a PDF reader shows it.
    const text = execFileSync('pdftotext', ['-', '-'], { input: bytes, encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Risk score:');
    expect(text).toContain('table in force from');
    expect(text).toContain('not legal advice');
  });
});

describe('only the owner ever sees an assessment', () => {
  it('answers 404 to anyone else on every route, the same as for an id that does not exist', async () => {
    const id = await start(alex);
    await answerEverything(alex, id);
    expect((await alex.request('POST', `/api/risk-assessments/${id}/complete`, { json: {} })).statusCode).toBe(200);

    for (const target of [id, '00000000-0000-4000-8000-000000000000']) {
      const answers = [
        await blair.get(`/api/risk-assessments/${target}`),
        await save(blair, target, 'goals', { goals: ['freshStart'] }),
        await blair.request('POST', `/api/risk-assessments/${target}/complete`, { json: {} }),
        await blair.get(`/api/risk-assessments/${target}/summary.pdf`),
      ];
      expect(answers.map((res) => [res.statusCode, res.json()])).toEqual(Array(4).fill([404, { message: 'We could not find that assessment.', code: 'NOT_FOUND' }]));
    }
    expect(JSON.stringify((await blair.get('/api/risk-assessments')).json())).not.toContain(id);
    expect((await blair.get('/api/current-assessment')).json().assessment?.id).not.toBe(id);
    // Blair's attempts changed nothing of Alex's.
    expect((await alex.get(`/api/risk-assessments/${id}`)).json().answers.goals).toEqual(sampleHousehold().goals);
  });
});
