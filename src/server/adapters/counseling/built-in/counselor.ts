/**
 * The built-in counselor: a guided conversation that gathers what an analysis needs, confirms
 * what it understood, answers questions from the site's own FAQ and education pages, and escalates
 * what needs a lawyer. No key, no network: the default.
 */
import { formatCents, formatDollars } from '#shared/format/money.ts';
import { FREE_LEGAL_HELP_URLS } from '#shared/free-legal-help.ts';
import { HouseholdInvalidError } from '#shared/law/eligibility/index.ts';
import { MAX_MONEY_CENTS } from '#shared/law/household/money.ts';
import type { ContentPassage, ConversationState, Counselor, CounselorInput, CounselorLink, CounselorReply, CounselorTools } from '../counselor.ts';
import { initialConversationState } from '../counselor.ts';
import { formatIsoDate } from '#shared/format/dates.ts';
import { findAmounts } from './amounts.ts';
import { readPriorCases, readTransfers, remembersNoDate, type PriorCaseFact, type TransferFact } from './history.ts';
import { analysisText, recommendationText, toDebtAnalysis } from './analysis.ts';
import {
  DEBT_KIND_LABELS,
  householdAssumptions,
  householdFromFacts,
  readDate,
  readDebts,
  readHouseholdSize,
  readIncome,
  readPropertyDetails,
  readState,
  readYesNo,
  totalDebtCents,
  type CounselingFacts,
  type CounselingStep,
  type DebtKind,
  type Property,
} from './facts.ts';
import { ESCALATION_LINKS, escalationText, escalationTriggers, type EscalationTrigger } from './safety.ts';
import { describeSituation, leaveToQuestion, mergeSituation, readSituation, withoutUsed, type SituationFacts } from './situation.ts';


export const QUESTIONS: Record<Exclude<CounselingStep, 'done'>, string> = {
  debts: 'What debts do you have? Tell me the kinds and about how much, for example: "about 45k in credit cards and $3,000 in medical bills".',
  income: 'What is your household’s income before taxes? For example "$3,200 a month" or "52k a year". If you have none right now, say "none".',
  taxes:
    'About how much is taken from your household’s pay for taxes each month (income tax, Social Security and Medicare)? If you are not sure, tell me your take-home pay instead, like “I take home 2,600 a month”.',
  expenses: 'About how much does your household spend each month on living costs: rent or mortgage, utilities, food, transportation and car payments? One total is fine, like "$2,500".',
  household: 'How many people live in your household, counting you? For example "3" or "me, my wife and two kids".',
  state: 'Which state do you live in?',
  home: 'Do you own your home? (yes or no)',
  homeDetails: 'About what is your home worth, how much do you still owe on it, and are you behind on payments? For example: "worth 250k, owe 180k, behind 6,000".',
  car: 'Do you own a car or other vehicle? (yes or no)',
  carDetails: 'About what is your vehicle worth, and how much do you still owe on it? For example: "worth 9,000, owe 12,000".',
  pressure: 'Is a creditor suing you, garnishing your wages, or has a foreclosure sale been scheduled on your home? Tell me about any of these and when, or say "none".',
  history:
    'Have you filed bankruptcy before, in the last 8 years? If so, tell me the chapter, when you filed, and whether you got a discharge or the case was dismissed, for example “Chapter 7 in March 2020, discharged”. Or say “never”.',
  transfers:
    'Last question: in the last 2 years, did you give away anything of value or sell something for less than it was worth (for example a car to a relative)? And in the last year, did you repay a relative or pay one creditor a large sum? Tell me what, when and about how much, or say “no”.',
};

/**
 * The next thing the analysis still needs, whatever order the person told it in. `asked` holds
 * the steps already answered, so a question that got a partial answer (a home's value unknown) is
 * not asked twice.
 */
export function nextStep(facts: CounselingFacts, asked: readonly CounselingStep[]): CounselingStep {
  if (!facts.debts) return 'debts';
  if (facts.monthlyIncomeCents === undefined) return 'income';
  if (facts.monthlyIncomeCents > 0 && facts.monthlyTaxesCents === undefined && !asked.includes('taxes')) return 'taxes';
  if (facts.monthlyExpensesCents === undefined) return 'expenses';
  if (facts.householdSize === undefined) return 'household';
  if (!facts.stateCode) return 'state';
  if (!facts.home) return 'home';
  if (facts.home.owns && facts.home.valueCents === undefined && !asked.includes('homeDetails')) return 'homeDetails';
  if (!facts.car) return 'car';
  if (facts.car.owns && facts.car.valueCents === undefined && !asked.includes('carDetails')) return 'carDetails';
  if (!facts.collection && !asked.includes('pressure')) return 'pressure';
  if (!facts.priorCases) return 'history';
  if (!facts.transfers) return 'transfers';
  return 'done';
}

type Step = Exclude<CounselingStep, 'done'>;

interface StepResult {
  /** What was understood, in a few words ("credit cards $45,000 (total $45,000)"). */
  said: string;
  /** Something to add after the confirmation ("You also mentioned medical bills without an amount"). */
  note?: string;
  facts: CounselingFacts;
}

const debtList = (debts: Partial<Record<DebtKind, number>>) =>
  Object.entries(debts)
    .map(([kind, cents]) => `${DEBT_KIND_LABELS[kind as DebtKind]} ${formatCents(cents ?? 0, { cents: 'auto' })}`)
    .join(', ');

const PERIOD_WORDS = { month: 'a month', year: 'a year', week: 'a week', twoWeeks: 'every two weeks', halfMonth: 'twice a month' } as const;

/** Reads the answer to the current step; null when the message does not answer it. */
function readStep(step: Step, message: string, facts: CounselingFacts, today: string): StepResult | null {
  switch (step) {
    case 'taxes': {
      if (/\b(?:don'?t|do not) know|\bnot sure\b|\bno idea\b|\bidk\b/i.test(message) && findAmounts(message).length === 0) {
        return { said: 'you are not sure of your taxes, so I counted none for now', facts: { ...facts, monthlyTaxesCents: 0, taxesUnknown: true } };
      }
      if (/^\s*(?:none|nothing|zero|no taxes|0)\b/i.test(message)) return { said: 'no taxes taken from your pay', facts: { ...facts, monthlyTaxesCents: 0 } };
      const amount = readIncome(message);
      if (!amount || amount.readAs.length === 0) return null;
      const income = facts.monthlyIncomeCents ?? 0;
      if (/\b(?:take[- ]?home|bring home|after tax|net|clear)\b/i.test(message)) {
        const taxes = Math.max(0, income - amount.monthlyCents);
        return { said: `take-home pay about ${formatCents(amount.monthlyCents, { cents: 'auto' })} a month, so about ${formatCents(taxes, { cents: 'auto' })} a month in taxes`, facts: { ...facts, monthlyTaxesCents: taxes, taxesUnknown: false } };
      }
      return { said: `about ${formatCents(amount.monthlyCents, { cents: 'auto' })} a month in taxes`, facts: { ...facts, monthlyTaxesCents: amount.monthlyCents, taxesUnknown: false } };
    }
    case 'history': {
      const text = facts.pendingHistory ? `${facts.pendingHistory}, ${message}` : message;
      const history = readPriorCases(text, today, true);
      if (!history) return null;
      if (history.missingDate) {
        if (!remembersNoDate(message)) return null;
        const assumed = readPriorCases(`${text} in ${today.slice(0, 4)}`, today, true);
        const cases = (assumed?.cases ?? []).map((c) => ({ ...c, filingDate: today, assumed: [...c.assumed.filter((a) => !a.startsWith('it was filed')), 'it was filed recently, since you do not remember when (your court’s records show the date)'] }));
        return { said: describePriorCases(cases), facts: { ...withoutPending(facts), priorCases: cases } };
      }
      return { said: describePriorCases(history.cases), facts: { ...withoutPending(facts), priorCases: history.cases } };
    }
    case 'transfers': {
      const text = facts.pendingTransfer ? `${facts.pendingTransfer}, ${message}` : message;
      let transfers = readTransfers(text, today, true);
      // Asked again and still no date: the cautious reading is a recent one.
      if (transfers?.missing.includes('date') && facts.pendingTransfer && remembersNoDate(message)) transfers = readTransfers(`${text}, last month`, today, true);
      if (!transfers || transfers.missing.length > 0) return null;
      return { said: describeTransfers(transfers.transfers), facts: { ...withoutPending(facts), transfers: [...(facts.transfers ?? []), ...transfers.transfers] } };
    }
    case 'debts': {
      const answer = readDebts(message);
      if (!answer || (Object.keys(answer.debts).length === 0 && answer.withoutAmount.length > 0)) return null;
      const debts = { ...answer.debts };
      const total = totalDebtCents({ debts });
      const kinds = Object.keys(debts).length;
      const said = kinds === 0 ? 'no debts' : kinds === 1 ? debtList(debts) : `${debtList(debts)} (total ${formatCents(total, { cents: 'auto' })})`;
      const note =
        answer.withoutAmount.length > 0 ? `You also mentioned ${answer.withoutAmount.map((k) => DEBT_KIND_LABELS[k]).join(' and ')} without an amount; tell me about how much, like “about 2,000 in medical bills”.` : undefined;
      return { said, ...(note ? { note } : {}), facts: { ...facts, debts } };
    }
    case 'income': {
      const income = readIncome(message);
      if (!income) return null;
      const parts = income.readAs.map((a) => `${formatCents(a.cents, { cents: 'auto' })} ${PERIOD_WORDS[a.period]}${a.assumed ? ' (I took it as ' + PERIOD_WORDS[a.period] + ')' : ''}`);
      const said = income.readAs.length === 0 ? 'no income right now' : `${parts.join(' plus ')}, about ${formatCents(income.monthlyCents, { cents: 'auto' })} a month before taxes`;
      return { said, facts: { ...facts, monthlyIncomeCents: income.monthlyCents } };
    }
    case 'expenses': {
      const income = readIncome(message);
      if (!income) return null;
      return { said: `living costs of about ${formatCents(income.monthlyCents, { cents: 'auto' })} a month`, facts: { ...facts, monthlyExpensesCents: income.monthlyCents } };
    }
    case 'household': {
      const size = readHouseholdSize(message);
      if (size === null) return null;
      return { said: `${size} ${size === 1 ? 'person' : 'people'} in your household`, facts: { ...facts, householdSize: size } };
    }
    case 'state': {
      const state = readState(message);
      if (!state) return null;
      return { said: state.name, facts: { ...facts, stateCode: state.code } };
    }
    case 'home':
    case 'car': {
      const owns = readYesNo(message);
      const details = readPropertyDetails(message);
      if (owns === null && !details) return null;
      const key = step;
      const property = { owns: owns ?? true, ...(details ?? {}) };
      const what = key === 'home' ? 'a home' : 'a vehicle';
      return { said: `you ${property.owns ? 'own' : 'do not own'} ${what}`, facts: { ...facts, [key]: property } };
    }
    case 'homeDetails':
    case 'carDetails': {
      const key = step === 'homeDetails' ? 'home' : 'car';
      const details = readPropertyDetails(message);
      if (!details) return null;
      const property = { ...(facts[key] ?? { owns: true }), ...details, owns: true };
      const said = [
        property.valueCents !== undefined ? `worth ${formatCents(property.valueCents, { cents: 'auto' })}` : null,
        property.owedCents !== undefined ? `${formatCents(property.owedCents, { cents: 'auto' })} owed` : null,
        property.behindCents ? `${formatCents(property.behindCents, { cents: 'auto' })} behind` : null,
      ].filter(Boolean);
      return { said: `your ${key === 'home' ? 'home' : 'vehicle'} is ${said.join(', ')}`, facts: { ...facts, [key]: property } };
    }
    case 'pressure': {
      const triggers = escalationTriggers(message);
      const none = readYesNo(message) === false || /\b(?:none|nothing|no one|nobody|not yet)\b/i.test(message);
      if (!none && triggers.length === 0) return null;
      return triggers.length === 0
        ? { said: 'no lawsuit, garnishment or foreclosure sale', facts: { ...facts, collection: facts.collection ?? {} } }
        : { said: 'what you told me about the collection', facts };
    }
  }
}

/** Steps whose own reader takes every amount the other facts leave: any bare amount is the answer. */
const ANSWER_READ_BY_STEP: Partial<Record<Step, keyof SituationFacts>> = { debts: 'debts', income: 'monthlyIncomeCents', expenses: 'monthlyExpensesCents' };

/** The step a reading of the whole situation already answered. */
function answeredBySituation(step: Step, read: SituationFacts): boolean {
  switch (step) {
    case 'debts':
      return read.debts !== undefined;
    case 'income':
      return read.monthlyIncomeCents !== undefined;
    case 'expenses':
      return read.monthlyExpensesCents !== undefined;
    case 'household':
      return read.householdSize !== undefined;
    case 'state':
      return read.state !== undefined;
    case 'home':
    case 'car':
      return read[step] !== undefined;
    case 'homeDetails':
    case 'carDetails': {
      const property = read[step === 'homeDetails' ? 'home' : 'car'];
      return property?.valueCents !== undefined || property?.owedCents !== undefined;
    }
    case 'pressure':
      return read.noCollectionTrouble === true;
    case 'taxes':
      return read.monthlyTaxesCents !== undefined || read.takeHomeCents !== undefined;
    case 'history':
    case 'transfers':
      return false;
  }
}

/** Facts that escalation triggers carry (a lawsuit, a garnishment, a sale date) go into the household too. */
function recordTriggers(facts: CounselingFacts, triggers: EscalationTrigger[], message: string, today: string): CounselingFacts {
  if (triggers.length === 0) return facts;
  const collection = { ...(facts.collection ?? {}) };
  if (triggers.includes('lawsuit')) collection.lawsuit = true;
  if (triggers.includes('garnishment')) collection.garnishment = true;
  if (triggers.includes('foreclosureSale')) {
    collection.foreclosureSale = true;
    const date = readDate(message, today);
    if (date) collection.saleDate = date;
  }
  return { ...facts, collection };
}

const QUESTION_START = /^\s*(?:what|whats|what's|how|why|when|where|who|which|can|could|should|would|will|is|are|do|does|did|am|may|tell me about|explain)\b/i;

export function looksLikeQuestion(message: string): boolean {
  return message.includes('?') || QUESTION_START.test(message);
}

function quote(passages: ContentPassage[]): { text: string; links: CounselorLink[] } | null {
  const best = passages[0];
  if (!best) return null;
  const excerpt = best.text.length > 600 ? `${best.text.slice(0, 600).replace(/\s+\S*$/, '')}…` : best.text;
  const where = best.source === 'FAQ' ? `our FAQ (“${best.title}”)` : `our page “${best.source}”, section “${best.title}”`;
  return { text: `Here is what ${where} says:\n“${excerpt}”\nRead more: ${best.href}`, links: [{ label: `${best.source}: ${best.title}`, href: best.href }] };
}

const FREE_HELP_MATCHER = '/resources?tab=resource-matching';

/** When the site's guides hold no answer: say so plainly and point to free legal help, never guess. */
export const NOT_FOUND_ANSWER = notFoundAnswer();

/**
 * "I don't know", with free legal help near the person: the resource matcher opened on their ZIP
 * code when they told it (it finds their court and legal aid office), and the national legal aid finder.
 */
export function notFoundAnswer(zipCode?: string): string {
  const matcher = zipCode ? `${FREE_HELP_MATCHER}&zip=${zipCode}` : FREE_HELP_MATCHER;
  const near = zipCode ? `finds legal aid near ZIP code ${zipCode}` : 'finds legal aid near you (tell me your ZIP code and I will open it for your area)';
  return `I don't know, and I would rather not guess: I could not find an answer to that in our guides. Our Chapter 7 (/chapter7) and Chapter 13 (/chapter13) pages and the FAQ (/about) cover the common questions. For a question about your own case, free legal help is the right place: our resource matcher (${matcher}) ${near}, and the Legal Services Corporation lists free legal aid offices (${FREE_LEGAL_HELP_URLS['legal-aid']}). This is general education, not legal advice.`;
}


/** "My zip is 43215", "zip code: 43215". */
export function readZipCode(message: string): string | null {
  return /\bzip(?:\s*code)?(?:\s+is|:)?\s*(\d{5})(?:-\d{4})?\b/i.exec(message)?.[1] ?? null;
}

/** An amount above the household model's limit is a typing mistake: ask again, never use it. */
export const TOO_LARGE_ANSWER = `One of those amounts is larger than ${formatDollars(MAX_MONEY_CENTS / 100)}, so I think it is a typing mistake and did not use it. Please write it again in dollars, for example “$45,000” or “45k”.`;

/** Amounts each below the limit can still add up past it: ask for a correction rather than fail. */
export const CANNOT_ASSESS_ANSWER = `Together, those amounts are more than our eligibility engine can use (each total must stay under ${formatDollars(MAX_MONEY_CENTS / 100)}), so I think one is a typing mistake. Tell me the right figure, for example “actually the credit cards are 45k”.`;

const RECOMMENDATION_ASK = /\b(?:what (?:should|do|can) i do|recommend|which chapter|next steps?|my options|what now|what are my options)\b/i;
const CORRECTION_HINT = 'If I got anything wrong, just tell me, for example “actually it’s 3 people” or “the credit cards are 40k”, or say “back”.';

/** The one thing still missing about an earlier case or a transfer. */
const FOLLOW_UP = {
  history: 'When did you file that case? A month and year is best, like “March 2020”; a rough year is fine. If you do not remember, say so.',
  transfers: 'When did that happen, and about how much was it worth or how much did you pay? For example “about 4 months ago, worth 15k”.',
} as const;

/** Take-home pay and income before taxes, both told: the taxes are the difference. */
function settle(facts: CounselingFacts): CounselingFacts {
  if (facts.takeHomeCents === undefined || facts.monthlyIncomeCents === undefined || (facts.monthlyTaxesCents !== undefined && !facts.taxesUnknown)) return facts;
  if (facts.takeHomeCents > facts.monthlyIncomeCents) return facts;
  return { ...facts, monthlyTaxesCents: facts.monthlyIncomeCents - facts.takeHomeCents, taxesUnknown: false };
}

function withoutPending(facts: CounselingFacts): CounselingFacts {
  const { pendingHistory: _history, pendingTransfer: _transfer, ...rest } = facts;
  return rest;
}

const longDay = (iso: string) => formatIsoDate(iso);

export function describePriorCases(cases: readonly PriorCaseFact[]): string {
  if (cases.length === 0) return 'no bankruptcy case in the last 8 years';
  const ended: Record<PriorCaseFact['result'], string> = { discharged: 'ended in a discharge', dismissed: 'was dismissed', open: 'is still open', other: 'ended another way' };
  return cases.map((c) => `an earlier Chapter ${c.chapter} case filed ${longDay(c.filingDate)} that ${ended[c.result]}`).join('; ');
}

export function describeTransfers(transfers: readonly TransferFact[]): string {
  if (transfers.length === 0) return 'no gifts, cheap sales or large payments to relatives or one creditor';
  const kind: Record<TransferFact['kind'], string> = { transferToRelative: 'a transfer for less than full value', paymentToInsider: 'a payment to a relative', paymentToCreditor: 'a large payment to one creditor' };
  return transfers.map((t) => `${kind[t.kind]} (“${t.what}”)${t.amountCents > 0 ? `, about ${formatCents(t.amountCents, { cents: 'auto' })}` : ''}, around ${longDay(t.date)}`).join('; ');
}

export function createBuiltInCounselor(options: { today: () => string }): Counselor {
  /** The engine's answer, or null when the amounts together are beyond what it takes (a typing mistake). */
  async function analyze(facts: CounselingFacts, tools: CounselorTools) {
    try {
      return await tools.assess(householdFromFacts(facts, options.today()));
    } catch (error) {
      if (error instanceof HouseholdInvalidError) return null;
      throw error;
    }
  }

  return {
    kind: 'built-in',
    async reply(input: CounselorInput, tools: CounselorTools): Promise<CounselorReply> {
      // Phones type curly apostrophes; the readers expect "it's", "don't".
      const message = input.message.trim().replace(/[‘’]/g, "'");
      let state: ConversationState = input.state;

      if (/^\s*(?:start over|restart|reset|begin again|new conversation)\b/i.test(message)) {
        state = initialConversationState();
        return { response: `Let’s start again. ${QUESTIONS.debts}`, type: 'question', state };
      }
      if (/^\s*(?:back|go back|undo|that'?s (?:wrong|not right)|wrong)\s*[.!]?\s*$/i.test(message) && state.previous.length > 0) {
        const previous = state.previous[state.previous.length - 1]!;
        const step = previous === 'homeDetails' ? 'home' : previous === 'carDetails' ? 'car' : previous;
        state = { ...state, step, previous: state.previous.slice(0, state.previous.lastIndexOf(step) >= 0 ? state.previous.lastIndexOf(step) : -1) };
        return { response: `No problem, let’s fix that. ${QUESTIONS[step as Step]}`, type: 'question', state };
      }
      const stillToAsk = state.step === 'done' ? '' : `\n\n${QUESTIONS[state.step]}`;
      if (findAmounts(message).some((amount) => !(amount.cents <= MAX_MONEY_CENTS))) {
        return { response: `${TOO_LARGE_ANSWER}${stillToAsk}`, type: 'question', state };
      }

      const today = options.today();
      const triggers = escalationTriggers(message);
      // An alert is said once a conversation; the facts it carries are kept every time.
      const newTriggers = triggers.filter((trigger) => !(state.facts.alertsSaid ?? []).includes(trigger));
      let facts = recordTriggers(state.facts, triggers, message, today);
      if (newTriggers.length > 0) facts = { ...facts, alertsSaid: [...(facts.alertsSaid ?? []), ...newTriggers] };
      const zipCode = readZipCode(message);
      if (zipCode) facts = { ...facts, zipCode };
      const escalation = newTriggers.length > 0 ? escalationText(newTriggers) : null;
      const escalationLinks = newTriggers.length > 0 ? ESCALATION_LINKS : [];

      // Questions: after the analysis, "what should I do?" gets the engine's recommendation.
      if (state.step === 'done' && RECOMMENDATION_ASK.test(message) && facts.stateCode) {
        const result = await analyze(facts, tools);
        if (!result) return { response: CANNOT_ASSESS_ANSWER, type: 'question', state: { ...state, facts } };
        const text = recommendationText(result);
        return {
          response: escalation ? `${escalation}\n\n${text}` : text,
          type: escalation ? 'escalation' : 'recommendation',
          analysis: toDebtAnalysis(result),
          links: [...escalationLinks],
          state: { ...state, facts },
        };
      }

      const step = state.step;
      const isQuestion = looksLikeQuestion(message);
      // Earlier cases and transfers, wherever they are told: they flip the recommendation. A
      // transfer's words are not read again as property owned ("I gave my car, worth 15k, to my brother").
      const told: string[] = [];
      let situationText = message;
      if (!isQuestion || /\b(?:i|we) (?:filed|gave|sold|paid|got)\b/i.test(message)) {
        const history = step === 'history' ? null : readPriorCases(message, today);
        if (history && !history.missingDate) {
          facts = { ...facts, priorCases: history.cases };
          told.push(describePriorCases(history.cases));
        } else if (history?.missingDate && !facts.priorCases) {
          facts = { ...facts, pendingHistory: message.slice(0, 300) };
          told.push('an earlier bankruptcy case (I will ask you about it)');
        }
        const transfers = readTransfers(message, today, step === 'transfers');
        if (transfers) situationText = withoutUsed(message, transfers.used.map(([start, end]) => [start, end, 'debts'] as [number, number, keyof SituationFacts]));
        // At the transfers question its own reader takes them (with what was told before).
        if (transfers && step !== 'transfers') {
          if (transfers.missing.length === 0) {
            facts = { ...facts, transfers: transfers.transfers.length > 0 ? [...(facts.transfers ?? []), ...transfers.transfers] : (facts.transfers ?? []) };
            told.push(describeTransfers(transfers.transfers));
          } else if (!facts.transfers) {
            facts = { ...facts, pendingTransfer: message.slice(0, 300) };
            told.push('a transfer or payment (I will ask you when and how much)');
          }
        }
      }
      // The whole situation in one message, or a correction at any point ("actually it's 3 people").
      // A question that names one fact in passing ("what is the means test for 3 people?") stays a question.
      const subject = step === 'home' || step === 'homeDetails' ? 'home' : step === 'car' || step === 'carDetails' ? 'car' : step === 'taxes' ? 'taxes' : undefined;
      const fullReading = readSituation(situationText, subject);
      const readCount = Object.keys(fullReading.facts).length;
      // "Can I file without my spouse?" names a spouse but asks a question; facts come with amounts.
      const useSituation = readCount > 0 && (!isQuestion || (readCount >= 2 && findAmounts(situationText).length > 0));
      const ownKey = step === 'done' ? undefined : ANSWER_READ_BY_STEP[step];
      const reading = ownKey ? leaveToQuestion(fullReading, ownKey) : fullReading;
      const situation = useSituation ? reading.facts : {};
      let gathered = useSituation ? mergeSituation(facts, situation) : facts;
      const said = [...(useSituation ? describeSituation(situation, (cents: number) => formatCents(cents, { cents: 'auto' })) : []), ...told];
      const updated = useSituation && changesKnownFacts(facts, situation);
      const answeredSteps: CounselingStep[] = [];
      let note: string | undefined;
      if (step !== 'done' && !answeredBySituation(step, situation) && !(isQuestion && step !== 'pressure' && !useSituation)) {
        const rest = step === 'history' || step === 'transfers' ? message : useSituation ? withoutUsed(situationText, reading.used) : situationText;
        const result = readStep(step, rest, gathered, today);
        if (result) {
          gathered = result.facts;
          // The answer to the question asked comes first.
          said.unshift(result.said);
          note = result.note;
          answeredSteps.push(step);
        }
      } else if (step !== 'done' && answeredBySituation(step, situation)) {
        answeredSteps.push(step);
      }

      if (said.length === 0) {
        // "Will filing stop the lawsuit against me?": the answer from our pages, then the alert.
        if (escalation && isQuestion) {
          const found = quote(await tools.searchContent(message));
          if (found) {
            const then = step === 'done' ? '' : `\n\nWhen you are ready: ${QUESTIONS[step]}`;
            return { response: `${found.text}\n\n${escalation}${then}`, type: 'escalation', links: [...found.links, ...escalationLinks], state: { ...state, facts } };
          }
        }
        if (escalation && step !== 'done') {
          return { response: `${escalation}\n\nWhen you are ready, let’s continue. ${QUESTIONS[step]}`, type: 'escalation', links: escalationLinks, state: { ...state, facts } };
        }
        if (escalation) return { response: escalation, type: 'escalation', links: escalationLinks, state: { ...state, facts } };
        if (isQuestion || step === 'done') {
          const found = quote(await tools.searchContent(message));
          // A question that is really an answer ("is 45k in cards a lot?") still counts for the interview.
          const fallback = step !== 'done' ? readStep(step, message, facts, today) : null;
          if (!found && fallback && step !== 'done') return advance({ ...fallback, said: [fallback.said] }, [step], false, null, []);
          const then = step === 'done' ? '' : `\n\nWhen you are ready: ${QUESTIONS[step]}`;
          const helpLinks = facts.zipCode ? [{ ...ESCALATION_LINKS[0]!, href: `${FREE_HELP_MATCHER}&zip=${facts.zipCode}` }, ...ESCALATION_LINKS.slice(1)] : ESCALATION_LINKS;
          return { response: `${found ? found.text : notFoundAnswer(facts.zipCode)}${then}`, type: 'question', links: found?.links ?? helpLinks, state: { ...state, facts } };
        }
        // An earlier case or a transfer told without when (or how much): ask just that.
        if (step === 'history' && readPriorCases(facts.pendingHistory ? `${facts.pendingHistory}, ${message}` : message, today, true)?.missingDate) {
          return { response: FOLLOW_UP.history, type: 'question', state: { ...state, facts: { ...facts, pendingHistory: `${facts.pendingHistory ?? ''} ${message}`.trim().slice(0, 300) } } };
        }
        if (step === 'transfers' && (readTransfers(facts.pendingTransfer ? `${facts.pendingTransfer}, ${message}` : message, today, true)?.missing.length ?? 0) > 0) {
          return { response: FOLLOW_UP.transfers, type: 'question', state: { ...state, facts: { ...facts, pendingTransfer: `${facts.pendingTransfer ?? ''} ${message}`.trim().slice(0, 300) } } };
        }
        // Nothing told yet: someone overwhelmed ("I'm drowning in debt") gets a kind start, not "I did not understand".
        const opening = step === 'debts' && !state.facts.debts ? 'I’m sorry you’re dealing with this. You are not alone, and we can look at it together, one step at a time.' : 'Sorry, I did not understand that.';
        return { response: `${opening} ${QUESTIONS[step]}`, type: 'question', state: { ...state, facts } };
      }
      return advance({ said, ...(note ? { note } : {}), facts: gathered }, answeredSteps, updated, escalation, escalationLinks);

      async function advance(result: { said: string[]; note?: string; facts: CounselingFacts }, answered: CounselingStep[], isUpdate: boolean, escalationSaid: string | null, links: CounselorLink[]): Promise<CounselorReply> {
        const asked = [...state.previous, ...answered.filter((s) => !state.previous.includes(s))];
        result = { ...result, facts: settle(result.facts) };
        const next = nextStep(result.facts, asked);
        const nextState: ConversationState = { step: next, previous: asked, facts: result.facts };
        const understood = `${isUpdate ? 'Thanks, I updated that' : 'I understood'}: ${result.said.join('; ')}.${result.note ? ` ${result.note}` : ''}`;
        if (next !== 'done') {
          const text = `${understood} ${CORRECTION_HINT}\n\n${QUESTIONS[next]}`;
          return { response: escalationSaid ? `${escalationSaid}\n\n${text}` : text, type: escalationSaid ? 'escalation' : 'question', links, state: nextState };
        }
        const engine = await analyze(result.facts, tools);
        if (!engine) return { response: `${understood}\n\n${CANNOT_ASSESS_ANSWER}`, type: 'question', state: nextState };
        const text = `${understood}\n\n${analysisText(engine, householdAssumptions(result.facts))}`;
        const collection = result.facts.collection ?? {};
        const pressing = collection.lawsuit || collection.garnishment || collection.foreclosureSale || (result.facts.debts?.business ?? 0) > 0;
        const unsaid = [...(collection.lawsuit ? ['lawsuit' as const] : []), ...(collection.garnishment ? ['garnishment' as const] : []), ...(collection.foreclosureSale ? ['foreclosureSale' as const] : []), ...((result.facts.debts?.business ?? 0) > 0 ? ['businessDebts' as const] : [])].filter(
          (trigger) => !(result.facts.alertsSaid ?? []).includes(trigger),
        );
        const needsLawyer = escalationSaid ?? (unsaid.length > 0 ? escalationText(unsaid) : null);
        if (unsaid.length > 0) nextState.facts = { ...nextState.facts, alertsSaid: [...(nextState.facts.alertsSaid ?? []), ...unsaid] };
        return {
          response: needsLawyer ? `${needsLawyer}\n\n${text}` : text,
          // A lawsuit or garnishment told earlier keeps the reply marked urgent; its alert is not said again.
          type: needsLawyer || pressing ? 'escalation' : 'analysis',
          analysis: toDebtAnalysis(engine),
          links: needsLawyer || pressing ? ESCALATION_LINKS : [{ label: 'Take the full risk assessment', href: '/assessment' }],
          state: nextState,
        };
      }
    },
  };
}

/** True when a reading replaces something the conversation already knew (a correction). */
function changesKnownFacts(facts: CounselingFacts, read: SituationFacts): boolean {
  return (
    (read.householdSize !== undefined && facts.householdSize !== undefined && read.householdSize !== facts.householdSize) ||
    (read.monthlyIncomeCents !== undefined && facts.monthlyIncomeCents !== undefined && read.monthlyIncomeCents !== facts.monthlyIncomeCents) ||
    (read.monthlyExpensesCents !== undefined && facts.monthlyExpensesCents !== undefined && read.monthlyExpensesCents !== facts.monthlyExpensesCents) ||
    (read.state !== undefined && facts.stateCode !== undefined && read.state.code !== facts.stateCode) ||
    Object.entries(read.debts ?? {}).some(([kind, cents]) => facts.debts?.[kind as DebtKind] !== undefined && facts.debts[kind as DebtKind] !== cents) ||
    propertyChanged(facts.home, read.home) ||
    propertyChanged(facts.car, read.car)
  );
}

/** Owning it or not, or a figure already told, said differently; a figure told for the first time is no change. */
function propertyChanged(known: Property | undefined, read: Property | undefined): boolean {
  if (!known || !read) return false;
  if (known.owns !== read.owns) return true;
  return (['valueCents', 'owedCents', 'behindCents'] as const).some((key) => known[key] !== undefined && read[key] !== undefined && known[key] !== read[key]);
}
