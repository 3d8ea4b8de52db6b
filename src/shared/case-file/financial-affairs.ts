/**
 * The `financialAffairs` section of the case file: the answers to Official Form 107 (Statement of
 * Financial Affairs) the rest of the case file does not already hold. Optional and additive: a
 * case file without it still renders Form 107 from what it has (marital status, addresses, the
 * household model's transfers and collection pressure), with the other questions left for the
 * person. Each question is answered yes or no, with its entries; one entry shape serves every
 * question (a name and address, dates, amounts, a description), each field used where the form
 * asks for it.
 */
import { z } from 'zod';
import { text } from '../contracts/fields.ts';
import { centsSchema } from '../law/household/money.ts';
import { addressSchema, itemIdSchema } from './building-blocks.ts';

/** Form 107's questions 2-28 that take an answer (line 1, marital status, comes from `household`). */
export const FORM_107_QUESTIONS = [
  '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15',
  '16', '17', '18', '19', '20', '21', '22', '23', '24', '25', '26', '27', '28',
] as const; // prettier-ignore
export type Form107Question = (typeof FORM_107_QUESTIONS)[number];

/** Each question's topic in a few plain words (the interview's details pages and the generation gate). */
export const FORM_107_TOPICS: Record<Form107Question, string> = {
  '2': 'Where else you lived',
  '3': 'Community property state',
  '4': 'Income from work or business',
  '5': 'Other income',
  '6': 'Payments to creditors in the last 90 days',
  '7': 'Payments to relatives or insiders',
  '8': 'Payments that helped an insider',
  '9': 'Lawsuits and court cases',
  '10': 'Repossessions, foreclosures and garnishments',
  '11': 'Money taken by a bank or creditor',
  '12': 'Property held by a court official',
  '13': 'Gifts over $600',
  '14': 'Gifts to charity over $600',
  '15': 'Losses',
  '16': 'Payments for bankruptcy help',
  '17': 'Payments to debt relief companies',
  '18': 'Property sold, traded or given away',
  '19': 'Transfers into a trust',
  '20': 'Closed accounts',
  '21': 'Safe deposit boxes',
  '22': 'Storage units',
  '23': 'Property you hold for someone else',
  '24': 'Environmental notices from the government',
  '25': 'Releases of hazardous material',
  '26': 'Environmental cases',
  '27': 'Businesses',
  '28': 'Financial statements of a business',
};

/** Line 4 and 5: which year the income is for. */
export const INCOME_PERIODS = ['thisYear', 'lastYear', 'yearBefore'] as const;

const shortText = (max: number, label: string) => text().trim().max(max, `${label} must be ${max} characters or fewer`);

export const financialAffairsEntrySchema = z.object({
  id: itemIdSchema,
  /** Creditor, insider, recipient, court, institution, owner... as the question asks. */
  name: shortText(120, 'The name').optional(),
  address: addressSchema.omit({ county: true }).optional(),
  /** Dates as the person knows them ("2026-09-01 and 2026-10-01", "March 2025"). */
  dates: shortText(80, 'The dates').optional(),
  amount: centsSchema.optional(),
  /** Lines 6-8: the amount still owed. */
  amountStillOwed: centsSchema.optional(),
  /** Lines 9 and 26: the court's case number ("24-CV-01234"). */
  caseNumber: shortText(40, 'The case number').optional(),
  /** What it was: the reason, the nature of the case, the property, the account type... */
  description: shortText(300, 'The description').optional(),
  /** Lines 4-5: whose income; lines 9-10 the status ("Pending", "Concluded"). */
  person: z.enum(['debtor1', 'debtor2'], { errorMap: () => ({ message: 'Choose whose this is' }) }).optional(),
  period: z.enum(INCOME_PERIODS, { errorMap: () => ({ message: 'Choose the year' }) }).optional(),
});
export type FinancialAffairsEntry = z.infer<typeof financialAffairsEntrySchema>;

export const financialAffairsAnswerSchema = z.object({
  answer: z.boolean({ required_error: 'Answer yes or no', invalid_type_error: 'Answer yes or no' }),
  entries: z.array(financialAffairsEntrySchema).max(50, 'List at most 50 entries'),
});
export type FinancialAffairsAnswer = z.infer<typeof financialAffairsAnswerSchema>;

export const financialAffairsSectionSchema = z
  .object({
    answers: z.object(
      Object.fromEntries(FORM_107_QUESTIONS.map((q) => [q, financialAffairsAnswerSchema.optional()])) as Record<Form107Question, z.ZodOptional<typeof financialAffairsAnswerSchema>>,
    ),
  })
  .strict();
export type FinancialAffairsSection = z.infer<typeof financialAffairsSectionSchema>;
