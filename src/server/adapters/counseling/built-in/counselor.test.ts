import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assessEligibility } from '#shared/law/eligibility/index.ts';
import type { HouseholdInput } from '#shared/law/household/index.ts';
import { initialConversationState, type ContentPassage, type CounselorTools } from '../counselor.ts';
import { converseWith } from '../converse.ts';
import { CANNOT_ASSESS_ANSWER, createBuiltInCounselor, NOT_FOUND_ANSWER, QUESTIONS, TOO_LARGE_ANSWER } from './counselor.ts';
import { householdFromFacts } from './facts.ts';
import { CRISIS_REPLY, escalationTriggers, isCrisis } from './safety.ts';

const TODAY = '2026-11-26';
const assessed: HouseholdInput[] = [];
const passages: ContentPassage[] = [
  { source: 'FAQ', title: 'What is the means test?', text: 'The means test compares your income with the median income of your state.', href: '/about#faq-general' },
];
const tools: CounselorTools = {
  async searchContent(query) {
    return /means test/i.test(query) ? passages : [];
  },
  async assess(household) {
    assessed.push(household);
    return assessEligibility(household, TODAY);
  },
};
const counselor = createBuiltInCounselor({ today: () => TODAY });

const converse = (messages: string[]) => converseWith(counselor, tools, messages);

/** The same household written out by hand, the way the risk assessment would save it. */
function byHand(overrides: { stateCode: string; size: number; monthlyIncome: number; expenses: number; otherUnsecured: number; taxes?: number; priorCases?: HouseholdInput['history']['priorCases']; studentLoans?: number; home?: { value: number; owed: number; behind: number }; car?: { value: number; owed: number } }): HouseholdInput {
  const goals: string[] = ['freshStart'];
  if (overrides.home) goals.push('keepHome');
  if (overrides.car) goals.push('keepCar');
  const secured = [
    ...(overrides.home ? [{ collateral: 'home' as const, balance: overrides.home.owed, monthlyPayment: 0, arrears: overrides.home.behind, keepCollateral: true }] : []),
    ...(overrides.car ? [{ collateral: 'vehicle' as const, balance: overrides.car.owed, monthlyPayment: 0, arrears: 0, keepCollateral: true }] : []),
  ];
  return {
    about: { stateCode: overrides.stateCode, householdSize: overrides.size, maritalStatus: 'not-married', membersAged65OrOver: 0, dependentChildren: 0, people: { debtor: { aged65OrOver: false } } },
    income: { debtor: { wages: { entry: 'total', sixMonthTotal: overrides.monthlyIncome * 6 } }, expectedToContinue: true },
    expenses: {
      rentOrMortgage: 0, utilities: 0, food: 0, transportation: 0, payrollTaxes: overrides.taxes ?? 0, mandatoryPayrollDeductions: 0, termLifeInsurance: 0,
      courtOrderedPayments: 0, childcare: 0, healthCare: 0, healthInsurance: 0, telecom: 0, childEducation: 0, charitableContributions: 0, other: overrides.expenses,
    },
    debts: { secured, taxes: [], domesticSupport: 0, studentLoans: overrides.studentLoans ?? 0, criminalRestitution: 0, businessDebts: 0, otherUnsecured: overrides.otherUnsecured },
    assets: {
      ...(overrides.home ? { home: { value: overrides.home.value, liens: overrides.home.owed } } : {}),
      vehicles: overrides.car ? [{ value: overrides.car.value, loanBalance: overrides.car.owed }] : [],
      accounts: [],
      other: 0,
    },
    collection: { lawsuit: 'none', lawsuitAllegesFraud: false, garnishment: { active: false }, foreclosure: { noticeReceived: false }, repossession: 'none' },
    history: { priorCases: overrides.priorCases ?? [] },
    transfers: { transfers: [], purchases: [] },
    goals: { goals: goals as HouseholdInput['goals']['goals'] },
  };
}

/** The engine's answer as the analysis card shows it, for comparing with the counselor's. */
const asCard = (engine: ReturnType<typeof assessEligibility>) => ({
  totalDebt: engine.debts.totalCents / 100,
  monthlyIncome: engine.meansTest.currentMonthlyIncomeCents / 100,
  riskLevel: engine.band === 'very_low' ? 'low' : engine.band,
  confidence: engine.confidence,
  recommendation: engine.recommendation,
  riskScore: engine.riskScore,
  bandLabel: engine.bandLabel,
  recommendationLabel: engine.recommendationLabel,
});

describe('a guided conversation ends in the engine’s analysis', () => {
  it('renter in Ohio with credit cards and medical bills', async () => {
    const { replies, state } = await converse([
      'about 45k in credit cards and $3,000 in medical bills',
      '$3,200 a month',
      'none',
      'twelve hundred',
      'just me',
      'Ohio',
      'no, I rent',
      'no',
      'none',
      'never filed before',
      'no',
    ]);
    expect(replies[0]!.response).toContain('credit cards $45,000, medical bills $3,000 (total $48,000)');
    expect(replies[1]!.response).toContain('$3,200 a month');
    expect(replies[3]!.response).toContain('$1,200 a month');
    const last = replies.at(-1)!;
    expect(last.type).toBe('analysis');
    expect(state.step).toBe('done');
    const engine = assessEligibility(byHand({ stateCode: 'OH', size: 1, monthlyIncome: 320_000, expenses: 120_000, otherUnsecured: 4_800_000 }), TODAY);
    expect(last.analysis).toEqual(asCard(engine));
    expect(last.analysis!.totalDebt).toBe(48_000);
    expect(last.analysis!.monthlyIncome).toBe(3_200);
    expect(last.response).toContain(`Risk score: ${engine.riskScore} of 100`);
    expect(last.response).toContain(engine.meansTest.median.stateName);
  });

  it('homeowner in Texas behind on the mortgage, with a car and student loans, earning above the median', async () => {
    const { replies } = await converse([
      '60k on cards, 20 thousand in student loans',
      'I make 150k a year',
      'none',
      '$6,000',
      'me, my wife and two kids',
      'I live in Texas',
      'yes',
      'worth 300k, owe 250k, behind 9,000',
      'yes',
      'worth 9,000, owe 12,000',
      'nothing like that',
      'no',
      'nope',
    ]);
    const last = replies.at(-1)!;
    expect(last.type).toBe('analysis');
    const engine = assessEligibility(
      byHand({ stateCode: 'TX', size: 4, monthlyIncome: 1_250_000, expenses: 600_000, otherUnsecured: 6_000_000, studentLoans: 2_000_000, home: { value: 30_000_000, owed: 25_000_000, behind: 900_000 }, car: { value: 900_000, owed: 1_200_000 } }),
      TODAY,
    );
    expect(last.analysis).toMatchObject({ totalDebt: engine.debts.totalCents / 100, monthlyIncome: 12_500, confidence: engine.confidence, recommendation: engine.recommendation, riskScore: engine.riskScore });
    expect(engine.meansTest.outcome).toBe('above-median');
  });

  it('says back what it understood and lets the person correct it', async () => {
    const { replies, state } = await converse(['about 45k in credit cards', 'back', '40k in credit cards']);
    expect(replies[0]!.response).toContain('or say “back”');
    expect(replies[1]!.response).toContain('What debts do you have');
    expect(state.facts.debts).toEqual({ creditCards: 4_000_000 });
    expect(state.step).toBe('income');
  });

  it('answers a question from the site’s content with the passage and its link, then goes on', async () => {
    const { replies, state } = await converse(['What is the means test?']);
    expect(replies[0]!.type).toBe('question');
    expect(replies[0]!.response).toContain('“The means test compares your income');
    expect(replies[0]!.response).toContain('/about#faq-general');
    expect(replies[0]!.links).toEqual([{ label: 'FAQ: What is the means test?', href: '/about#faq-general' }]);
    expect(state.step).toBe('debts');
  });

  it('gives the recommendation with its reasons after the analysis', async () => {
    const { replies } = await converse(['45k credit cards', '3200 a month', 'none', '1200', '1', 'OH', 'no', 'no', 'none', 'no', 'no', 'What should I do?']);
    expect(replies.at(-1)!.type).toBe('recommendation');
    expect(replies.at(-1)!.response).toContain("The engine's recommendation:");
    expect(replies.at(-1)!.response).toContain('not legal advice');
  });
});

describe('the whole situation in one message, and corrections', () => {
  const PRIOR_2012: HouseholdInput['history']['priorCases'] = [{ chapter: 7, filingDate: '2012-12-31', result: 'discharged' }];
  const WHOLE =
    "Hi. We're a family of 4 in Ohio. I make about 52k a year and my wife brings home 1,400 every two weeks. We spend about 3,500 a month. " +
    'We owe about 45k on credit cards, 3k in medical bills and 20k in student loans. We own our house, it’s worth 250k, we owe 180k on the mortgage and we’re behind 6,000. ' +
    'I have a car worth 9,000 with 12k left on the loan. I filed for bankruptcy back in 2012 and got a discharge, and my cards are at 18% interest. No lawsuit or garnishment. About 900 a month in taxes comes out of our pay. We did not give or sell anything to anyone.';

  it('reads every fact of one long message and ends in the engine’s analysis at once', async () => {
    const { replies, state } = await converse([WHOLE]);
    const reply = replies[0]!;
    expect(reply.type).toBe('analysis');
    expect(state.step).toBe('done');
    expect(reply.response).toContain('I understood: credit cards $45,000, medical bills $3,000, student loans $20,000 (total $68,000)');
    expect(reply.response).toContain('4 people in your household; Ohio; your home: worth $250,000, $180,000 owed, $6,000 behind; your vehicle: worth $9,000, $12,000 owed');
    // 52k a year plus 1,400 every two weeks: 4,333.33 + 3,033.33 a month. 2019 and 18% are no amounts.
    expect(state.facts).toEqual({
      debts: { creditCards: 4_500_000, medical: 300_000, studentLoans: 2_000_000 },
      monthlyIncomeCents: 736_666,
      monthlyExpensesCents: 350_000,
      householdSize: 4,
      stateCode: 'OH',
      home: { owns: true, valueCents: 25_000_000, owedCents: 18_000_000, behindCents: 600_000 },
      car: { owns: true, valueCents: 900_000, owedCents: 1_200_000 },
      collection: {},
      spouseMentioned: true,
      monthlyTaxesCents: 90_000,
      taxesUnknown: false,
      priorCases: [{ chapter: 7, filingDate: '2012-12-31', result: 'discharged', assumed: ['it was a Chapter 7 case', 'it was filed 2012 (I took it as the end of 2012)'] }],
      transfers: [],
    });
    // What the analysis could not count is said, not silently assumed away.
    expect(reply.response).toContain('about your earlier Chapter 7 case: it was a Chapter 7 case, it was filed 2012');
    expect(reply.response).toContain('all the income you told me about is household income');
    expect(reply.response).not.toContain('you are not married');
    const engine = assessEligibility(
      byHand({ stateCode: 'OH', size: 4, monthlyIncome: 736_666, expenses: 350_000, taxes: 90_000, priorCases: PRIOR_2012, otherUnsecured: 4_800_000, studentLoans: 2_000_000, home: { value: 25_000_000, owed: 18_000_000, behind: 600_000 }, car: { value: 900_000, owed: 1_200_000 } }),
      TODAY,
    );
    expect(reply.analysis).toEqual(asCard(engine));
  });

  it('follows corrections after the analysis: “actually it’s 3 people” runs the engine again', async () => {
    const { replies, state } = await converse([WHOLE, 'actually it’s 3 people', 'sorry, the credit cards are 40k']);
    expect(replies[1]!.response).toMatch(/^Thanks, I updated that: 3 people in your household\./);
    expect(replies[1]!.type).toBe('analysis');
    expect(replies[2]!.response).toMatch(/^Thanks, I updated that: credit cards \$40,000\./);
    expect(state.facts).toMatchObject({ householdSize: 3, debts: { creditCards: 4_000_000, medical: 300_000, studentLoans: 2_000_000 } });
    const engine = assessEligibility(
      byHand({ stateCode: 'OH', size: 3, monthlyIncome: 736_666, expenses: 350_000, taxes: 90_000, priorCases: PRIOR_2012, otherUnsecured: 4_300_000, studentLoans: 2_000_000, home: { value: 25_000_000, owed: 18_000_000, behind: 600_000 }, car: { value: 900_000, owed: 1_200_000 } }),
      TODAY,
    );
    expect(replies[2]!.analysis).toEqual(asCard(engine));
  });

  it('takes part of a situation, then asks only what is still missing', async () => {
    const { replies, state } = await converse(['I’m a single mom with 2 kids in Texas, I earn $3,100 a month and owe 12k on cards', 'I take home 2,700', '2,800', 'I rent', 'no car', 'none', 'never', 'no']);
    expect(replies[0]!.response).toContain('I understood: credit cards $12,000; income about $3,100 a month before taxes; 3 people in your household; Texas.');
    expect(replies[0]!.response).toContain(QUESTIONS.taxes);
    expect(replies[1]!.response).toContain('take-home pay about $2,700 a month');
    expect(replies.map((r) => r.type)).toEqual(['question', 'question', 'question', 'question', 'question', 'question', 'question', 'analysis']);
    expect(state.facts).toMatchObject({ householdSize: 3, stateCode: 'TX', monthlyIncomeCents: 310_000, monthlyTaxesCents: 40_000, monthlyExpensesCents: 280_000, home: { owns: false }, car: { owns: false } });
  });

  it('corrects a fact in the middle of the interview and goes on where it was', async () => {
    const { replies, state } = await converse(['45k credit cards', '3200 a month', '300', '1200', '4', 'actually we are 3 people']);
    expect(replies[5]!.response).toContain('Thanks, I updated that: 3 people in your household.');
    expect(replies[5]!.response).toContain(QUESTIONS.state);
    expect(state).toMatchObject({ step: 'state', facts: { householdSize: 3 } });
  });

  it('lets the question asked read every amount the other facts leave', async () => {
    const { replies, state } = await converse(['45k in cards and 3k other stuff, I make 3200 a month and pay 1,200 a month in rent']);
    expect(replies[0]!.response).toMatch(/^I understood: credit cards \$45,000, other debts \$3,000 \(total \$48,000\); income about \$3,200 a month before taxes\./);
    expect(state.facts).toMatchObject({ debts: { creditCards: 4_500_000, other: 300_000 }, monthlyIncomeCents: 320_000 });
    const income = await converse(['45k in cards', '$2,000 from my job and $900 social security']);
    expect(income.state.facts.monthlyIncomeCents).toBe(290_000);
  });

  it('reads the details of the home and the car asked about, without taking "the loan" for another debt', async () => {
    const { replies, state } = await converse(['45k credit cards', '3200 a month', 'none', '1200', '1', 'OH', 'yes', 'worth 250k, I owe 180k on it and I am behind 6,000', 'yes', 'worth 9,000, owe 12,000 on the loan']);
    expect(replies[7]!.response).toMatch(/^I understood: your home: worth \$250,000, \$180,000 owed, \$6,000 behind\./);
    expect(replies[9]!.response).toMatch(/^I understood: your vehicle: worth \$9,000, \$12,000 owed\./);
    expect(state.facts.debts).toEqual({ creditCards: 4_500_000 });
    expect(state.facts.car).toEqual({ owns: true, valueCents: 900_000, owedCents: 1_200_000 });
  });

  it('reads a long message with an age, a car’s model year, a rent and a judgment without taking them for debts or income', async () => {
    const { state } = await converse([
      "I'm 34, live in Georgia. I owe about $28,000 on 4 credit cards and $6,500 in hospital bills. I take home $2,400 a month. My rent is $1,100. I drive a 2014 Corolla that's paid off, worth maybe $4k.",
    ]);
    // Take-home pay is not the income before taxes the means test counts: that is still asked.
    expect(state.facts).toMatchObject({ debts: { creditCards: 2_800_000, medical: 650_000 }, takeHomeCents: 240_000, stateCode: 'GA', car: { owns: true, valueCents: 400_000, owedCents: 0 } });
    const judgment = await converse(['My wages are being garnished for a 7k credit card judgment. I make 1,800 every two weeks. Texas, household of 2.']);
    expect(judgment.state.facts).toMatchObject({ debts: { creditCards: 700_000 }, monthlyIncomeCents: 390_000, householdSize: 2, collection: { garnishment: true } });
    const married = await converse(['Married with 3 kids in Michigan. Combined income around 85k a year. Credit cards 32k. Taxes owed for 2021 and 2022: 6k.']);
    const cards = await converse(['I have 3 credit cards with about 15k total']);
    expect(cards.state.facts.debts).toEqual({ creditCards: 1_500_000 });
    expect(married.state.facts).toMatchObject({ householdSize: 5, spouseMentioned: true, monthlyIncomeCents: 708_333, debts: { creditCards: 3_200_000, taxes: 600_000 } });
  });

  it('meets someone overwhelmed kindly before the first question', async () => {
    const { replies } = await converse(['help I’m drowning in debt']);
    expect(replies[0]!.response).toBe(`I’m sorry you’re dealing with this. You are not alone, and we can look at it together, one step at a time. ${QUESTIONS.debts}`);
  });

  it('keeps a question that names one fact a question', async () => {
    const { replies, state } = await converse(['What is the means test for 3 people?']);
    expect(replies[0]!.response).toContain('“The means test compares your income');
    expect(state.facts).toEqual({});
  });

  it('refuses an absurd amount with a clear message and keeps the question', async () => {
    for (const message of ['I owe 10^30 dollars on cards', '1000000000000000000000000000000 in credit cards', `${'9'.repeat(400)} in medical bills`]) {
      const { replies, state } = await converse([message]);
      expect(replies[0]!.response).toBe(`${TOO_LARGE_ANSWER}\n\n${QUESTIONS.debts}`);
      expect(state).toEqual(initialConversationState());
    }
  });
});

describe('amounts that add up past what the engine takes', () => {
  it('asks for a correction instead of failing, then analyses the corrected household', async () => {
    const { replies } = await converse([
      'I owe 99 million on credit cards and 99 million in medical bills. I make 4,000 a month and spend 3,000 a month, 500 a month in taxes comes out of my pay. Family of 3 in Ohio. We rent, no car, no lawsuit. I never filed bankruptcy before. I did not give or sell anything.',
      'actually the credit cards are 45k and medical bills are 3k',
    ]);
    expect(replies[0]!.response).toContain(CANNOT_ASSESS_ANSWER);
    expect(replies[0]!.analysis).toBeUndefined();
    expect(replies[1]!.type).toBe('analysis');
    expect(replies[1]!.analysis!.totalDebt).toBe(48_000);
  });
});

describe('any message', () => {
  // Pieces of what people write, numbers of every size included, joined at random.
  const piece = fc.oneof(
    fc.constantFrom('I owe', 'in credit cards', 'medical bills', 'a month', 'a year', 'family of', 'people', 'in Ohio', 'worth', 'owe on the house', 'behind', 'car loan', 'actually', 'no lawsuit', 'since', '%', 'k', 'million', 'twelve hundred', 'back', 'start over', '?', ',', '.'),
    fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }).map(String),
    fc.double({ min: 0, max: 1e40, noNaN: true }).map(String),
    fc.string({ maxLength: 12 }),
  );
  it('never makes the counselor throw, and every reply says what kind it is', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(piece, { minLength: 1, maxLength: 12 }).map((parts) => parts.join(' ')), { minLength: 1, maxLength: 4 }), async (messages) => {
        const { replies } = await converse(messages);
        for (const reply of replies) expect(['question', 'analysis', 'recommendation', 'escalation']).toContain(reply.type);
      }),
      { numRuns: 150 },
    );
  });
});

describe('when it cannot answer', () => {
  it('says so, points to free legal help, and says it is not legal advice', async () => {
    const { replies } = await converse(['Can my landlord keep my security deposit?']);
    expect(replies[0]!.response).toContain(NOT_FOUND_ANSWER);
    expect(NOT_FOUND_ANSWER).toMatch(/free legal help/);
    expect(NOT_FOUND_ANSWER).toContain('/resources?tab=resource-matching');
    expect(NOT_FOUND_ANSWER).toContain('not legal advice');
    expect(replies[0]!.links?.map((l) => l.href)).toContain('/resources?tab=resource-matching');
    expect(replies[0]!.response).toContain('not legal advice');
  });
});

describe('escalation and crisis', () => {
  const triggers: Array<[string, string]> = [
    ['lawsuit', 'Capital One is suing me for 8k'],
    ['lawsuit', 'I got served with a summons last week'],
    ['foreclosureSale', 'the foreclosure sale is on 2026-12-15'],
    ['foreclosureSale', "there's a sheriff's sale scheduled for my house"],
    ['garnishment', 'they started garnishing my wages'],
    ['businessDebts', 'I have business debts from my restaurant'],
    ['needsLawyer', 'do I need a lawyer? my ex says it was fraud'],
  ];

  it.each(triggers)('escalates %s (%j) with why and the links to help', async (trigger, message) => {
    expect(escalationTriggers(message)).toContain(trigger);
    const { replies } = await converse([message]);
    expect(replies[0]!.type).toBe('escalation');
    expect(replies[0]!.response).toContain('/resources?tab=resource-matching');
    expect(replies[0]!.links?.map((l) => l.href)).toContain('/resources?tab=resource-matching');
  });

  it.each(['No lawsuit or garnishment', 'nobody is suing me', 'I have not been served', 'no foreclosure sale date yet'])('does not escalate %j', (message) => {
    expect(escalationTriggers(message)).toEqual([]);
  });

  it('keeps what an escalation said for the analysis: a garnishment at the last question', async () => {
    const { replies } = await converse(['45k credit cards', '3200 a month', 'none', '1200', '1', 'OH', 'no', 'no', 'my wages are being garnished', 'never', 'no']);
    const last = replies.at(-1)!;
    expect(last.type).toBe('escalation');
    expect(last.analysis).toBeDefined();
    expect(assessed.at(-1)!.collection.garnishment.active).toBe(true);
  });

  it.each([
    ['the foreclosure sale is on 2026-12-15', '2026-12-15'],
    ['the foreclosure sale is 12/15/2026', '2026-12-15'],
    ['the foreclosure sale is December 15th', '2026-12-15'],
    ['foreclosure auction on Jan 5', '2027-01-05'],
    ['the sheriff’s sale is the 3rd of February, 2027', '2027-02-03'],
  ])('reads the sale date of %j', async (message, saleDate) => {
    const { state } = await converse([message]);
    expect(state.facts.collection).toMatchObject({ foreclosureSale: true, saleDate });
  });

  it('records a foreclosure sale date in the household', () => {
    const household = householdFromFacts({ collection: { foreclosureSale: true, saleDate: '2026-12-15' } }, TODAY);
    expect(household.collection.foreclosure).toEqual({ noticeReceived: true, saleDate: '2026-12-15' });
  });

  const crisis = ['I can’t go on', 'I want to kill myself', "honestly I don't want to live anymore", 'thinking about suicide', "I'd be better off dead", 'I might hurt myself'];
  it.each(crisis)('recognizes crisis language: %j', (message) => {
    expect(isCrisis(message)).toBe(true);
  });
  it('does not take ordinary debt talk for a crisis', () => {
    expect(isCrisis('this debt is killing me financially, 45k on cards')).toBe(false);
    expect(CRISIS_REPLY).toContain('call or text 988');
  });
});
