/**
 * What must never wait for an interview or a model: crisis language gets the 988 Suicide & Crisis
 * Lifeline at once, and situations that need a lawyer (a lawsuit, a foreclosure sale date, a wage
 * garnishment, business debts, fraud or criminal matters) get an escalation with why and where to
 * find help. Both counselors go through here; the checks are plain patterns, so they can be tested.
 */
import { FREE_LEGAL_HELP_URLS } from '#shared/free-legal-help.ts';
import type { CounselorLink } from '../counselor.ts';

/**
 * 988 Suicide & Crisis Lifeline: call or text 988 in the United States (988lifeline.org, run for
 * the U.S. Department of Health and Human Services' SAMHSA since July 2022).
 */
export const CRISIS_REPLY =
  'I am really sorry you are feeling this way. You do not have to go through this alone. Please call or text 988 now to reach the 988 Suicide & Crisis Lifeline: it is free, confidential and open 24 hours a day. If you are in immediate danger, call 911. Money problems can be solved, and people get through bankruptcy every day. When you are ready, I am here to help with your debts.';
export const CRISIS_LINKS: CounselorLink[] = [{ label: '988 Suicide & Crisis Lifeline (call or text 988)', href: 'https://988lifeline.org' }];

const CRISIS_PATTERNS = [
  /\bsuicid/,
  /\bkill(?:ing)? my ?self\b/,
  /\bend (?:my life|it all|things)\b/,
  /\b(?:want|wanna|going) to die\b/,
  /\bbetter off dead\b/,
  /\bno (?:reason|point) (?:to|in) (?:live|living|go on|going on)\b/,
  /\b(?:don'?t|do not) want to (?:live|be alive|be here anymore)\b/,
  /\b(?:hurt|harm)(?:ing)? my ?self\b/,
  /\bself[- ]harm\b/,
  /\bcan'?t go on\b/,
];

export function isCrisis(message: string): boolean {
  const lower = message.toLowerCase().replace(/[‘’]/g, "'");
  return CRISIS_PATTERNS.some((pattern) => pattern.test(lower));
}

export type EscalationTrigger = 'lawsuit' | 'foreclosureSale' | 'garnishment' | 'businessDebts' | 'needsLawyer';

const TRIGGERS: Array<[EscalationTrigger, RegExp]> = [
  ['lawsuit', /\b(?:su(?:ed|ing|es) me|sue me|(?:a |the )?lawsuit|been served|got served|summons|(?:a )?judgment against me|court date|taking me to court)\b/],
  ['foreclosureSale', /\b(?:foreclos\w*[^.?!]*\b(?:sale|auction)|(?:sheriff'?s?|trustee'?s?) sale|auction date|sale date)\b/],
  ['garnishment', /\bgarnish\w*|\bwage (?:attachment|levy)|\b(?:levy|levied) (?:on )?my (?:bank|account|wages)/],
  ['businessDebts', /\b(?:business (?:debts?|loans?|credit|taxes)|my (?:business|company|llc|corporation|restaurant|shop|store)\b|personal(?:ly)? guarantee|sba loan|self-employed debts?)/],
  [
    'needsLawyer',
    /\b(?:need|want|get|hire|find) (?:a |an )?(?:lawyer|attorney)\b|\bfraud\b|\bcriminal\b|\barrest|\bhid(?:e|ing) (?:money|assets|property)|\b(?:put|transferr?ed|gave|sold) (?:the |my )?(?:house|home|car|property) (?:in|into|to) (?:my )?\w+'?s? name|\bdivorce\b|\bcontempt\b|\badversary\b|\bobjection to (?:my )?discharge/,
  ],
];

/** "No lawsuit", "nobody is suing me", "not being garnished": the words are there, the trouble is not. */
const NEGATED = /\b(?:no|not|never|nobody|no one|none|without|n't)\b[^.;!?]{0,20}$|n't\s+(?:\w+\s+){0,2}$/;

export function escalationTriggers(message: string): EscalationTrigger[] {
  // Phones type curly apostrophes: "sheriff’s sale" is "sheriff's sale".
  const lower = message.toLowerCase().replace(/[‘’]/g, "'");
  return TRIGGERS.filter(([, pattern]) => {
    const global = new RegExp(pattern.source, 'g');
    return [...lower.matchAll(global)].some((match) => !NEGATED.test(lower.slice(Math.max(0, match.index - 30), match.index)));
  }).map(([trigger]) => trigger);
}

const WHY: Record<EscalationTrigger, string> = {
  lawsuit:
    'A lawsuit against you has deadlines: if you do not answer the court in time, the creditor can get a judgment and then garnish wages or freeze a bank account. Filing bankruptcy stops most lawsuits (the automatic stay), but a lawyer should look at the papers you were served now.',
  foreclosureSale:
    'A foreclosure sale date means time is short. Filing bankruptcy before the sale stops it (the automatic stay), and Chapter 13 can let you catch up missed payments, but the timing and the choice of chapter need a lawyer or legal aid office right away.',
  garnishment:
    'A wage garnishment takes money from every paycheck. Filing bankruptcy stops it from the filing date, and money taken shortly before filing can sometimes be recovered. A legal aid office or bankruptcy attorney can tell you what applies in your state.',
  businessDebts:
    'Business debts change the rules: the means test may not apply, business assets and personal guarantees need care, and some cases belong in another chapter. This is a situation where an attorney should review your case.',
  needsLawyer:
    'What you describe is beyond general education: it can decide whether debts are discharged or whether the case is challenged. Please talk with a bankruptcy attorney or a legal aid office before you file.',
};

export const ESCALATION_LINKS: CounselorLink[] = [
  { label: 'Find legal help near you (resource matcher)', href: '/resources?tab=resource-matching' },
  { label: 'Find free legal aid (Legal Services Corporation)', href: FREE_LEGAL_HELP_URLS['legal-aid'] },
];

/** Why this needs a lawyer, and where to turn. */
export function escalationText(triggers: EscalationTrigger[]): string {
  const why = [...new Set(triggers)].map((trigger) => WHY[trigger]).join(' ');
  return `This is important, so I want to say it first. ${why} You can find a lawyer or free legal aid with our resource matcher (${ESCALATION_LINKS[0]!.href}) or through the Legal Services Corporation's legal aid finder (${ESCALATION_LINKS[1]!.href}). I can still explain your options in general terms, as education, not legal advice.`;
}
