/**
 * One interface, two counselors: the built-in one (no key, no network, the default) and a
 * language model over any OpenAI-compatible chat-completions API. Both get the same tools: the
 * eligibility engine for every figure and full-text search over the site's own content.
 */
import type { CounselingMessageType, DebtAnalysis } from '#shared/contracts/counseling.ts';
import type { EligibilityResult } from '#shared/law/eligibility/index.ts';
import type { HouseholdInput } from '#shared/law/household/index.ts';
import type { CounselingFacts, CounselingStep } from './built-in/facts.ts';

/** A passage of the site's FAQ or education pages that answers a question. */
export interface ContentPassage {
  /** "FAQ" or the page's title ("Chapter 7 Bankruptcy"). */
  source: string;
  /** The FAQ's question or the section's heading. */
  title: string;
  text: string;
  /** The page and section on this site (`/chapter7#the-means-test`). */
  href: string;
}

export interface CounselorTools {
  /** The site's FAQ and education passages that best match a question (PostgreSQL full-text search). */
  searchContent(query: string): Promise<ContentPassage[]>;
  /** The eligibility engine (src/shared/law/eligibility) on a household, filed today. */
  assess(household: HouseholdInput): Promise<EligibilityResult>;
}

/** What a conversation remembers between messages: the guided interview's place and answers. */
export interface ConversationState {
  step: CounselingStep;
  /** Steps answered, newest last, so "back" can return to the previous one. */
  previous: CounselingStep[];
  facts: CounselingFacts;
}

export const initialConversationState = (): ConversationState => ({ step: 'debts', previous: [], facts: {} });

export interface CounselorLink {
  label: string;
  href: string;
}

export interface CounselorReply {
  response: string;
  type: CounselingMessageType;
  analysis?: DebtAnalysis;
  links?: CounselorLink[];
  /** Set when the model failed and the built-in counselor answered. */
  notice?: string;
  state: ConversationState;
}

export interface CounselorInput {
  message: string;
  state: ConversationState;
  /** Earlier messages of this conversation, oldest first (for a model's context). */
  history: Array<{ role: 'user' | 'assistant'; content: string }>;
  /** Receives the reply's text as it is written (the model streams; the built-in counselor sends it whole). */
  onDelta?: (text: string) => void;
}

export interface Counselor {
  readonly kind: 'built-in' | 'language-model';
  reply(input: CounselorInput, tools: CounselorTools): Promise<CounselorReply>;
}
