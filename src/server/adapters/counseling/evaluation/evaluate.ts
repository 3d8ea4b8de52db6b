/**
 * The counselor's evaluation (issue 41): conversations written as people write, each with the facts
 * the counselor must extract, the recommendation it must or must not give, the phrases it must say,
 * and for questions the page its answer must link. Runs the built-in counselor with the real engine
 * and the real full-text search (PostgreSQL's, on an in-memory PGlite) over the FAQ as seeded and
 * the education pages, on a fixed day so the figures never drift.
 */
import { readFile } from 'node:fs/promises';
import type { Faq } from '#shared/contracts/faqs.ts';
import { assessEligibility, type Recommendation } from '#shared/law/eligibility/index.ts';
import { fillLegalFigures } from '#shared/law/legal-text.ts';
import { DEFAULT_PUBLIC_SITE_CONFIG } from '#shared/site-config.ts';
import { openDatabase } from '../../../db/database.ts';
import { SEED_FAQS } from '../../../db/seed-data/faqs.ts';
import { COUNSELOR_FAQS_2026_12 } from '../../../db/seed-data/faqs-counselor-2026-12.ts';
import { educationPassages, faqPassages } from '../../../modules/counseling/content.ts';
import { createCounselingRepository } from '../../../modules/counseling/repository.ts';
import { MIN_QUESTION_COVERAGE, questionTerms } from '../../../modules/counseling/service.ts';
import { createBuiltInCounselor, NOT_FOUND_ANSWER } from '../built-in/counselor.ts';
import { converseWith } from '../converse.ts';
import type { CounselorReply, CounselorTools } from '../counselor.ts';

/** The day every conversation is held on: legal figures in force then. */
export const EVALUATION_DAY = '2026-12-07';

export interface EvaluationConversation {
  id: string;
  /** What the conversation is about, for reading the report. */
  topic: string;
  messages: string[];
  /** Dotted paths into the final facts ("debts.creditCards", "priorCases.0.chapter", "transfers.length") and their values. */
  facts?: Record<string, unknown>;
  /** The recommendation of the last reply that has one: this one, or none of these; `none`: no reply may give one. */
  recommendation?: { is?: Recommendation; not?: Recommendation[]; none?: true };
  /** Phrases the last reply must include (case-insensitive). */
  include?: string[];
  /** A question: the last reply answers it from this page (its link starts so), or says plainly it does not know. */
  question?: { href?: string; unknown?: true };
}

/** Facts that can flip the recommendation: each must be extracted in every conversation. */
export const FLIPPING = /^(?:priorCases|transfers|collection|monthlyTaxesCents|householdSize|car\.(?:owns|valueCents|owedCents)|home\.(?:owns|valueCents|owedCents))/;

export interface CategoryScore {
  passed: number;
  total: number;
}

export interface EvaluationReport {
  conversations: number;
  categories: Record<'facts' | 'flippingFacts' | 'recommendation' | 'questionAnswered' | 'linkRight' | 'phrases', CategoryScore>;
  failures: Array<{ id: string; what: string }>;
}

export async function loadConversations(): Promise<EvaluationConversation[]> {
  return JSON.parse(await readFile(new URL('./conversations.json', import.meta.url), 'utf8')) as EvaluationConversation[];
}

function valueAt(root: unknown, path: string): unknown {
  let value: unknown = root;
  for (const key of path.split('.')) {
    if (value === undefined || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The tools of the service: the engine on the evaluation day, and the database's full-text search. */
export async function evaluationTools(): Promise<{ tools: CounselorTools; close: () => Promise<void> }> {
  const handle = await openDatabase({ kind: 'pglite-memory' });
  const repository = createCounselingRepository(handle.db);
  const onDate = new Date(`${EVALUATION_DAY}T12:00:00Z`);
  const faqs = [...SEED_FAQS, ...COUNSELOR_FAQS_2026_12].map((faq, index) => ({ id: String(index), ...faq, question: fillLegalFigures(faq.question, onDate), answer: fillLegalFigures(faq.answer, onDate) }) as unknown as Faq);
  const passages = [...faqPassages(faqs), ...(await educationPassages(DEFAULT_PUBLIC_SITE_CONFIG, onDate))];
  const tools: CounselorTools = {
    async searchContent(query) {
      const best = await repository.searchPassages(passages.map((p) => ({ title: p.title, text: p.text })), questionTerms(query), { minCoverage: MIN_QUESTION_COVERAGE });
      return best.map((index) => passages[index]!).filter(Boolean);
    },
    async assess(household) {
      return assessEligibility(household, EVALUATION_DAY);
    },
  };
  return { tools, close: () => handle.close() };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export async function evaluate(conversations: readonly EvaluationConversation[], tools: CounselorTools): Promise<EvaluationReport> {
  const counselor = createBuiltInCounselor({ today: () => EVALUATION_DAY });
  const score = () => ({ passed: 0, total: 0 });
  const categories: EvaluationReport['categories'] = { facts: score(), flippingFacts: score(), recommendation: score(), questionAnswered: score(), linkRight: score(), phrases: score() };
  const failures: EvaluationReport['failures'] = [];
  const count = (category: keyof EvaluationReport['categories'], ok: boolean, id: string, what: string) => {
    categories[category].total++;
    if (ok) categories[category].passed++;
    else failures.push({ id, what: `${category}: ${what}` });
  };

  for (const conversation of conversations) {
    const { replies, state } = await converseWith(counselor, tools, conversation.messages);
    const last: CounselorReply = replies.at(-1)!;
    for (const [path, expected] of Object.entries(conversation.facts ?? {})) {
      const actual = path.endsWith('.length') ? (valueAt(state.facts, path.slice(0, -7)) as unknown[] | undefined)?.length : valueAt(state.facts, path);
      const ok = same(actual, expected);
      count('facts', ok, conversation.id, `${path} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
      if (FLIPPING.test(path)) count('flippingFacts', ok, conversation.id, `${path} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
    }
    const rule = conversation.recommendation;
    if (rule) {
      const given = replies.map((r) => r.analysis?.recommendation).filter((r): r is Recommendation => Boolean(r));
      const final = given.at(-1);
      const ok = rule.none ? given.length === 0 : final !== undefined && (!rule.is || final === rule.is) && !(rule.not ?? []).includes(final);
      count('recommendation', ok, conversation.id, `gave ${JSON.stringify(given)}, expected ${JSON.stringify(rule)}`);
    }
    for (const phrase of conversation.include ?? []) {
      count('phrases', last.response.toLowerCase().includes(phrase.toLowerCase()), conversation.id, `missing “${phrase}” in: ${last.response.slice(0, 160)}…`);
    }
    if (conversation.question) {
      const unknown = last.response.startsWith(NOT_FOUND_ANSWER.slice(0, 30));
      count('questionAnswered', conversation.question.unknown ? unknown : !unknown && /says:\n“/.test(last.response), conversation.id, `answer: ${last.response.slice(0, 160)}…`);
      const hrefs = (last.links ?? []).map((l) => l.href);
      const linkOk = conversation.question.unknown ? hrefs.some((href) => href.startsWith('/resources?tab=resource-matching')) : hrefs.some((href) => href.startsWith(conversation.question!.href ?? '/'));
      count('linkRight', linkOk, conversation.id, `links ${JSON.stringify(hrefs)}, expected ${conversation.question.href ?? 'free legal help'}`);
    }
  }
  return { conversations: conversations.length, categories, failures };
}

export const percent = (score: CategoryScore) => (score.total === 0 ? 100 : Math.floor((1000 * score.passed) / score.total) / 10);
