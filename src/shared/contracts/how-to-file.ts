/**
 * GET /api/documents/:id/how-to-file: what a person needs to file the forms of a complete package
 * (Chapter 7 or 13): the clerk's office of their district (for their county where the court data
 * says which office serves it), the fee in force on the planned filing date and how they chose to
 * pay it, the forms to sign and where, and the rules of what comes after filing, each with its
 * statute or rule. Owner only; another person's document is a 404, as a missing one.
 */
import { z } from 'zod';
import { FILING_FEE_CHOICES } from '../case-file/case-file.ts';

export const howToFilePath = (documentId: string) => `/api/documents/${encodeURIComponent(documentId)}/how-to-file`;

/** The packages that start a new case; the others (an amended plan, schedules alone) are filed in one. */
export const HOW_TO_FILE_PACKAGES = ['chapter7-complete', 'chapter13-complete'] as const;

export const courtOfficeSchema = z.object({
  /** The office's town or division ("Reading", "Atlanta Division"). */
  name: z.string(),
  /** What the court data says of the office in its own words ("all mail goes here"), when it helps a visitor. */
  note: z.string().nullable(),
  /** A place where the court holds hearings but takes no filings. */
  isHearingOnly: z.boolean(),
  /** Not staffed every day (unmanned, unstaffed, closed for a time). */
  isSometimesUnstaffed: z.boolean(),
  street: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string().nullable(),
  phone: z.string().nullable(),
  /** How sure the data is: high (two sources agree), medium (one source), low (a name without an address, or old). */
  confidence: z.enum(['high', 'medium', 'low']),
  /** The day the row's source describes (YYYY-MM-DD). */
  asOf: z.string(),
});
export type CourtOffice = z.infer<typeof courtOfficeSchema>;

/**
 * How the offices were chosen: `county` (the data says which office serves the county, or one office
 * serves the whole district), `district` (it does not: every office of the district), `none` (no
 * office of this district in the data).
 */
export const OFFICE_CHOICES = ['county', 'district', 'none'] as const;

export const courtOfficesSchema = z.object({
  choice: z.enum(OFFICE_CHOICES),
  /** The county the offices were chosen by, as the case file has it. */
  county: z.string().nullable(),
  /** The offices to go to, clerk's offices first. */
  serving: z.array(courtOfficeSchema),
  /** The district's other offices (when `serving` holds the county's). */
  others: z.array(courtOfficeSchema),
  /** The day the office data describes, and where it comes from. */
  asOf: z.string(),
  source: z.string(),
});
export type CourtOffices = z.infer<typeof courtOfficesSchema>;

/** A rule's period in numbers with the statute or rule that sets it. */
const sourcedPeriodSchema = z.object({ min: z.number().nullable(), max: z.number(), officialSource: z.string() });

export const howToFileSchema = z.object({
  documentId: z.string(),
  packageId: z.enum(HOW_TO_FILE_PACKAGES),
  chapter: z.union([z.literal(7), z.literal(13)]),
  jointFiling: z.boolean(),
  plannedFilingDate: z.string(),
  /** A final PDF has been generated (the page then links to it). */
  hasFinalPdf: z.boolean(),
  court: z.object({ districtCode: z.string(), districtName: z.string(), website: z.string().nullable(), proSePage: z.string().nullable() }),
  offices: courtOfficesSchema,
  fee: z.object({
    totalCents: z.number().int(),
    filingFeeCents: z.number().int(),
    administrativeFeeCents: z.number().int(),
    trusteeSurchargeCents: z.number().int(),
    effectiveDate: z.string(),
    officialSource: z.string(),
    /** How the person chose to pay (Form 101 line 8). */
    choice: z.enum(FILING_FEE_CHOICES),
    /** Form 103A: up to `count` payments, the last within `days` days after filing. */
    installments: z.object({ count: z.number().int(), days: z.number().int(), officialSource: z.string() }),
    /** Form 103B, when the person asked for a waiver: whether the forms include it, and why. */
    waiver: z.object({ isIncluded: z.boolean(), reason: z.string(), percent: z.number(), officialSource: z.string() }).nullable(),
  }),
  /** The forms of the package's PDF that have signature lines, and the parts where they are signed. */
  signedForms: z.array(z.object({ number: z.string(), title: z.string(), parts: z.array(z.string()) })),
  rules: z.object({
    creditCounseling: sourcedPeriodSchema,
    meetingOfCreditors: sourcedPeriodSchema,
    taxReturnBeforeMeeting: sourcedPeriodSchema,
    /** Chapter 7: days after the first date set for the meeting; Chapter 13: before the last plan payment (no period). */
    debtorEducation: sourcedPeriodSchema.extend({ max: z.number().nullable() }),
    /** Chapter 7: the typical time from the meeting to the discharge; Chapter 13: the plan's length in years. */
    discharge: sourcedPeriodSchema,
    /** Chapter 13: the first plan payment is due within this many days after filing. */
    planPaymentsBegin: sourcedPeriodSchema.nullable(),
  }),
});
export type HowToFile = z.infer<typeof howToFileSchema>;
