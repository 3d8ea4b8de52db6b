import { randomUUID } from 'node:crypto';
import {
  COUNSELING_RATE_LIMIT,
  type CounselingConversation,
  type CounselingConversationSummary,
  type CounselingMessage,
  type CounselingMessageRequest,
  type CounselingReply,
} from '#shared/contracts/counseling.ts';
import type { Faq } from '#shared/contracts/faqs.ts';
import { AppError } from '#shared/errors.ts';
import { assessEligibility, type EligibilityResult } from '#shared/law/eligibility/index.ts';
import { LegalFigureUnavailableError, type ImportedMedianIncomeTables } from '#shared/law/figures.ts';
import type { HouseholdInput } from '#shared/law/household/index.ts';
import { COUNSELING_STEPS } from '../../adapters/counseling/built-in/facts.ts';
import { CRISIS_LINKS, CRISIS_REPLY, isCrisis } from '../../adapters/counseling/built-in/safety.ts';
import { initialConversationState, type ContentPassage, type ConversationState, type Counselor, type CounselorTools } from '../../adapters/counseling/counselor.ts';
import type { RateCounter } from '../../security/rate-counter.ts';
import { faqPassages } from './content.ts';
import type { CounselingRepository } from './repository.ts';

/** A conversation holds at most this many messages; a new page visit starts a new one. */
export const MAX_MESSAGES_PER_CONVERSATION = 200;
/** Earlier conversations listed. */
export const CONVERSATION_LIST_LIMIT = 50;

const NOT_FOUND = () => new AppError('NOT_FOUND', 'We could not find that conversation.');

/** A stored state from an older version, or a damaged one, starts the interview again. */
function stateOf(stored: Record<string, unknown> | undefined): ConversationState {
  const step = stored?.['step'];
  if (typeof step === 'string' && (COUNSELING_STEPS as readonly string[]).includes(step) && Array.isArray(stored?.['previous']) && typeof stored?.['facts'] === 'object') {
    return stored as unknown as ConversationState;
  }
  return initialConversationState();
}

/**
 * The site's words for what people ask in their own: "discharged" is "wiped out" on our pages, a
 * "cost" is a "fee", a "house" a "home". A word of the question matches a passage that holds it or
 * one of its alternatives (one term of the search, not two).
 */
const EVERYDAY_WORDS: Array<[RegExp, string]> = [
  [/^discharg/, 'wipe'],
  [/^wipe/, 'discharge'],
  [/^(?:cost|costs|price|charge)$/, 'fee'],
  [/^fees?$/, 'cost'],
  [/^lawyers?$/, 'attorney'],
  [/^attorneys?$/, 'lawyer'],
  [/^(?:house|houses)$/, 'home'],
  [/^(?:vehicle|vehicles|truck)$/, 'car'],
  [/^(?:twice|again)$/, 'often'],
  [/^(?:husband|wife)$/, 'spouse'],
  // "Get rid of my student loans" asks whether they are wiped out; a "class" is a course.
  [/^rid$/, 'wipe'],
  [/^(?:class|classes)$/, 'course'],
  [/^ex$/, 'divorce'],
  // "Can they take my house?" asks whether you lose it.
  [/^(?:take|takes|taken|took)$/, 'lose'],
];

/**
 * Words that say how something is asked or felt, not what about ("do I need…", "what happens…",
 * "I'm worried, will I…"): a question is not off-topic for them.
 */
const ASKING_WORDS = new Set([
  ...['how', 'much', 'many', 'need', 'needs', 'want', 'know', 'happen', 'happens', 'tell', 'explain', 'get', 'please', 'really', 'actually', 'possible', 'okay', 'ok', 'lot'],
  ...["i'm", 'im', 'worried', 'scared', 'afraid', 'wondering', 'wonder', 'confused', 'stressed', 'curious', 'honestly', 'think'],
]);

/**
 * The terms of a question for the search, each the words that count as it: "how long" asks for a
 * length of time (years, how long something lasts) and its "take" goes with it; asking words go.
 */
export function questionTerms(question: string): string[] {
  let text = question.toLowerCase().replace(/[‘’]/g, "'");
  const terms: string[] = [];
  if (/\bhow long\b/.test(text)) {
    terms.push('years last');
    text = text.replace(/\bhow long\b/g, ' ').replace(/\btakes?\b/g, ' ');
  }
  for (const word of (text.match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? []).map((w) => w.replace(/'s$/, ''))) {
    if (ASKING_WORDS.has(word)) continue;
    const extra = EVERYDAY_WORDS.filter(([pattern]) => pattern.test(word)).map(([, alternative]) => alternative);
    terms.push([word, ...extra].join(' '));
  }
  return terms;
}

/**
 * How much of a question a passage must cover (its terms, each weighted by how rare it is among
 * the passages) to be quoted. Below it, the site has no answer and the counselor says so. Tuned on
 * the questions of tests/integration/counseling.test.ts: those our pages answer cover their best
 * passage fully (a few 0.8, missing a common word), off-topic ones at most 0.65 ("can my landlord
 * keep my security deposit?" meets a secured card's deposit, "renew my passport" the photo ID).
 */
export const MIN_QUESTION_COVERAGE = 0.75;

export function createCounselingService(deps: {
  repository: CounselingRepository;
  rateCounter: RateCounter;
  clock: () => Date;
  counselor: Counselor;
  /** The FAQ as readers see it (figures filled in). */
  faqs: () => Promise<Faq[]>;
  educationPassages: () => Promise<ContentPassage[]>;
  medianIncomeTables: () => Promise<ImportedMedianIncomeTables>;
}) {
  const { repository, clock } = deps;
  const today = () => clock().toISOString().slice(0, 10);

  const tools: CounselorTools = {
    async searchContent(query) {
      const passages = [...faqPassages(await deps.faqs()), ...(await deps.educationPassages())];
      const best = await repository.searchPassages(
        passages.map((p) => ({ title: p.title, text: p.text })),
        questionTerms(query),
        { minCoverage: MIN_QUESTION_COVERAGE },
      );
      return best.map((index) => passages[index]!).filter(Boolean);
    },
    async assess(household: HouseholdInput): Promise<EligibilityResult> {
      try {
        return assessEligibility(household, today(), { importedMedianIncomeTables: await deps.medianIncomeTables() });
      } catch (error) {
        if (error instanceof LegalFigureUnavailableError) throw new AppError('UNAVAILABLE', 'We do not have the legal figures in force today yet. Please try again later.', undefined, error);
        throw error;
      }
    },
  };

  return {
    tools,

    /**
     * One message and its reply. `onDelta` receives the reply's text as it is written (streaming).
     * The message text is stored for the owner only and never logged.
     */
    async send(userId: string, input: CounselingMessageRequest, onDelta?: (text: string) => void): Promise<CounselingReply> {
      if (await deps.rateCounter.hit(`counseling:${userId}`, COUNSELING_RATE_LIMIT)) {
        throw new AppError('RATE_LIMITED', 'You are sending messages faster than the assistant can answer. Please wait a minute, then try again.');
      }
      const stored = await repository.findBySession(userId, input.sessionId);
      const messages = stored?.messages ?? [];
      if (messages.length + 2 > MAX_MESSAGES_PER_CONVERSATION) {
        throw new AppError('CONFLICT', 'This conversation is full. Reload the page to start a new one; your analysis is kept in your earlier conversations.');
      }
      const state = stateOf(stored?.state);
      const now = clock();
      let reply: CounselingReply & { state: ConversationState };
      if (isCrisis(input.message)) {
        // Crisis language gets the Lifeline at once, before any interview or model.
        reply = { response: CRISIS_REPLY, type: 'escalation', links: CRISIS_LINKS, state };
        onDelta?.(CRISIS_REPLY);
      } else {
        let streamed = false;
        const delta = onDelta ? (text: string) => ((streamed = true), onDelta(text)) : undefined;
        reply = await deps.counselor.reply({ message: input.message, state, history: messages.map((m) => ({ role: m.role, content: m.content })), ...(delta ? { onDelta: delta } : {}) }, tools);
        // A counselor that answers at once (the built-in one) sends its text as one piece.
        if (onDelta && !streamed) onDelta(reply.response);
      }
      const userMessage: CounselingMessage = { id: randomUUID(), role: 'user', content: input.message, timestamp: now.toISOString(), type: 'question' };
      const answer: CounselingMessage = {
        id: randomUUID(),
        role: 'assistant',
        content: reply.response,
        timestamp: clock().toISOString(),
        type: reply.type,
        ...(reply.analysis ? { analysis: reply.analysis } : {}),
        ...(reply.links?.length ? { links: reply.links } : {}),
      };
      await repository.save(userId, input.sessionId, { messages: [...messages, userMessage, answer], state: reply.state as unknown as Record<string, unknown>, analysis: reply.analysis ?? null, now });
      return {
        response: reply.response,
        type: reply.type,
        ...(reply.analysis ? { analysis: reply.analysis } : {}),
        ...(reply.notice ? { notice: reply.notice } : {}),
        ...(reply.links?.length ? { links: reply.links } : {}),
      };
    },

    list: (userId: string): Promise<CounselingConversationSummary[]> => repository.list(userId, CONVERSATION_LIST_LIMIT),

    async get(userId: string, id: string): Promise<CounselingConversation> {
      const conversation = await repository.get(userId, id);
      if (!conversation) throw NOT_FOUND();
      return conversation;
    },

    async delete(userId: string, id: string): Promise<void> {
      if (!(await repository.delete(userId, id))) throw NOT_FOUND();
    },

    deleteAll: (userId: string): Promise<number> => repository.deleteAll(userId),
  };
}

export type CounselingService = ReturnType<typeof createCounselingService>;
