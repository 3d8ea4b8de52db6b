/**
 * The "How to file" page's facts for one document (GET /api/documents/:id/how-to-file): its
 * district's clerk's offices (for the person's county where the court data says), the fee in force
 * on the planned filing date and the way they chose to pay it, the forms of their package that are
 * signed and where, and the rules of what comes after filing. Every figure comes from the legal
 * figures module for the planned filing date; the page words them (client i18n catalog).
 */
import { composePackage, packageHasForm121, SEPARATE_FORM } from '#server/adapters/pdf/chapter7/composition.ts';
import { feeWaiverAsked } from '#shared/documents/fee-waiver-request.ts';
import { signatureParts } from '#server/adapters/pdf/chapter7/draw-cover-sheet.ts';
import { formDefinition } from '#server/adapters/pdf/forms/registry.ts';
import type { CaseFileDraft } from '#shared/case-file/index.ts';
import type { DocumentDetail } from '#shared/contracts/documents.ts';
import { HOW_TO_FILE_PACKAGES, type HowToFile } from '#shared/contracts/how-to-file.ts';
import { AppError } from '#shared/errors.ts';
import { getFilingFee, getTimingPeriod, getTimingRule, LegalFigureUnavailableError, type TimingRuleId } from '#shared/law/figures.ts';
import { courtOfficesFor } from '../resources/court-offices.ts';
import { BANKRUPTCY_COURTS } from '../resources/data/bankruptcy-courts.ts';

type HowToFilePackage = (typeof HOW_TO_FILE_PACKAGES)[number];
const isHowToFilePackage = (templateId: string): templateId is HowToFilePackage => (HOW_TO_FILE_PACKAGES as readonly string[]).includes(templateId);

const cents = (dollars: number) => Math.round(dollars * 100);

/** A number a timing rule must state; the figures module's data has it, so its absence is a data bug. */
function stated(value: number | undefined, what: string): number {
  if (value === undefined) throw new LegalFigureUnavailableError(`The legal reference data has no ${what}.`);
  return value;
}

/** A rule's period and its statute or rule, in force on the filing date. */
function period(id: TimingRuleId, date: Date) {
  const figure = getTimingPeriod(id, date);
  return { min: figure.value.min ?? null, max: figure.value.max, officialSource: figure.officialSource };
}

function rulesFor(chapter: 7 | 13, date: Date): HowToFile['rules'] {
  const chapter13Plan = getTimingRule('chapter13CommitmentPeriod', date);
  return {
    creditCounseling: period('creditCounseling', date),
    meetingOfCreditors: period(chapter === 7 ? 'meetingOfCreditorsChapter7' : 'meetingOfCreditorsChapter13', date),
    taxReturnBeforeMeeting: period('taxReturnChapter7', date),
    debtorEducation:
      chapter === 7
        ? period('debtorEducationChapter7', date)
        : { min: null, max: null, officialSource: getTimingRule('debtorEducationChapter13', date).officialSource },
    // Chapter 7: the discharge follows the end of the time to object to it; Chapter 13: the plan's last payment.
    discharge:
      chapter === 7
        ? period('objectionToDischarge', date)
        : { min: stated(chapter13Plan.period?.max, 'Chapter 13 plan length'), max: stated(chapter13Plan.extendedPeriod?.max, 'longest Chapter 13 plan'), officialSource: chapter13Plan.officialSource },
    planPaymentsBegin: chapter === 13 ? period('chapter13PlanPaymentsBegin', date) : null,
  };
}

/** The forms the person signs (the package's PDF, then Form 121 filed apart), with the parts holding the signature lines. */
function signedForms(caseFile: CaseFileDraft, packageId: HowToFilePackage, filingDate: string): HowToFile['signedForms'] {
  const { forms } = composePackage(caseFile, packageId, filingDate);
  const numbers = packageHasForm121(packageId) ? [...forms, SEPARATE_FORM] : forms;
  return numbers.flatMap((number) => {
    const definition = formDefinition(number);
    const parts = definition ? signatureParts(definition) : [];
    return definition && parts.length > 0 ? [{ number: definition.number, title: definition.title, parts }] : [];
  });
}

export function howToFileOf(document: DocumentDetail, caseFile: CaseFileDraft): HowToFile {
  const packageId = document.templateId;
  if (!isHowToFilePackage(packageId)) {
    throw new AppError('NOT_FOUND', 'The “How to file” page is for the Chapter 7 and Chapter 13 complete packages, which start a new case.');
  }
  const { filing } = caseFile;
  if (!filing) throw new AppError('CONFLICT', 'Answer the questions about your filing (your district, chapter and planned filing date) first.');
  try {
    return assemble(document, caseFile, packageId, filing);
  } catch (error) {
    // A planned filing date before our data (the fees and rules in force then are not in it).
    if (error instanceof LegalFigureUnavailableError) throw new AppError('CONFLICT', 'We have no court fees or rules for your planned filing date. Check the date in your answers about filing.');
    throw error;
  }
}

function assemble(document: DocumentDetail, caseFile: CaseFileDraft, packageId: HowToFilePackage, filing: NonNullable<CaseFileDraft['filing']>): HowToFile {
  const date = new Date(`${filing.plannedFilingDate}T12:00:00Z`);
  const fee = getFilingFee(filing.chapter, date);
  const installments = getTimingRule('feeInstallments', date);
  const waiver = feeWaiverAsked(caseFile, filing.plannedFilingDate);
  const court = BANKRUPTCY_COURTS.find((candidate) => candidate.districtCode === filing.district.code);
  const county = filing.district.county || caseFile.debtors?.debtor.address.county || null;

  return {
    documentId: document.id,
    packageId,
    chapter: filing.chapter,
    jointFiling: filing.jointFiling,
    plannedFilingDate: filing.plannedFilingDate,
    hasFinalPdf: Boolean(document.pdfPath),
    court: { districtCode: filing.district.code, districtName: court?.districtName ?? filing.district.name, website: court?.website ?? null, proSePage: court?.proSePage ?? null },
    offices: courtOfficesFor(filing.district.code, county),
    fee: {
      totalCents: cents(fee.value),
      filingFeeCents: cents(fee.breakdown.filingFee),
      administrativeFeeCents: cents(fee.breakdown.administrativeFee),
      trusteeSurchargeCents: cents(fee.breakdown.trusteeSurcharge),
      effectiveDate: fee.effectiveDate,
      officialSource: fee.officialSource,
      choice: filing.filingFee,
      installments: { count: stated(installments.count, 'number of fee installments'), days: stated(installments.period?.max, 'fee installment period'), officialSource: installments.officialSource },
      waiver: waiver ? { isIncluded: waiver.offered, reason: waiver.reason, percent: waiver.percent, officialSource: getTimingRule('feeWaiver', date).officialSource } : null,
    },
    signedForms: signedForms(caseFile, packageId, filing.plannedFilingDate),
    rules: rulesFor(filing.chapter, date),
  };
}
