/**
 * Why a resource matched, as codes with values, so the client says it in the reader's language
 * (its i18n keys `resources.reason.<code>`). The English texts are here once: the client's
 * English keys are built from them, and the API's `reasons` (kept for older clients) too.
 */
import { z } from 'zod';

export const MATCH_REASON_TEXTS = {
  'reach.your_district': 'It is the bankruptcy court for {county}, {stateName}: a case from your ZIP code is filed here.',
  'reach.your_territory': 'It is the court for bankruptcy cases from all of {stateName}: a case from your ZIP code is filed here.',
  'reach.statewide': 'It serves all of {stateName}.',
  'reach.part_of_state': 'It serves part of {stateName}: check its website for the counties it covers.',
  'reach.your_county': 'It serves {county}, where your ZIP code is.',
  'reach.county_unknown': 'It serves part of {stateName}, and we do not know which counties: check whether it serves your county.',
  'reach.county_unknown_distance': 'It serves part of {stateName}, and we do not know which counties: check whether it serves your county. Its office is about {miles} miles from your ZIP code.',
  'reach.online': 'It works online, anywhere in the US.',
  'reach.distance_one': 'It is about {miles} mile from your ZIP code.',
  'reach.distance': 'It is about {miles} miles from your ZIP code.',
  'income.under': 'under {amount}',
  'income.over': 'over {amount}',
  'income.between': '{from} to {under}',
  'cost.free': 'It is free to use.',
  'cost.referral_fee_low_income': 'The first consultation has a small set fee; the lawyer’s own fees come after. If your income is low, try the free options first.',
  'cost.referral_fee': 'The first consultation has a small set fee; ask the lawyer what the whole case would cost.',
  'cost.course_fee_low_income': 'Agencies charge a fee for the course: ask what it costs before you start.',
  'cost.course_fee': 'Agencies charge a fee for the course: compare a few before you choose.',
  'cost.own_limit_likely': 'It is free for people under its income limit: with income {income} you may well qualify.',
  'cost.own_limit_check': 'It is free for people under its income limit: with income {income}, check whether you qualify.',
  'cost.own_limit_over': 'It is free for people under its income limit: with income {income} you are likely over it.',
  'cost.legal_aid_likely':
    'Legal aid is free. Most programs serve households with income under {usualPercent}% of the poverty guideline: {usual} a year for {household} in {year}. Your income, {income}, meets that limit: you may well qualify.',
  'cost.legal_aid_depends':
    'Legal aid is free. Most programs serve households under {usualPercent}% of the poverty guideline ({usual} a year for {household} in {year}); some serve people up to {higherPercent}% ({higher}) in some cases, such as high medical costs. Your income, {income}, meets only the higher limit: ask whether you qualify.',
  'cost.legal_aid_over':
    'Legal aid is free, but your income, {income}, is over even the higher limit some programs use, {higherPercent}% of the poverty guideline ({higher} a year for {household} in {year}): you are likely over it.',
  'order.free_first_low_income': 'Free for people with low income: listed before paid services.',
  'order.fee_after_free_low_income': 'It charges a fee: with low income, it is listed after the free options, even those with a lower match score.',
  'purpose.court_filing': 'Its website has the forms, fees and local rules for filing your case.',
  'purpose.court_general': 'Its website explains filing without a lawyer.',
  'purpose.court_if_filing': 'You would need it only if you decide to file.',
  'purpose.consumer_legal_aid': 'It lists consumer cases (debts and collections) among its services.',
  'purpose.civil_legal_aid': 'It handles civil cases: ask whether it helps with debts or bankruptcy.',
  'purpose.legal_aid_finder': 'It finds the legal aid program that serves your address.',
  'purpose.counseling_alternatives': 'A counselor goes over your budget and the options other than bankruptcy.',
  'purpose.counseling_filing': 'Everyone filing for bankruptcy must first take credit counseling from an approved agency.',
  'purpose.counseling_general': 'Credit counseling from an approved agency comes before any bankruptcy filing.',
  'purpose.education_filing': 'After filing, you must finish an approved debtor education course before your debts are discharged.',
  'purpose.education_after_filing': 'You would need it only after filing a case.',
  'purpose.online_legal_answers': 'You can ask a volunteer lawyer a question about your debts online.',
  'purpose.referral_chapter13': 'It finds a private lawyer: Chapter 13 plans are hard to do without one.',
  'purpose.referral': 'It finds a private lawyer who handles bankruptcy and debt cases.',
  'purpose.clinic': 'It helps people with bankruptcy cases.',
  'purpose.clinic_ask': 'It helps with bankruptcy: ask whether it also advises on other options.',
  'availability.online_now': 'You can start online now.',
  'availability.ask': 'Call or check its website for when it takes new requests.',
} as const;

export type MatchReasonCode = keyof typeof MATCH_REASON_TEXTS;
const CODES = Object.keys(MATCH_REASON_TEXTS) as [MatchReasonCode, ...MatchReasonCode[]];

/** One reason: its code, and the values its text names (a value may itself be a reason, such as an income band). */
export interface MatchReason {
  code: MatchReasonCode;
  params?: Record<string, string | number | MatchReason>;
}

export const matchReasonSchema: z.ZodType<MatchReason> = z.lazy(() =>
  z.object({ code: z.enum(CODES), params: z.record(z.union([z.string(), z.number(), matchReasonSchema])).optional() }),
);

/** A reason in words: `say` gives the text of a code with its values filled in (the client's `t`, or English below). */
export function sayMatchReason(reason: MatchReason, say: (code: MatchReasonCode, values: Record<string, string | number>) => string): string {
  const values = Object.fromEntries(Object.entries(reason.params ?? {}).map(([name, value]) => [name, typeof value === 'object' ? sayMatchReason(value, say) : value]));
  return say(reason.code, values);
}

/** The English text of a reason. */
export function matchReasonInEnglish(reason: MatchReason): string {
  return sayMatchReason(reason, (code, values) => MATCH_REASON_TEXTS[code].replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder)));
}
