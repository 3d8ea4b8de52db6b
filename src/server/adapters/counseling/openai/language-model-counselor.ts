/**
 * The counseling assistant over any OpenAI-compatible chat-completions API (OpenAI, Azure OpenAI,
 * a local Ollama or vLLM), through the maintained `openai` SDK with a base URL. The model keeps to
 * education (system prompt), gets every figure from the eligibility engine (a tool call) and its
 * facts from the site's own pages (a search tool), and streams its reply. A timeout or any
 * failure hands the message to the built-in counselor with a notice. The key stays on the server:
 * it is sent only to AI_BASE_URL and never logged.
 */
import OpenAI from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import type { DebtAnalysis } from '#shared/contracts/counseling.ts';
import { formatDollars } from '#shared/format/money.ts';
import { MAX_MONEY_CENTS } from '#shared/law/household/money.ts';
import type { EligibilityResult, Recommendation } from '#shared/law/eligibility/index.ts';
import { notChapter7Now, recommendationText, toDebtAnalysis, keyReasons } from '../built-in/analysis.ts';
import { nextStep, QUESTIONS } from '../built-in/counselor.ts';
import type { PriorCaseFact, TransferFact } from '../built-in/history.ts';
import { DEBT_KINDS, householdAssumptions, householdFromFacts, type CounselingFacts, type DebtKind } from '../built-in/facts.ts';
import { ESCALATION_LINKS, escalationText, escalationTriggers } from '../built-in/safety.ts';
import type { Counselor, CounselorInput, CounselorReply, CounselorTools } from '../counselor.ts';

export interface LanguageModelSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** The whole answer (every round of tool calls) must arrive within this time. */
  timeoutMs: number;
}

export const FALLBACK_NOTICE = 'The AI model could not answer just now, so our built-in counselor answered instead.';
/** Rounds of tool calls one message may take before the model must answer. */
const MAX_ROUNDS = 4;
/** Earlier messages sent along, newest kept. */
const HISTORY_KEPT = 20;
/**
 * The longest answer shown and kept (about 8 kB of English): past it the model's stream is no
 * longer read. A runaway local model once streamed 30 MB, all stored and sent back as history.
 */
export const MAX_ANSWER_CHARACTERS = 8_000;
/** What the model is asked to stay within: about MAX_ANSWER_CHARACTERS of English. */
export const MAX_ANSWER_TOKENS = 2_000;
/** A household's arguments are a few hundred characters; a model sending more is not answering. */
const MAX_TOOL_ARGUMENT_CHARACTERS = 8_000;
/** Tool calls one round may ask for (the two tools, each for a couple of questions). */
const MAX_TOOL_CALLS = 4;

export const CUT_SHORT_NOTICE = 'This answer was too long, so only its first part is shown.';

/** As much of `piece` as fits in `room` characters, never half of a character such as an emoji. */
function fitting(piece: string, room: number): string {
  if (piece.length <= room) return piece;
  if (room <= 0) return '';
  const lastCode = piece.charCodeAt(room - 1);
  return piece.slice(0, lastCode >= 0xd800 && lastCode <= 0xdbff ? room - 1 : room);
}

export const SYSTEM_PROMPT = `You are the debt counseling assistant of a US website that educates people who file bankruptcy without an attorney.
Rules you always follow:
- You give general education, never legal advice. Say so when someone asks what they personally should file, and suggest a qualified attorney or legal aid.
- Never state a dollar amount, limit, median income, fee, deadline, score or percentage unless it came from a tool result in this conversation. For anything about the person's own situation, gather their debts by kind and amount, monthly income before taxes and the taxes taken from their pay, monthly living costs, household size, state, home and car (value and loan), and whether they face a lawsuit, garnishment or foreclosure sale, then call assess_household and report its figures exactly.
- Before you say which chapter may fit, you must have asked (or been told) the facts that can change the answer: earlier bankruptcy cases in the last 8 years (chapter, filing date, discharge or dismissal), gifts or sales of property for less than its worth in the last 2 years, repayments to relatives or a large payment to one creditor in the last year, and any lawsuit, garnishment or foreclosure. Pass them to assess_household (an empty list when the person said none). If assess_household returns stillToAsk, ask those questions and give no recommendation yet. Say what you understood and what you assumed.
- Your recommendation must be the engine's, word for word (its recommendationLabel, and its notChapter7Now lines when there are any); a reply that names another chapter is replaced before it is sent.
- People often tell their whole situation in one message: use everything they said, ask only for what is still missing, and when they correct something ("actually it's 3 people") call assess_household again with the correction.
- For facts about bankruptcy, call search_site_content and quote the passage with its link (a path on this site, like /chapter7#the-means-test).
- If the person mentions a lawsuit against them, a foreclosure sale date, a wage garnishment, business debts, fraud or anything that needs a lawyer, say why it needs a lawyer and point them to /resources?tab=resource-matching.
- If the person mentions suicide or self-harm, tell them at once to call or text 988 (988 Suicide & Crisis Lifeline).
- Never ask for a Social Security number, account numbers or passwords.
- Write short, plain, kind sentences for someone under stress, often on a phone.`;

const dollarsField = { type: 'number', minimum: 0, description: 'US dollars' } as const;
const propertyField = {
  type: 'object',
  properties: { owns: { type: 'boolean' }, value: dollarsField, owed: dollarsField, behind: dollarsField },
  required: ['owns'],
} as const;

export const COUNSELING_TOOLS: ChatCompletionTool[] = [
  {
    type: 'function',
    function: {
      name: 'assess_household',
      description:
        "Runs the site's eligibility engine (means test against the state median in force, Chapter 13 debt limits, risk score, recommendation) on the person's household. Use its figures exactly; never compute your own.",
      parameters: {
        type: 'object',
        properties: {
          stateCode: { type: 'string', description: 'Two-letter US state code, like OH' },
          householdSize: { type: 'integer', minimum: 1, maximum: 20 },
          monthlyIncome: { ...dollarsField, description: 'Household income a month before taxes, US dollars' },
          monthlyExpenses: { ...dollarsField, description: 'Living costs a month (rent or mortgage, utilities, food, transportation), US dollars' },
          debts: { type: 'object', properties: Object.fromEntries(DEBT_KINDS.map((kind) => [kind, dollarsField])), description: 'Amounts owed by kind, US dollars' },
          home: propertyField,
          car: propertyField,
          lawsuit: { type: 'boolean' },
          garnishment: { type: 'boolean' },
          foreclosureSaleDate: { type: 'string', description: 'YYYY-MM-DD, when a foreclosure sale is scheduled' },
          monthlyTaxes: { ...dollarsField, description: 'Taxes taken from the household’s pay a month, US dollars' },
          priorCases: {
            type: 'array',
            description: 'Earlier bankruptcy cases in the last 8 years; [] when the person said none. Omit only if not asked yet.',
            items: {
              type: 'object',
              properties: { chapter: { type: 'integer', enum: [7, 11, 12, 13] }, filingDate: { type: 'string', description: 'YYYY-MM-DD; the last day of the month or year when only that is known' }, result: { type: 'string', enum: ['discharged', 'dismissed', 'open', 'other'] } },
              required: ['chapter', 'filingDate', 'result'],
            },
          },
          transfers: {
            type: 'array',
            description: 'Gifts or cheap sales in the last 2 years, repayments to relatives or large payments to one creditor in the last year; [] when the person said none. Omit only if not asked yet.',
            items: {
              type: 'object',
              properties: { kind: { type: 'string', enum: ['transferToRelative', 'paymentToInsider', 'paymentToCreditor'] }, date: { type: 'string', description: 'YYYY-MM-DD' }, amount: dollarsField, description: { type: 'string' } },
              required: ['kind', 'date', 'amount'],
            },
          },
        },
        required: ['stateCode', 'householdSize', 'monthlyIncome', 'debts'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'search_site_content',
      description: "Searches the site's FAQ and education pages (Chapter 7, Chapter 13, preparation). Returns passages with their links.",
      parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
    },
  },
];

const cents = (dollars: unknown): number | undefined => (typeof dollars === 'number' && Number.isFinite(dollars) && dollars >= 0 ? Math.round(dollars * 100) : undefined);

function property(value: unknown) {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  const out: NonNullable<CounselingFacts['home']> = { owns: v['owns'] === true };
  const [valueCents, owedCents, behindCents] = [cents(v['value']), cents(v['owed']), cents(v['behind'])];
  if (valueCents !== undefined) out.valueCents = valueCents;
  if (owedCents !== undefined) out.owedCents = owedCents;
  if (behindCents !== undefined) out.behindCents = behindCents;
  return out;
}

/** The model's tool arguments as the conversation's facts (cents). */
export function factsFromToolArguments(args: Record<string, unknown>): CounselingFacts {
  const debtsIn = (args['debts'] && typeof args['debts'] === 'object' ? args['debts'] : {}) as Record<string, unknown>;
  const debts: Partial<Record<DebtKind, number>> = {};
  for (const kind of DEBT_KINDS) {
    const amount = cents(debtsIn[kind]);
    if (amount) debts[kind] = amount;
  }
  const facts: CounselingFacts = {
    debts,
    stateCode: String(args['stateCode'] ?? '').toUpperCase(),
    householdSize: Number.isInteger(args['householdSize']) ? (args['householdSize'] as number) : 1,
    monthlyIncomeCents: cents(args['monthlyIncome']) ?? 0,
    monthlyExpensesCents: cents(args['monthlyExpenses']) ?? 0,
    collection: {
      lawsuit: args['lawsuit'] === true,
      garnishment: args['garnishment'] === true,
      foreclosureSale: typeof args['foreclosureSaleDate'] === 'string',
      ...(typeof args['foreclosureSaleDate'] === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(args['foreclosureSaleDate']) ? { saleDate: args['foreclosureSaleDate'] } : {}),
    },
  };
  const home = property(args['home']);
  const car = property(args['car']);
  if (home) facts.home = home;
  if (car) facts.car = car;
  const taxes = cents(args['monthlyTaxes']);
  if (taxes !== undefined) facts.monthlyTaxesCents = taxes;
  const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  if (Array.isArray(args['priorCases'])) {
    facts.priorCases = (args['priorCases'] as Array<Record<string, unknown>>)
      .filter((c) => c && [7, 11, 12, 13].includes(c['chapter'] as number) && isDay(c['filingDate']))
      .slice(0, 20)
      .map((c) => ({ chapter: c['chapter'] as 7 | 11 | 12 | 13, filingDate: c['filingDate'] as string, result: (['discharged', 'dismissed', 'open', 'other'].includes(c['result'] as string) ? c['result'] : 'discharged') as PriorCaseFact['result'], assumed: [] }));
  }
  if (Array.isArray(args['transfers'])) {
    facts.transfers = (args['transfers'] as Array<Record<string, unknown>>)
      .filter((t) => t && ['transferToRelative', 'paymentToInsider', 'paymentToCreditor'].includes(t['kind'] as string) && isDay(t['date']))
      .slice(0, 30)
      .map((t) => ({ kind: t['kind'] as TransferFact['kind'], date: t['date'] as string, amountCents: cents(t['amount']) ?? 0, what: String(t['description'] ?? 'a transfer').slice(0, 200), assumed: [] }));
  }
  return facts;
}

/** The facts that can flip the recommendation and were not gathered yet, in words for the model. */
export function stillToAsk(facts: CounselingFacts): string[] {
  const missing: string[] = [];
  if ((facts.monthlyIncomeCents ?? 0) > 0 && facts.monthlyTaxesCents === undefined) missing.push('the taxes taken from their pay each month');
  if (!facts.priorCases) missing.push('earlier bankruptcy cases in the last 8 years (chapter, filing date, discharge or dismissal)');
  if (!facts.transfers) missing.push('gifts or cheap sales of property in the last 2 years, and repayments to relatives or a large payment to one creditor in the last year');
  return missing;
}

const RECOMMENDATION_WORDS: Array<[Recommendation, RegExp]> = [
  ['chapter7', /\bchapter 7\b[^.?!]{0,40}\b(?:fit|best|right|option for you|good choice|way to go|recommend|qualif|eligible|should)|\b(?:recommend|suggest|should (?:file|consider)|qualify for|go with)\b[^.?!]{0,30}\bchapter 7\b/i],
  ['chapter13', /\bchapter 13\b[^.?!]{0,40}\b(?:fit|best|right|option for you|good choice|way to go|recommend|should)|\b(?:recommend|suggest|should (?:file|consider)|go with)\b[^.?!]{0,30}\bchapter 13\b/i],
];

/** The chapter a reply tells the person to file, if it tells one ("Chapter 7 looks like the right fit"). */
export function recommendationIn(text: string): Recommendation | null {
  const named = RECOMMENDATION_WORDS.filter(([, pattern]) => pattern.test(text)).map(([recommendation]) => recommendation);
  return named.length === 1 ? named[0]! : null;
}

/** True when any number in the arguments, at any depth, is a dollar amount above the household model's limit. */
function hasAmountOverLimit(value: unknown): boolean {
  if (typeof value === 'number') return !(value * 100 <= MAX_MONEY_CENTS);
  if (value && typeof value === 'object') return Object.values(value).some(hasAmountOverLimit);
  return false;
}

interface ToolOutcome {
  content: string;
  analysis?: DebtAnalysis;
  /** The household the engine assessed, kept so the built-in counselor can go on from it. */
  facts?: CounselingFacts;
  result?: EligibilityResult;
}

async function runTool(name: string, rawArguments: string, tools: CounselorTools, today: string): Promise<ToolOutcome> {
  let args: Record<string, unknown>;
  try {
    args = JSON.parse(rawArguments || '{}') as Record<string, unknown>;
  } catch {
    return { content: JSON.stringify({ error: 'The arguments were not valid JSON.' }) };
  }
  if (name === 'search_site_content') {
    const passages = await tools.searchContent(String(args['query'] ?? ''));
    return { content: JSON.stringify({ passages: passages.slice(0, 3) }) };
  }
  if (name === 'assess_household') {
    if (hasAmountOverLimit(args)) {
      return { content: JSON.stringify({ error: `An amount is larger than ${formatDollars(MAX_MONEY_CENTS / 100)}, the most the engine takes. It is likely a typing mistake: ask the person to check it.` }) };
    }
    const facts = factsFromToolArguments(args);
    try {
      const result = await tools.assess(householdFromFacts(facts, today));
      const analysis = toDebtAnalysis(result);
      const missing = stillToAsk(facts);
      return {
        analysis,
        facts,
        result,
        content: JSON.stringify({
          ...(missing.length > 0 ? { stillToAsk: missing, note: 'Ask these before giving any recommendation.' } : {}),
          analysis,
          notChapter7Now: notChapter7Now(result),
          filingDate: result.filingDate,
          meansTest: {
            outcome: result.meansTest.outcome,
            annualizedIncome: result.meansTest.annualizedIncomeCents / 100,
            median: result.meansTest.median.valueCents / 100,
            medianState: result.meansTest.median.stateName,
            medianHouseholdSize: result.meansTest.median.householdSize,
            medianTableEffective: result.meansTest.median.effectiveDate,
          },
          chapter13: { eligible: result.chapter13.eligible, securedLimit: result.chapter13.limits.securedCents / 100, unsecuredLimit: result.chapter13.limits.unsecuredCents / 100 },
          reasons: keyReasons(result, 5),
          assumptions: householdAssumptions(facts),
        }),
      };
    } catch (error) {
      return { content: JSON.stringify({ error: `The engine could not assess this household: ${(error as Error).message}` }) };
    }
  }
  return { content: JSON.stringify({ error: `There is no tool named ${name}.` }) };
}

/**
 * The model's reply as it may be sent: a recommendation is the engine's for the facts gathered, and
 * none is given before the facts that can flip it were asked (issue 41). A reply that names another
 * chapter, or recommends too early, is replaced by the built-in counselor's words.
 */
export function checkRecommendation(text: string, facts: CounselingFacts | undefined, engine: EligibilityResult | undefined): { text: string; incomplete: boolean } {
  const named = recommendationIn(text);
  const missing = facts ? stillToAsk(facts) : ['everything'];
  if (missing.length > 0) {
    if (!named && !engine) return { text, incomplete: true };
    const step = facts ? nextStep(facts, []) : 'debts';
    const ask = step === 'done' ? '' : ` ${QUESTIONS[step]}`;
    return { text: named ? `Before I can say which chapter may fit, I need a few facts that can change the answer.${ask}` : text, incomplete: true };
  }
  if (named && engine && named !== engine.recommendation) return { text: recommendationText(engine), incomplete: false };
  // Chapter 7 barred or a transfer to undo: the reason and the date are said, whatever the model wrote.
  const mustSay = engine ? notChapter7Now(engine).filter((line) => !text.includes(line.slice(0, 40))) : [];
  return { text: mustSay.length > 0 ? `${text}\n\n${mustSay.join('\n')}` : text, incomplete: false };
}

export function createLanguageModelCounselor(settings: LanguageModelSettings, options: { fallback: Counselor; today: () => string; onFailure?: (error: unknown) => void }): Counselor {
  const client = new OpenAI({ baseURL: settings.baseUrl, apiKey: settings.apiKey, timeout: settings.timeoutMs, maxRetries: 0, logLevel: 'off' });

  async function converse(input: CounselorInput, tools: CounselorTools, signal: AbortSignal): Promise<CounselorReply> {
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: SYSTEM_PROMPT },
      ...input.history.slice(-HISTORY_KEPT).map((m): ChatCompletionMessageParam => ({ role: m.role, content: m.content })),
      { role: 'user', content: input.message },
    ];
    let analysis: DebtAnalysis | undefined;
    let assessed: CounselingFacts | undefined;
    let engine: EligibilityResult | undefined;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const stream = await client.chat.completions.create({ model: settings.model, messages, tools: COUNSELING_TOOLS, stream: true, max_tokens: MAX_ANSWER_TOKENS }, { signal });
      let text = '';
      let cutShort = false;
      const calls: Array<{ id: string; name: string; arguments: string }> = [];
      // Leaving this loop (break or throw) makes the SDK abort the request: nothing more is read.
      for await (const chunk of stream) {
        const choice = chunk.choices[0];
        if (choice?.finish_reason === 'length') cutShort = true;
        const delta = choice?.delta;
        if (!delta) continue;
        if (delta.content) {
          const piece = fitting(delta.content, MAX_ANSWER_CHARACTERS - text.length);
          if (piece) {
            text += piece;
            input.onDelta?.(piece);
          }
          if (piece.length < delta.content.length) {
            cutShort = true;
            break;
          }
        }
        for (const call of delta.tool_calls ?? []) {
          if (!(call.index >= 0 && call.index < MAX_TOOL_CALLS)) throw new Error('The model asked for too many tools at once');
          const slot = (calls[call.index] ??= { id: '', name: '', arguments: '' });
          if (call.id) slot.id = call.id;
          if (call.function?.name) slot.name += call.function.name;
          if (call.function?.arguments) slot.arguments += call.function.arguments;
          if (slot.name.length + slot.arguments.length > MAX_TOOL_ARGUMENT_CHARACTERS) throw new Error('The model sent too long a tool call');
        }
      }
      // An answer cut short is the answer, whatever tool calls it had begun: the person saw it.
      if (calls.length === 0 || cutShort) {
        if (!text.trim()) throw new Error('The model sent an empty answer');
        const checked = checkRecommendation(text, assessed, engine);
        if (checked.incomplete) analysis = undefined;
        const triggers = escalationTriggers(input.message).filter((trigger) => !(input.state.facts.alertsSaid ?? []).includes(trigger));
        const response = triggers.length > 0 ? `${checked.text}\n\n${escalationText(triggers)}` : checked.text;
        return {
          response,
          type: triggers.length > 0 ? 'escalation' : analysis ? 'analysis' : 'question',
          ...(analysis ? { analysis } : {}),
          ...(triggers.length > 0 ? { links: ESCALATION_LINKS } : {}),
          ...(cutShort ? { notice: CUT_SHORT_NOTICE } : {}),
          // What the model had assessed becomes the conversation's facts: if a later message falls
          // back to the built-in counselor, it goes on from them ("actually it's 3 people").
          state: assessed ? { step: nextStep(assessed, []), previous: [], facts: { ...assessed, ...(triggers.length > 0 ? { alertsSaid: [...(input.state.facts.alertsSaid ?? []), ...triggers] } : {}) } } : input.state,
        };
      }
      messages.push({ role: 'assistant', content: text || null, tool_calls: calls.map((c) => ({ id: c.id, type: 'function' as const, function: { name: c.name, arguments: c.arguments } })) });
      for (const call of calls) {
        const outcome = await runTool(call.name, call.arguments, tools, options.today());
        if (outcome.analysis) analysis = outcome.analysis;
        if (outcome.facts) assessed = outcome.facts;
        if (outcome.result) engine = outcome.result;
        messages.push({ role: 'tool', tool_call_id: call.id, content: outcome.content });
      }
    }
    throw new Error('The model kept calling tools without answering');
  }

  return {
    kind: 'language-model',
    async reply(input, tools) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new Error('The model did not answer in time')), settings.timeoutMs);
      try {
        return await converse(input, tools, controller.signal);
      } catch (error) {
        options.onFailure?.(error);
        const { onDelta: _streamedAlready, ...rest } = input;
        const reply = await options.fallback.reply(rest, tools);
        return { ...reply, notice: FALLBACK_NOTICE };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
