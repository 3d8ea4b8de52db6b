/**
 * Issue 41: the counselor gives no recommendation before it has asked the facts that can flip it,
 * reads them as people write them, and lets the engine decide. The two traps: an earlier Chapter 7
 * discharge (§727(a)(8)) and a car given to a relative to keep it from creditors (§548, §727(a)(2)).
 */
import { describe, expect, it } from 'vitest';
import { assessEligibility } from '#shared/law/eligibility/index.ts';
import type { CounselorReply, CounselorTools } from '../counselor.ts';
import { converseWith } from '../converse.ts';
import { createBuiltInCounselor, QUESTIONS } from './counselor.ts';

const TODAY = '2026-12-07';
const tools: CounselorTools = {
  async searchContent() {
    return [];
  },
  async assess(household) {
    return assessEligibility(household, TODAY);
  },
};
const counselor = createBuiltInCounselor({ today: () => TODAY });

const converse = (messages: string[]) => converseWith(counselor, tools, messages);

const recommendationOf = (replies: CounselorReply[]) => replies.map((r) => r.analysis?.recommendation).filter(Boolean);

describe('facts before advice', () => {
  it('asks about taxes, earlier cases and transfers before any analysis', async () => {
    const { replies } = await converse(['45k credit cards', '3200 a month', 'none', '1200', '1', 'OH', 'no', 'no', 'none']);
    expect(replies.at(-1)!.response).toContain(QUESTIONS.history);
    expect(recommendationOf(replies)).toEqual([]);
    const next = await converse(['45k credit cards', '3200 a month', 'none', '1200', '1', 'OH', 'no', 'no', 'none', 'never']);
    expect(next.replies.at(-1)!.response).toContain(QUESTIONS.transfers);
    expect(recommendationOf(next.replies)).toEqual([]);
  });

  it('trap 1: a Chapter 7 discharge in a case filed March 2020 means not Chapter 7 now, and says until when (§727(a)(8))', async () => {
    const { replies, state } = await converse([
      'I got a chapter 7 discharge in a case I filed in March 2020. now I owe about 30k on credit cards',
      'i make 4000 a month',
      'they take out about 600 for taxes',
      '2500',
      'just me',
      'Ohio',
      'I rent',
      'no car',
      'no',
      'no',
    ]);
    expect(state.facts.priorCases).toEqual([{ chapter: 7, filingDate: '2020-03-31', result: 'discharged', assumed: ['it was filed March 2020 (I took it as the end of that month)'] }]);
    const last = replies.at(-1)!;
    expect(last.analysis!.recommendation).not.toBe('chapter7');
    expect(last.response).toContain('Not Chapter 7 now');
    expect(last.response).toContain('March 31, 2028');
    expect(last.response).toContain('§727(a)(8)');
    expect(recommendationOf(replies.slice(0, -1))).toEqual([]);
  });

  it('trap 2: a car given to a brother 4 months ago is a transfer, not a car owned, and leads to an attorney', async () => {
    const { replies, state } = await converse([
      "4 months ago I gave my car, worth about 15k, to my brother so the creditors couldn't take it. I owe 22k on cards",
      '3000 a month',
      'idk',
      '2,200',
      '1',
      'Texas',
      'no',
      'no',
      'none',
      'never filed bankruptcy before',
    ]);
    expect(state.facts.car).toEqual({ owns: false });
    expect(state.facts.transfers).toMatchObject([{ kind: 'transferToRelative', amountCents: 1_500_000, date: '2026-08-07' }]);
    expect(state.facts.priorCases).toEqual([]);
    const last = replies.at(-1)!;
    expect(last.analysis!.recommendation).toBe('consult_attorney');
    expect(last.response).toContain('Not Chapter 7 on your own now');
    expect(last.response).toContain('§548');
    expect(last.response).not.toContain('Chapter 7 looks like the usual fit');
    expect(last.response).toContain('no taxes are taken from your pay, because you were not sure');
  });

  it('asks when, then reads the answer, for a case or a transfer told without a date', async () => {
    const base = ['45k credit cards', '3200 a month', 'none', '1200', '1', 'OH', 'no', 'no', 'none'];
    const history = await converse([...base, 'yes a chapter 7, got discharged', 'around 2021']);
    expect(history.replies.at(-2)!.response).toContain('When did you file that case?');
    expect(history.state.facts.priorCases).toMatchObject([{ chapter: 7, filingDate: '2021-12-31', result: 'discharged' }]);
    const transfer = await converse([...base, 'never', 'I sold my truck to my cousin for a dollar', 'last spring, it was worth like 8 grand']);
    expect(transfer.replies.at(-2)!.response).toContain('When did that happen');
    expect(transfer.state.facts.transfers).toMatchObject([{ kind: 'transferToRelative', date: '2026-05-31' }]);
    expect(transfer.replies.at(-1)!.analysis!.recommendation).toBe('consult_attorney');
  });

  it('says an alert once per conversation', async () => {
    const { replies } = await converse(['my wages are being garnished and I owe 20k on cards', 'they are garnishing 400 a month from me, I make 3000 a month']);
    const alert = 'A wage garnishment takes money from every paycheck';
    expect(replies.filter((r) => r.response.includes(alert))).toHaveLength(1);
  });
});

describe('people’s words', () => {
  it.each([
    ['never filed bankruptcy before', []],
    ["I haven't filed before", []],
    ['filed ch 13 in 2019 but it got dismissed', [{ chapter: 13, filingDate: '2019-12-31', result: 'dismissed' }]],
  ])('reads the earlier cases in %j', async (message, cases) => {
    const { state } = await converse(['45k credit cards', '3200 a month', 'none', '1200', '1', 'OH', 'no', 'no', 'none', message]);
    expect(state.facts.priorCases).toMatchObject(cases);
  });

  it.each([
    ['me, my wife and my son', 3],
    ['with my wife and kid', 3],
    ['me my wife and two kids', 4],
    ['my husband and I with 3 children', 5],
    ['just me and my daughter', 2],
  ])('counts %j as %i people', async (message, size) => {
    const { state } = await converse(['45k credit cards', '3200 a month', 'none', '1200', message]);
    expect(state.facts.householdSize).toBe(size);
  });

  it('reads a paid-off car as a vehicle owned, not a debt, and a correction moves a mistaken amount', async () => {
    const owned = await converse(['45k credit cards', '3200 a month', 'none', '1200', '1', 'OH', 'no', 'a 2012 Honda worth about 4000, it’s paid off']);
    expect(owned.state.facts.car).toEqual({ owns: true, valueCents: 400_000, owedCents: 0 });
    expect(owned.state.facts.debts).toEqual({ creditCards: 4_500_000 });
    const corrected = await converse(['45k credit cards and 4000 on the honda', 'no, the 4000 is what the car is worth']);
    expect(corrected.state.facts.debts).toEqual({ creditCards: 4_500_000 });
    expect(corrected.state.facts.car).toMatchObject({ owns: true, valueCents: 400_000 });
  });

  it('does not take "one of my credit card companies" for an amount, and follows "actually…, plus…"', async () => {
    const { state } = await converse(['about 20k in credit cards', 'one of my credit card companies is suing me', 'actually the credit cards are 18000, plus 7500 medical']);
    expect(state.facts.debts).toEqual({ creditCards: 1_800_000, medical: 750_000 });
    expect(state.facts.collection).toMatchObject({ lawsuit: true });
  });

  it('keeps "Can I file without my spouse?" a question', async () => {
    const { state } = await converse(['Can I file without my spouse?']);
    expect(state.facts.householdSize).toBeUndefined();
  });
});

describe('what it does not know', () => {
  it('says "I don\'t know" and opens free legal help on the person’s ZIP code', async () => {
    const { replies } = await converse(['Can my landlord keep my security deposit? my zip is 43215']);
    expect(replies[0]!.response).toMatch(/^I don't know/);
    expect(replies[0]!.response).toContain('/resources?tab=resource-matching&zip=43215');
    expect(replies[0]!.links?.[0]?.href).toBe('/resources?tab=resource-matching&zip=43215');
  });
});
